import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { firstBlock, renderBlock } from './render.tsx';
import { readText } from '../../support/read-text.ts';

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
  expect(within(list).getAllByRole('listitem').map(readText)).toEqual(['A lakeside clinic', 'A town library']);
  expect(within(section).getByText('Sample clients, for illustration.')).toBeInTheDocument();
});

it('sets a part’s point first, before the paragraphs that explain it', () => {
  const summary = firstBlock('summary', '/about');
  renderBlock({ ...summary, parts: [{ ...summary.parts[0]!, point: 'We answer the phone ourselves.' }] });
  const part = screen.getByRole('listitem');
  const texts = [...part.querySelectorAll('p')].map(readText);
  expect(texts[0]).toBe('We answer the phone ourselves.');
  expect(texts.slice(1)).toEqual(summary.parts[0]!.paragraphs);
});

it('lays out every part alike, its details after its point and its list after its details, and marks the last of three or more as the closing word', () => {
  const summary = firstBlock('summary', '/about');
  const plain = (title: string) => ({ title, point: `${title} in short.`, paragraphs: [`${title} in detail.`] });
  const listed = { ...plain('Listed'), list: { items: ['One', 'Two'] } };
  const shapes = (parts: (typeof summary)['parts']) => {
    const { unmount } = renderBlock({ ...summary, parts });
    const items = screen.getAllByRole('listitem').filter((item) => item.parentElement?.tagName === 'OL');
    const found = items.map((item) => ({
      order: [...item.children].map((child) => child.tagName.toLowerCase()),
      details: [...item.querySelector('[data-more]')!.children].map((child) => (child.matches('[data-list]') ? 'list' : readText(child))),
      list: [...(item.querySelector('[data-more] > [data-list]')?.querySelectorAll('li') ?? [])].map(readText),
      closing: item.hasAttribute('data-closing'),
    }));
    unmount();
    return found;
  };
  const found = shapes([plain('A'), listed, plain('C')]);
  expect(found.map((part) => part.order)).toEqual([
    ['h3', 'p', 'div'],
    ['h3', 'p', 'div'],
    ['h3', 'p', 'div'],
  ]);
  expect(found.map((part) => part.details)).toEqual([['A in detail.'], ['Listed in detail.', 'list'], ['C in detail.']]);
  expect(found.map((part) => part.list)).toEqual([[], ['One', 'Two'], []]);
  expect(found.map((part) => part.closing)).toEqual([false, false, true]);
  expect(shapes([plain('A'), plain('B')]).map((part) => part.closing)).toEqual([false, false]);
});
