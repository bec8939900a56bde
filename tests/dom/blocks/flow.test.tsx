import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderBlock } from './render.tsx';

it('lists the parties in order, each with what goes to the next, and sets the conclusion apart', () => {
  renderBlock({
    type: 'flow',
    heading: 'How We Are Paid',
    parties: [
      { name: 'You', icon: 'users', text: 'You sign with the vendor.', gives: 'You pay the vendor its price' },
      { name: 'The vendor', icon: 'cloud', text: 'Bills and supports the service.', gives: 'The vendor pays us' },
      { name: 'Our team', icon: 'consult', text: 'Advises and sets up.', gives: 'Advice at no charge' },
    ],
    conclusion: 'No margin: the price is the vendor’s.',
  });
  const section = screen.getByRole('region', { name: 'How We Are Paid' });
  const list = within(section).getByRole('list');
  expect(list.tagName).toBe('OL');
  const items = within(list).getAllByRole('listitem');
  expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual(['You', 'The vendor', 'Our team']);
  expect(items.map((item) => item.querySelector(':scope > p')?.textContent)).toEqual(['You pay the vendor its price', 'The vendor pays us', 'Advice at no charge']);
  expect(within(section).getByText('No margin: the price is the vendor’s.')).toBeVisible();
});
