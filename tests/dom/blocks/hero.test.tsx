import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { heroArrival, heroRise } from '../../../src/blocks/parts/heroArrival.ts';
import { theme } from '../../../src/theme/theme.ts';
import { firstBlock } from '../../fixtures/blocks/site.ts';
import { renderBlock, site } from './render.tsx';

const hero = firstBlock(site, 'hero', '/');

describe('hero block', () => {
  it('renders the page’s one h1, the pitch and the Get Started button to /services', () => {
    renderBlock(hero);
    const section = screen.getByRole('region', { name: 'Where Exceptional Results Meet Transparent Pricing' });
    expect(within(section).getByRole('heading', { level: 1 })).toHaveTextContent('Where Exceptional Results Meet Transparent Pricing');
    expect(within(section).getByText(hero.pitch)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/services');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows the secondary action and the illustration with its alt text and intrinsic size, loaded eagerly', () => {
    renderBlock(hero);
    expect(screen.getByRole('link', { name: hero.secondaryAction!.label })).toHaveAttribute('href', hero.secondaryAction!.href);
    const image = screen.getByAltText(hero.image!.alt);
    expect(image).toHaveAttribute('width', String(hero.image!.width));
    expect(image).toHaveAttribute('height', String(hero.image!.height));
    expect(image).not.toHaveAttribute('loading', 'lazy');
  });

  it('leaves out what the block does not have', () => {
    renderBlock({ ...hero, eyebrow: undefined, secondaryAction: undefined, image: undefined });
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('heroArrival', () => {
  it('staggers the parts so the last one settles at theme.motion.hero', () => {
    const last = heroArrival(4, 5).styles;
    const [duration, delay] = [...last.matchAll(/(\d+)ms/g)].map((match) => Number(match[1]));
    expect(duration! + delay!).toBe(theme.motion.hero);
    expect(delay).toBe(4 * theme.motion.heroStagger);
  });

  it('moves by transform only, and only when motion is welcome', () => {
    expect(heroArrival(0, 4).styles).toContain(theme.mq.motionOk);
    expect(heroRise.styles).toMatch(/transform: translate3d\(0, \d+px, 0\)/);
    expect(heroRise.styles).not.toMatch(/opacity/);
  });
});
