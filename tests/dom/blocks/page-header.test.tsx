import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { firstBlock } from '../../fixtures/blocks/site.ts';
import { renderBlock, site } from './render.tsx';

it('renders an inner page’s h1 with its eyebrow and lead, naming the section', () => {
  const header = firstBlock(site, 'page-header', '/about');
  renderBlock(header);
  expect(screen.getByRole('region', { name: header.heading })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: header.heading })).toBeInTheDocument();
  expect(screen.getByText(header.eyebrow!)).toBeInTheDocument();
  expect(screen.getByText(header.lead!)).toBeInTheDocument();
});
