import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { heroArrival, heroRise } from '../../../src/blocks/parts/hero-arrival.ts';
import { motionOkMedia } from '../../../src/motion/policy.ts';
import { theme } from '../../../src/theme/theme.ts';
import { firstBlock, renderBlock } from './render.tsx';

const hero = firstBlock('hero', '/');

describe('hero block', () => {
  it('renders the page’s one h1 under its eyebrow, the pitch and the main button', () => {
    renderBlock(hero);
    const section = screen.getByRole('region', { name: 'Phones That Just Work' });
    expect(within(section).getByText('Small-office telecom')).toBeInTheDocument();
    expect(within(section).getByRole('heading', { level: 1 })).toHaveTextContent('Phones That Just Work');
    expect(within(section).getByText('We set up phones and websites for small offices.')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'See services' })).toHaveAttribute('href', '/services');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows the secondary action and the illustration with its alt text and intrinsic size, loaded eagerly', () => {
    // The build reads the size from the file and hands it to the page with the image.
    renderBlock({ ...hero, image: { ...hero.image!, width: 560, height: 440 } });
    expect(screen.getByRole('link', { name: 'Talk to us' })).toHaveAttribute('href', '/contact');
    const image = screen.getByAltText('A phone on a desk');
    expect(image).toHaveAttribute('width', '560');
    expect(image).toHaveAttribute('height', '440');
    expect(image).not.toHaveAttribute('loading', 'lazy');
  });

  it('leaves out what the block does not have', () => {
    renderBlock({ ...hero, eyebrow: undefined, secondaryAction: undefined, image: undefined });
    expect(screen.queryByText('Small-office telecom')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('heroArrival', () => {
  it('staggers the parts so the last one settles at theme.motion.hero', () => {
    const last = heroArrival(4, 5).styles;
    const [duration, delay] = [...last.matchAll(/(\d+)ms/g)].map((match) => Number(match[1]));
    expect(duration! + delay!).toBe(theme.motion.hero);
    expect(delay).toBe(4 * theme.motion.stagger);
  });

  it('moves by transform only, and only when motion is welcome', () => {
    expect(heroArrival(0, 4).styles).toContain(motionOkMedia);
    expect(heroRise.styles).toMatch(/transform: translate3d\(0, \d+px, 0\)/);
    expect(heroRise.styles).not.toMatch(/opacity/);
  });
});
