import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderBlock } from './render.tsx';

it('shows a process as a numbered, ordered list under its heading', () => {
  renderBlock({
    type: 'steps',
    heading: 'How it works',
    steps: [
      { title: 'Call us', text: 'We listen first.' },
      { title: 'Compare', text: 'Options in plain words.' },
      { title: 'Switch', text: 'We set it up.' },
    ],
  });
  const section = screen.getByRole('region', { name: 'How it works' });
  const items = within(within(section).getByRole('list')).getAllByRole('listitem');
  expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual(['Call us', 'Compare', 'Switch']);
  expect(items.map((item) => item.querySelector('[aria-hidden="true"]')?.textContent)).toEqual(['1', '2', '3']);
  expect(within(items[0]!).getByText('We listen first.')).toBeInTheDocument();
  expect(section.querySelector('ol')).not.toBeNull();
});
