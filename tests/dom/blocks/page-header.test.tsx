import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { firstBlock, renderBlock } from './render.tsx';

it('renders an inner page’s h1 with its eyebrow and lead, naming the section', () => {
  renderBlock(firstBlock('page-header', '/about'));
  expect(screen.getByRole('region', { name: 'About Harbour Line' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'About Harbour Line' })).toBeInTheDocument();
  expect(screen.getByText('About')).toBeInTheDocument();
  expect(screen.getByText('A small team by the lake.')).toBeInTheDocument();
});
