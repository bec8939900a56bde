import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { bandsByTone, renderBlock } from './render.tsx';

it('shows every question as a heading with its answer in view under it', () => {
  renderBlock({
    type: 'faq',
    heading: 'Questions Before You Call',
    intro: 'What buyers ask us first.',
    questions: [
      { question: 'Who sends the bill?', answer: 'The vendor, at its own prices.' },
      { question: 'Is the consultation free?', answer: 'Yes, with no obligation.' },
    ],
    tone: 'plain',
  });
  const section = screen.getByRole('region', { name: 'Questions Before You Call' });
  expect(within(section).getByText('What buyers ask us first.')).toBeVisible();
  const items = within(within(section).getByRole('list')).getAllByRole('listitem');
  expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual(['Who sends the bill?', 'Is the consultation free?']);
  expect(within(items[0]!).getByText('The vendor, at its own prices.')).toBeVisible();
  expect(within(items[1]!).getByText('Yes, with no obligation.')).toBeVisible();
  // No disclosure widget: every answer is there without a click.
  expect(section.querySelector('details, [aria-expanded]')).toBeNull();
});

/** A block with two questions and nothing else. */
const block = {
  type: 'faq' as const,
  heading: 'Questions Before You Call',
  questions: [
    { question: 'Who sends the bill?', answer: 'The vendor, at its own prices.' },
    { question: 'Is the consultation free?', answer: 'Yes, with no obligation.' },
  ],
  tone: 'plain' as const,
};

it('sits on a plain band unless it asks for the tinted one', () => {
  expect(bandsByTone(block)).toEqual(['plain', 'muted']);
});

it('offers its action under the heading, before the questions, and none when it names none', () => {
  const { unmount } = renderBlock({ ...block, action: { label: 'Call +1 (204) 555-0123', href: 'tel:+12045550123' } });
  const section = screen.getByRole('region', { name: 'Questions Before You Call' });
  const call = within(section).getByRole('link', { name: 'Call +1 (204) 555-0123' });
  expect(call).toHaveAttribute('href', 'tel:+12045550123');
  const list = within(section).getByRole('list');
  expect(call.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(list.contains(call)).toBe(false);
  unmount();

  renderBlock(block);
  expect(within(screen.getByRole('region', { name: 'Questions Before You Call' })).queryByRole('link')).toBeNull();
});
