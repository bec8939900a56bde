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

it('leaves no part beside a hole on a wide screen: a part with a list, one alone in its row, and the closing part take the whole row', () => {
  const summary = firstBlock('summary', '/about');
  const plain = (title: string) => ({ title, paragraphs: ['Some detail.'] });
  const listed = { ...plain('With a list'), list: { items: ['One', 'Two'] } };
  const widths = (parts: (typeof summary)['parts']) => {
    const { unmount } = renderBlock({ ...summary, parts });
    const items = screen.getAllByRole('listitem').filter((item) => item.parentElement?.tagName === 'OL');
    const found = items.map((item) => [item.getAttribute('data-wide'), item.hasAttribute('data-closing')]);
    unmount();
    return found;
  };
  expect(widths([plain('A'), plain('B'), listed, plain('D'), plain('E')])).toEqual([
    [null, false],
    [null, false],
    ['list', false],
    ['text', false],
    ['text', true],
  ]);
  expect(widths([plain('A'), plain('B'), plain('C'), plain('D'), plain('E')])).toEqual([
    [null, false],
    [null, false],
    [null, false],
    [null, false],
    ['text', true],
  ]);
  expect(widths([plain('A'), plain('B')])).toEqual([
    [null, false],
    [null, false],
  ]);
});
