import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { firstBlock } from '../../fixtures/blocks/site.ts';
import { renderBlock, site } from './render.tsx';

it('renders the Executive Summary’s five parts, the client list and its note', () => {
  const block = firstBlock(site, 'summary', '/about');
  renderBlock(block);
  const section = screen.getByRole('region', { name: 'Executive Summary' });
  expect(within(section).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
    'Customer-First Model',
    'Experience-Driven Design',
    'Track Record of Trust',
    'Agent Relationship Disclosure',
    'Conclusion',
  ]);
  const trust = block.parts.find((part) => part.title === 'Track Record of Trust')!;
  const clients = within(section).getByRole('heading', { level: 4, name: trust.list!.heading });
  const list = clients.parentElement!.querySelector('ul')!;
  expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(trust.list!.items);
  expect(within(section).getByText(trust.list!.note!)).toBeInTheDocument();
});
