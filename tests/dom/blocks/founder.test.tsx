import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { firstBlock, renderBlock } from './render.tsx';

const founder = firstBlock('founder', '/about');

it('names the director from company, with the role, the biography and initials when there is no portrait', () => {
  const { container } = renderBlock({ ...founder, image: undefined });
  const section = screen.getByRole('region', { name: 'Our Founder' });
  expect(within(section).getByRole('heading', { level: 3, name: 'Avery Quill' })).toBeInTheDocument();
  expect(within(section).getByText('Founder and Director')).toBeInTheDocument();
  expect(within(section).getByText('Avery started the company after twenty years in telecom.')).toBeInTheDocument();
  expect(within(section).getByText('Avery still answers the phone.')).toBeInTheDocument();
  expect(container.querySelector('[data-initials]')).toHaveTextContent('AQ');
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
});

it('shows a portrait instead when the block has one', () => {
  renderBlock({ ...founder, image: { src: '/images/hero.svg', alt: 'Portrait of the director', width: 400, height: 400 } });
  expect(screen.getByRole('img', { name: 'Portrait of the director' })).toHaveAttribute('loading', 'lazy');
});
