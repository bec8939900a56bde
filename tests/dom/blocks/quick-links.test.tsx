import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { firstBlock, renderBlock } from './render.tsx';

it('lists its shortcuts in order under its intro', () => {
  renderBlock(firstBlock('quick-links', '/services'));
  const section = screen.getByRole('region', { name: 'Shortcuts' });
  const links = within(section).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Cloud calling plans', '/services/phones/cloud-calling'],
    ['Sample websites', '/services/websites'],
    ['Talk to us', '/contact'],
  ]);
  expect(within(section).getByText('Jump to what you need.')).toBeInTheDocument();
});
