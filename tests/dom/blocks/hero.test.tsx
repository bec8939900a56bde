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

  it('shows the illustration on phones too, smaller and under the buttons', () => {
    renderBlock(hero);
    // jsdom matches no media query, so it lays the page out as a phone does.
    const figure = screen.getByAltText('A phone on a desk').closest('figure')!;
    expect(figure).toBeVisible();
    expect(getComputedStyle(figure).maxWidth).toBe(theme.size.openingImagePhone);
    expect(screen.getByRole('link', { name: 'Talk to us' }).compareDocumentPosition(figure) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('leaves out what the block does not have', () => {
    renderBlock({ ...hero, eyebrow: undefined, secondaryAction: undefined, image: undefined });
    expect(screen.queryByText('Small-office telecom')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('heroArrival', () => {
  /** The keyframe offsets at which a part's keyframes hold it lowered, and those at which it has settled. */
  const offsets = (styles: string) => {
    const blocks = [...styles.matchAll(/([\d.]+%(?:,\s*[\d.]+%)*)\s*\{([^}]*)\}/g)].map(([, at, body]) => [at!.trim(), body!] as const);
    return {
      lowered: blocks.filter(([, body]) => body.includes('translate3d')).map(([at]) => at),
      settled: blocks.filter(([, body]) => /transform:\s*none/.test(body)).map(([at]) => at),
    };
  };

  it('starts every part at once, without a delay, for the whole of theme.motion.hero', () => {
    for (const index of [0, 4]) {
      const { styles } = heroArrival(index, 5);
      expect(styles).toContain(`${theme.motion.hero}ms linear both`);
      expect(styles).not.toMatch(/\d+ms[^;]*\d+ms/);
    }
  });

  it('staggers the parts in their keyframes, each rising for the same time, the last settling at the end', () => {
    const rising = theme.motion.hero - 4 * theme.motion.stagger;
    const percent = (time: number) => `${(time / theme.motion.hero) * 100}%`;
    expect(offsets(heroRise(0, rising).styles)).toEqual({ lowered: ['0%'], settled: [`${percent(rising)}, 100%`] });
    const last = 4 * theme.motion.stagger;
    expect(offsets(heroRise(last, theme.motion.hero).styles)).toEqual({ lowered: [`0%, ${percent(last)}`], settled: ['100%'] });
  });

  it('moves by transform only, and only when motion is welcome', () => {
    expect(heroArrival(0, 4).styles).toContain(motionOkMedia);
    expect(heroRise(0, 400).styles).toMatch(/transform: translate3d\(0, \d+px, 0\)/);
    expect(heroRise(0, 400).styles).not.toMatch(/opacity/);
  });
});
