import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { firstBlock, renderBlock } from './render.tsx';

it('gives the company phone as a tel: link, the sales e-mail as mailto: and the director, with no form', () => {
  const { container } = renderBlock(firstBlock('contact', '/contact'));
  const section = screen.getByRole('region', { name: 'Reach Us' });
  expect(within(section).getByRole('link', { name: '+1 (204) 555-0142' })).toHaveAttribute('href', 'tel:+12045550142');
  expect(within(section).getByRole('link', { name: 'hello@example.org' })).toHaveAttribute('href', 'mailto:hello@example.org');
  expect(within(section).getByText('Avery Quill')).toBeInTheDocument();
  expect(within(section).getByText('Telephone')).toBeInTheDocument();
  expect(within(section).getByText('There is no form; call or write.')).toBeInTheDocument();
  expect(container.querySelector('form, input, textarea')).toBeNull();
});
