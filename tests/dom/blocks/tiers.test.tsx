import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { firstBlock } from '../../fixtures/blocks/site.ts';
import { renderBlock, site } from './render.tsx';

it.each(['/services/business-telephone/ringcentral', '/services/business-telephone/avaya'])('lists the Core, Advanced and Ultra tiers of %s with their features', (path) => {
  const block = firstBlock(site, 'tiers', path);
  renderBlock(block);
  const section = screen.getByRole('region', { name: block.heading });
  expect(within(section).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Core', 'Advanced', 'Ultra']);
  for (const tier of block.tiers) {
    const card = within(section).getByRole('heading', { level: 3, name: tier.title }).closest('article')!;
    expect(within(card).getAllByRole('listitem').map((item) => item.textContent)).toEqual(tier.features);
    expect(card.querySelectorAll('svg[data-icon="check"]')).toHaveLength(tier.features.length);
  }
  expect(within(section).getByText(block.note!)).toBeInTheDocument();
});

it('states the section 9 facts for RingCentral Ultra', () => {
  renderBlock(firstBlock(site, 'tiers', '/services/business-telephone/ringcentral'));
  const ultra = screen.getByRole('heading', { name: 'Ultra' }).closest('article')!;
  expect(within(ultra).getByText(/200 participants/)).toBeInTheDocument();
  expect(within(ultra).getByText(/12 months/)).toBeInTheDocument();
});
