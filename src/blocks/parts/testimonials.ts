import type { Testimonial } from '../../../schema/site.ts';

/** The testimonials with these ids, in this order (validation guarantees every id exists). */
export function pickTestimonials(all: readonly Testimonial[], ids: readonly string[]): Testimonial[] {
  const byId = new Map(all.map((testimonial) => [testimonial.id, testimonial]));
  return ids.map((id) => {
    const found = byId.get(id);
    if (!found) throw new Error(`No testimonial has the id "${id}"`);
    return found;
  });
}
