import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { site } from '../../fixtures/site.ts';
import { renderBlock } from './render.tsx';
import { readText } from '../../support/read-text.ts';

const quotes = () => screen.getAllByRole('listitem').map((item) => readText(within(item).getByRole('blockquote')));

describe('testimonials block', () => {
  it('lists every testimonial of the site, in order, when it names none', () => {
    renderBlock({ type: 'testimonials', heading: 'What clients say' });
    expect(screen.getByRole('region', { name: 'What clients say' })).toBeInTheDocument();
    expect(quotes()).toEqual(site.testimonials.map((testimonial) => testimonial.text));
    for (const testimonial of site.testimonials) expect(screen.getByText(testimonial.company)).toBeInTheDocument();
  });

  it('shows only the testimonials it names, in its order', () => {
    const [first, second] = site.testimonials;
    renderBlock({ type: 'testimonials', testimonials: [second!.id, first!.id] });
    expect(quotes()).toEqual([second!.text, first!.text]);
  });
});
