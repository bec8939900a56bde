import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { firstBlock, renderBlock } from './render.tsx';

it('renders each part under an h3, and a part’s list under its h4 with its note', () => {
  renderBlock(firstBlock('summary', '/about'));
  const section = screen.getByRole('region', { name: 'At a Glance' });
  expect(within(section).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
    'How We Work',
    'Who We Serve',
    'In Short',
  ]);
  const clients = within(section).getByRole('heading', { level: 4, name: 'Some of our clients' });
  const list = clients.parentElement!.querySelector('ul')!;
  expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['A lakeside clinic', 'A town library']);
  expect(within(section).getByText('Sample clients, for illustration.')).toBeInTheDocument();
});

it('sets a part’s point first, before the paragraphs that explain it', () => {
  const summary = firstBlock('summary', '/about');
  renderBlock({ ...summary, parts: [{ ...summary.parts[0]!, point: 'We answer the phone ourselves.' }] });
  const part = screen.getByRole('listitem');
  const texts = [...part.querySelectorAll('p')].map((paragraph) => paragraph.textContent);
  expect(texts[0]).toBe('We answer the phone ourselves.');
  expect(texts.slice(1)).toEqual(summary.parts[0]!.paragraphs);
});
