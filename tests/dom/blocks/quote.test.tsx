import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { firstBlock } from '../../fixtures/blocks/site.ts';
import { renderBlock, site } from './render.tsx';

it('shows the clinic owner’s testimonial large, with name, role and initials', () => {
  const block = firstBlock(site, 'quote', '/testimonials');
  const testimonial = site.testimonials.find((item) => item.id === block.testimonial)!;
  const { container } = renderBlock(block);
  expect(container.querySelector('blockquote')).toHaveTextContent(testimonial.text);
  expect(screen.getByText(testimonial.name)).toBeInTheDocument();
  expect(screen.getByText(testimonial.company)).toBeInTheDocument();
  expect(container.querySelector('[data-initials]')).toHaveTextContent('DW');
});

it('names its section when it has a heading', () => {
  renderBlock({ ...firstBlock(site, 'quote', '/testimonials'), heading: 'In their words' });
  expect(screen.getByRole('region', { name: 'In their words' })).toBeInTheDocument();
});
