import type { Testimonial } from '../../../schema/site.ts';

/**
 * The testimonials with these ids, in this order (validation guarantees every id exists); without
 * ids, every testimonial in the order of the list.
 */
export function pickTestimonials(all: readonly Testimonial[], ids: readonly string[] | undefined): Testimonial[] {
  if (!ids) return [...all];
  const byId = new Map(all.map((testimonial) => [testimonial.id, testimonial]));
  return ids.map((id) => {
    const found = byId.get(id);
    if (!found) throw new Error(`No testimonial has the id "${id}"`);
    return found;
  });
}
