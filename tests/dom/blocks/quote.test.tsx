import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { firstBlock, renderBlock } from './render.tsx';

const quote = firstBlock('quote', '/testimonials');

it('shows the testimonial it names large, with name, role and initials', () => {
  const { container } = renderBlock(quote);
  expect(container.querySelector('blockquote')).toHaveTextContent('Patients get through on the first ring now.');
  expect(screen.getByText('Robin Vale')).toBeInTheDocument();
  expect(screen.getByText('Manager, lakeside clinic')).toBeInTheDocument();
  expect(container.querySelector('[data-initials]')).toHaveTextContent('RV');
});

it('names its section when it has a heading', () => {
  renderBlock({ ...quote, heading: 'In their words' });
  expect(screen.getByRole('region', { name: 'In their words' })).toBeInTheDocument();
});
