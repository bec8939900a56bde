import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { theme } from '../../../src/theme/theme.ts';
import { firstBlock, renderBlock } from './render.tsx';

it('renders an inner page’s h1 with its eyebrow and lead, naming the section', () => {
  renderBlock(firstBlock('page-header', '/about'));
  expect(screen.getByRole('region', { name: 'About Harbour Line' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'About Harbour Line' })).toBeInTheDocument();
  expect(screen.getByText('About')).toBeInTheDocument();
  expect(screen.getByText('A small team by the lake.')).toBeInTheDocument();
});

it('shows a button and a picture when the content gives them, the picture sized and fetched early (on phones smaller, under the words)', () => {
  renderBlock({
    ...firstBlock('page-header', '/about'),
    action: { label: 'Book a demo', href: '/contact' },
    image: { src: '/images/care.svg', alt: 'A clinic calendar', width: 480, height: 360 },
  });
  expect(screen.getByRole('link', { name: 'Book a demo' })).toHaveAttribute('href', '/contact');
  // jsdom matches no media query, so it lays the page out as a phone does.
  const picture = screen.getByAltText('A clinic calendar');
  expect(picture).toBeVisible();
  expect(getComputedStyle(picture).maxWidth).toBe(theme.size.openingImagePhone);
  expect(screen.getByRole('link', { name: 'Book a demo' }).compareDocumentPosition(picture) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(picture).toHaveAttribute('src', '/images/care.svg');
  expect(picture).toHaveAttribute('width', '480');
  expect(picture).toHaveAttribute('height', '360');
  expect(picture).toHaveAttribute('fetchpriority', 'high');
  expect(picture).not.toHaveAttribute('loading', 'lazy');
});

it('shows neither without them', () => {
  renderBlock(firstBlock('page-header', '/about'));
  expect(screen.queryByRole('link')).toBeNull();
  expect(screen.queryByRole('img')).toBeNull();
  expect(screen.queryByRole('list')).toBeNull();
});

it('lists the highlights between the lead and the button, each after a check mark', () => {
  renderBlock({ ...firstBlock('page-header', '/about'), highlights: ['500+ integrations', 'Three plans'], action: { label: 'Book a demo', href: '/contact' } });
  const list = screen.getByRole('list');
  expect([...list.querySelectorAll('li')].map((item) => item.textContent)).toEqual(['500+ integrations', 'Three plans']);
  expect(list.querySelectorAll('li svg[data-icon="check"]')).toHaveLength(2);
  const lead = screen.getByText('A small team by the lake.');
  expect(lead.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(list.compareDocumentPosition(screen.getByRole('link', { name: 'Book a demo' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

/** A theme colour as the browser computes it. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

it('draws a service’s page dark when the content asks: light words on ink, the button in the highlight, the picture on a pale disc of its drawings’ own tint', () => {
  renderBlock({
    ...firstBlock('page-header', '/about'),
    tone: 'dark',
    action: { label: 'Book a demo', href: '/contact' },
    image: { src: '/images/care.svg', alt: 'A clinic calendar', width: 480, height: 360 },
  });
  expect(getComputedStyle(screen.getByRole('region')).backgroundImage).toContain(rgb(theme.color.ink));
  expect(getComputedStyle(screen.getByRole('heading', { level: 1 })).color).toBe(rgb(theme.color.onInk));
  expect(getComputedStyle(screen.getByText('A small team by the lake.')).color).toBe(rgb(theme.color.onInkMuted));
  expect(getComputedStyle(screen.getByRole('link', { name: 'Book a demo' })).backgroundColor).toBe(rgb(theme.color.highlight));
  const disc = screen.getByAltText('A clinic calendar').closest('div')!;
  expect(getComputedStyle(disc).backgroundColor).toBe(rgb(theme.color.accentSoft));
  expect(getComputedStyle(disc).borderRadius).toBe(theme.radius.pill);
});

it('draws every other page light, as the content’s default', () => {
  renderBlock(firstBlock('page-header', '/about'));
  expect(getComputedStyle(screen.getByRole('region')).backgroundImage).not.toContain(rgb(theme.color.ink));
  expect(getComputedStyle(screen.getByRole('heading', { level: 1 })).color).not.toBe(rgb(theme.color.onInk));
});
