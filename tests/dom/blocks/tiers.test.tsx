import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { firstBlock, renderBlock } from './render.tsx';
import { readText } from '../../support/read-text.ts';

const tiers = firstBlock('tiers', '/services/phones/cloud-calling');

it('lists each tier under its h3 with its features, each ticked, and the note', () => {
  renderBlock(tiers);
  const section = screen.getByRole('region', { name: 'Cloud Calling Plans' });
  expect(within(section).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Core', 'Advanced', 'Ultra']);
  const features = {
    Core: ['Calls across Canada', 'Voicemail to e-mail'],
    Advanced: ['Everything in Core', 'Call recording'],
    Ultra: ['Everything in Advanced', 'Meetings of up to 200 participants', 'Recordings kept for 12 months'],
  };
  for (const [title, expected] of Object.entries(features)) {
    const card = within(section).getByRole('heading', { level: 3, name: title }).closest('article')!;
    expect(within(card).getAllByRole('listitem').map(readText)).toEqual(expected);
    expect(card.querySelectorAll('svg[data-icon="check"]')).toHaveLength(expected.length);
  }
  expect(within(section).getByText('The vendor bills you directly.')).toBeInTheDocument();
});

it('keeps each feature in its own tier', () => {
  renderBlock(tiers);
  const ultra = screen.getByRole('heading', { name: 'Ultra' }).closest('article')!;
  expect(within(ultra).getByText(/200 participants/)).toBeInTheDocument();
  expect(within(ultra).getByText(/12 months/)).toBeInTheDocument();
  const core = screen.getByRole('heading', { name: 'Core' }).closest('article')!;
  expect(within(core).queryByText(/200 participants/)).not.toBeInTheDocument();
});

it('gives each plan its action and sets the highlighted one apart with its badge', () => {
  renderBlock({
    ...tiers,
    tiers: tiers.tiers.map((tier) => ({
      ...tier,
      action: { label: `Ask about ${tier.title}`, href: '/contact' },
      highlight: tier.title === 'Advanced',
      ...(tier.title === 'Advanced' ? { badge: 'Recommended' } : {}),
    })),
  });
  for (const title of ['Core', 'Advanced', 'Ultra']) {
    const card = screen.getByRole('heading', { level: 3, name: title }).closest('article')!;
    expect(within(card).getByRole('link', { name: `Ask about ${title}` })).toHaveAttribute('href', '/contact');
  }
  expect(screen.getAllByText('Recommended')).toHaveLength(1);
  const advanced = screen.getByRole('heading', { level: 3, name: 'Advanced' }).closest('article')!;
  expect(within(advanced).getByText('Recommended')).toBeInTheDocument();
});

it('names the plan to screen readers when the button\'s words do not, joined as the page\'s language joins a name', () => {
  const shared = (french: boolean) => renderBlock({ ...tiers, tiers: tiers.tiers.map((tier) => ({ ...tier, action: { label: 'Parler de ce forfait', href: '/contact' } })) }, undefined, { french });
  const { unmount } = shared(false);
  expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Parler de ce forfait: Core', 'Parler de ce forfait: Advanced', 'Parler de ce forfait: Ultra']);
  unmount();
  shared(true);
  const core = screen.getByRole('heading', { level: 3, name: 'Core' }).closest('article')!;
  expect(within(core).getByRole('link').textContent).toBe('Parler de ce forfait Core');
  expect(within(core).getByText('Parler de ce forfait', { exact: true })).toBeVisible();
});
