import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { firstBlock } from '../../fixtures/blocks/site.ts';
import { renderBlock, site } from './render.tsx';

it('gives the company phone as a tel: link, the sales e-mail as mailto: and the director, with no form', () => {
  const block = firstBlock(site, 'contact', '/contact');
  const { container } = renderBlock(block);
  const section = screen.getByRole('region', { name: block.heading });
  expect(within(section).getByRole('link', { name: site.company.phone })).toHaveAttribute('href', 'tel:+12045550123');
  expect(within(section).getByRole('link', { name: site.company.email })).toHaveAttribute('href', `mailto:${site.company.email}`);
  expect(within(section).getByText(site.company.director)).toBeInTheDocument();
  expect(within(section).getByText(block.phoneLabel)).toBeInTheDocument();
  expect(within(section).getByText(block.note!)).toBeInTheDocument();
  expect(container.querySelector('form, input, textarea')).toBeNull();
});
