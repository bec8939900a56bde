import type { Testimonial } from '../../../schema/site.ts';
import { useSite } from '../../site-context.tsx';

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

/** Each language's testimonials in the browser, which come with the chunks of the pages that show them rather than with the language's. */
const inHand = new Map<string, readonly Testimonial[]>();

/** A page's chunk hands over its language's testimonials, where it shows them. */
export function keepTestimonials(language: string, testimonials: readonly Testimonial[]) {
  if (testimonials.length > 0) inHand.set(language, testimonials);
}

/** The testimonials of the page's language: in the site in the prerender, with the page's chunk in the browser. */
export function useTestimonials(): readonly Testimonial[] {
  const { testimonials, language } = useSite();
  return testimonials ?? inHand.get(language?.code ?? 'en') ?? [];
}
