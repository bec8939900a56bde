import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderBlock } from './render.tsx';

it('compares plans in a real table: plans as column headers, features as row headers, marks read aloud', () => {
  renderBlock({
    type: 'comparison',
    heading: 'Compare the Plans',
    plans: ['Core', 'Advanced'],
    rows: [
      { feature: 'Meeting participants', values: ['100', '200'] },
      { feature: 'Call recording', values: [false, true] },
    ],
    note: 'Plan details are set by the vendor.',
  });
  const table = screen.getByRole('table', { name: 'Compare the Plans' });
  expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Core', 'Advanced']);
  expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Meeting participants', 'Call recording']);
  const [, participants, recording] = within(table).getAllByRole('row');
  expect(within(participants!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['100', '200']);
  // A mark is drawn for the eye and said in words for a screen reader.
  expect(within(recording!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['—Not included', 'Included']);
  expect(screen.getByText('Plan details are set by the vendor.')).toBeVisible();
});

it('tints the column of the plan it highlights, its name and every cell under it, and no other', () => {
  renderBlock({
    type: 'comparison',
    heading: 'Compare the Plans',
    plans: ['Core', 'Advanced', 'Ultra'],
    highlight: 'Advanced',
    rows: [
      { feature: 'Meeting participants', values: ['100', '100', '200'] },
      { feature: 'Call recording', values: [false, true, true] },
    ],
  });
  const table = screen.getByRole('table', { name: 'Compare the Plans' });
  const marked = [...table.querySelectorAll('[data-highlight]')];
  expect(marked.map((cell) => cell.getAttribute('role'))).toEqual(['columnheader', 'cell', 'cell']);
  expect(marked[0]).toHaveTextContent('Advanced');
  expect(marked.slice(1).map((cell) => cell.textContent)).toEqual(['100', 'Included']);
});
