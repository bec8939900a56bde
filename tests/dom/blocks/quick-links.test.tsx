import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { firstBlock } from '../../fixtures/blocks/site.ts';
import { renderBlock, site } from './render.tsx';

it('lists shortcuts to the three business telephone pages', () => {
  const block = firstBlock(site, 'quick-links', '/services');
  renderBlock(block);
  const section = screen.getByRole('region', { name: block.heading });
  const links = within(section).getAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual([
    '/services/business-telephone/ringcentral',
    '/services/business-telephone/avaya',
    '/services/business-telephone/care',
  ]);
  expect(within(section).getByText(block.intro!)).toBeInTheDocument();
});
