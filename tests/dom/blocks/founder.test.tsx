import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { initials } from '../../../src/ui/initials.ts';
import { firstBlock } from '../../fixtures/blocks/site.ts';
import { renderBlock, site } from './render.tsx';

it('names the director from company, with the role, the biography and initials when there is no portrait', () => {
  const block = firstBlock(site, 'founder', '/about');
  const { container } = renderBlock({ ...block, image: undefined });
  const section = screen.getByRole('region', { name: 'Meet the Founder' });
  expect(within(section).getByRole('heading', { level: 3, name: site.company.director })).toBeInTheDocument();
  expect(within(section).getByText(block.role)).toBeInTheDocument();
  for (const paragraph of block.paragraphs) expect(within(section).getByText(paragraph)).toBeInTheDocument();
  expect(container.querySelector('[data-initials]')).toHaveTextContent(initials(site.company.director));
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
});

it('shows a portrait instead when the block has one', () => {
  const block = firstBlock(site, 'founder', '/about');
  renderBlock({ ...block, image: { src: '/images/hero.svg', alt: 'Portrait of the director', width: 400, height: 400 } });
  expect(screen.getByRole('img', { name: 'Portrait of the director' })).toHaveAttribute('loading', 'lazy');
});
