import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { BlockOf } from '../../../schema/site.ts';
import { renderBlock } from './render.tsx';

const policy: BlockOf<'document'> = {
  type: 'document',
  updated: '2026-03-05',
  sections: [
    { id: 'collect', heading: 'What We Collect', paragraphs: ['Nothing at all.'], list: ['No forms', 'No cookies'] },
    { id: 'contact', heading: 'Contacting Us', paragraphs: ['Call us.', 'Or write.'] },
  ],
};

/** A document long enough for a contents list. */
const longPolicy: BlockOf<'document'> = {
  ...policy,
  sections: [
    ...policy.sections,
    { id: 'links', heading: 'Links Elsewhere', paragraphs: ['Other sites have their own policies.'] },
    { id: 'changes', heading: 'Changes', paragraphs: ['We date every change.'] },
  ],
};

it('says when the document last changed, as a machine-readable date', () => {
  renderBlock(policy);
  const updated = screen.getByText(/Last updated/);
  expect(updated).toHaveTextContent('Last updated: March 5, 2026');
  expect(updated.querySelector('time')).toHaveAttribute('datetime', '2026-03-05');
});

it('lists the sections of a long document in a contents list that links to each section’s heading', () => {
  renderBlock(longPolicy);
  const contents = screen.getByRole('navigation', { name: 'On this page' });
  const links = within(contents).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['What We Collect', '#collect'],
    ['Contacting Us', '#contact'],
    ['Links Elsewhere', '#links'],
    ['Changes', '#changes'],
  ]);
  expect(screen.getByRole('heading', { level: 2, name: 'What We Collect' })).toHaveAttribute('id', 'collect');
});

it('has no contents list when it has three sections or fewer, which read at a glance', () => {
  renderBlock(policy);
  expect(screen.queryByRole('navigation')).toBeNull();
  expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['What We Collect', 'Contacting Us']);
});

it('shows every paragraph and list item in its named section', () => {
  renderBlock(policy);
  const collect = screen.getByRole('region', { name: 'What We Collect' });
  expect(within(collect).getByText('Nothing at all.')).toBeInTheDocument();
  expect(within(collect).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['No forms', 'No cookies']);
  const contact = screen.getByRole('region', { name: 'Contacting Us' });
  expect(within(contact).getByText('Or write.')).toBeInTheDocument();
});
