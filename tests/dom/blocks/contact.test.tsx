import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { firstBlock, renderBlock } from './render.tsx';
import { readText } from '../../support/read-text.ts';

it('gives the company phone as a tel: link, the sales e-mail as mailto: and the director, with no form', () => {
  const { container } = renderBlock(firstBlock('contact', '/contact'));
  const section = screen.getByRole('region', { name: 'Reach Us' });
  expect(within(section).getByRole('link', { name: '+1 (204) 555-0142' })).toHaveAttribute('href', 'tel:+12045550142');
  expect(within(section).getByRole('link', { name: 'hello@example.org' })).toHaveAttribute('href', 'mailto:hello@example.org');
  // the director as a byline, initials beside the name, and no link
  const director = within(section).getByText('Avery Quill').closest('dd')!;
  expect(director.querySelector('[data-initials]')).toHaveTextContent('AQ');
  expect(within(director).queryByRole('link')).toBeNull();
  expect(director.previousElementSibling).toHaveRole('term');
  expect(within(section).getByText('Telephone')).toBeInTheDocument();
  expect(within(section).getByText('There is no form; call or write.')).toBeInTheDocument();
  expect(container.querySelector('form, input, textarea')).toBeNull();
});

it('lists the facts a caller wants first, label and fact, each with its icon if it has one, and offers a booking button when one is given', () => {
  const block = firstBlock('contact', '/contact');
  renderBlock({
    ...block,
    details: [
      { label: 'Hours', text: 'Monday to Friday, 9 to 5', icon: 'clock' },
      { label: 'Reply time', text: 'Within one business day' },
    ],
    booking: { label: 'Book a call', href: '/about' },
  });
  const section = screen.getByRole('region', { name: 'Reach Us' });
  const facts = within(section).getAllByRole('term').map((term) => [term.textContent, readText(term.nextElementSibling)]);
  expect(facts).toEqual(expect.arrayContaining([['Hours', 'Monday to Friday, 9 to 5'], ['Reply time', 'Within one business day']]));
  // A fact's icon stands before its label, drawn from the icon set; one without names none.
  const icons = within(section).getAllByRole('term').map((term) => term.querySelector('svg')?.getAttribute('data-icon') ?? null);
  expect(icons.slice(-2)).toEqual(['clock', null]);
  expect(within(section).getAllByRole('term').at(-2)!.querySelector('svg circle')).not.toBeNull();
  expect(within(section).getByRole('link', { name: 'Book a call' })).toHaveAttribute('href', '/about');
});

it('shows no facts list and no booking button when the block gives none', () => {
  renderBlock(firstBlock('contact', '/contact'));
  const section = screen.getByRole('region', { name: 'Reach Us' });
  expect(within(section).getAllByRole('term').map((term) => term.textContent)).toEqual(['Telephone', 'Sales e-mail', 'Director']);
  expect(within(section).queryByRole('link', { name: /book/i })).toBeNull();
});

it('shows the director’s portrait beside their name when the block gives one, in place of the initials', () => {
  renderBlock({ ...firstBlock('contact', '/contact'), directorPicture: { src: '/images/people/founder.jpg', alt: '', width: 400, height: 400 } });
  const director = screen.getByText('Avery Quill').closest('dd')!;
  expect(director.querySelector('img')).toHaveAttribute('src', expect.stringContaining('founder'));
  expect(director.querySelector('[data-initials]')).toBeNull();
});
