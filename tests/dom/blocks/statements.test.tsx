import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderBlock } from './render.tsx';

it('shows each statement under its own h2, in order, with its anchor id', () => {
  renderBlock({
    type: 'statements',
    items: [
      { id: 'mission', heading: 'Mission', text: 'Honest advice at the vendor’s price.' },
      { heading: 'Vision', text: 'A market as clear as a price tag.' },
    ],
  });
  const headings = screen.getAllByRole('heading', { level: 2 });
  expect(headings.map((heading) => heading.textContent)).toEqual(['Mission', 'Vision']);
  expect(headings[0]).toHaveAttribute('id', 'mission');
  expect(screen.getByText('Honest advice at the vendor’s price.')).toBeInTheDocument();
  expect(screen.getByText('A market as clear as a price tag.')).toBeInTheDocument();
});
