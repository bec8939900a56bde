import { act, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BlockView } from '../../../src/blocks/BlockList.tsx';
import { formatStat } from '../../../src/blocks/stats/formatStat.ts';
import { installFakeIntersectionObserver, reportAll } from '../../fixtures/blocks/intersection.ts';
import { firstBlock } from '../../fixtures/blocks/site.ts';
import { Providers, renderBlock, site } from './render.tsx';

const stats = firstBlock(site, 'stats', '/');
const shown = () => [...document.querySelectorAll('[data-stat-value]')].map((value) => value.textContent);

describe('stats block', () => {
  it('renders the final values without JavaScript (server HTML)', () => {
    const html = renderToString(
      <Providers ssrPath="/">
        <BlockView block={stats} />
      </Providers>,
    );
    expect(html).toContain('30+');
    expect(html).toContain('500+');
    expect(html).toContain('100+');
    expect(html).not.toMatch(/>0\+</);
  });

  it('names its section and labels each number', () => {
    renderBlock(stats);
    const section = screen.getByRole('region', { name: stats.heading });
    for (const item of stats.items) expect(within(section).getByText(item.label)).toBeInTheDocument();
    expect(shown()).toEqual(['30+', '500+', '100+']);
  });
});

describe('stats block counting up', () => {
  beforeEach(() => {
    installFakeIntersectionObserver();
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('leaves numbers already in view at their final value', () => {
    renderBlock(stats);
    act(() => reportAll(true));
    expect(shown()).toEqual(['30+', '500+', '100+']);
  });

  it('waits at 0 below the fold, then counts from 0 to the final value over `duration` seconds once in view', async () => {
    renderBlock(stats);
    act(() => reportAll(false));
    expect(shown()).toEqual(['0+', '0+', '0+']);
    act(() => reportAll(true));
    await act(async () => {
      await vi.dynamicImportSettled();
    });
    await act(async () => {
      await vi.dynamicImportSettled();
    });
    expect(shown()).toEqual(['0+', '0+', '0+']);
    act(() => vi.advanceTimersByTime(stats.duration * 250));
    const midway = shown().map((text) => Number(text!.replace(/\D/g, '')));
    expect(midway[1]).toBeGreaterThan(0);
    expect(midway[1]).toBeLessThan(500);
    act(() => vi.advanceTimersByTime(stats.duration * 1000));
    expect(shown()).toEqual(['30+', '500+', '100+']);
  });

  it('gives assistive technology the final value while the visible one counts', () => {
    renderBlock(stats);
    act(() => reportAll(false));
    expect(shown()).toEqual(['0+', '0+', '0+']);
    const readable = screen.getByText('500+');
    expect(readable.closest('[aria-hidden]')).toBeNull();
  });
});

describe('formatStat', () => {
  const plain = { decimals: 0, separator: ',', decimal: '.', prefix: '', suffix: '' };
  it('groups thousands and adds prefix and suffix as countup.js does', () => {
    expect(formatStat(500, { ...plain, suffix: '+' })).toBe('500+');
    expect(formatStat(1234567, plain)).toBe('1,234,567');
    expect(formatStat(1234.5, { ...plain, decimals: 2, separator: ' ', decimal: ',', prefix: '$' })).toBe('$1 234,50');
    expect(formatStat(1000, { ...plain, separator: '' })).toBe('1000');
    expect(formatStat(0, { ...plain, suffix: '+' })).toBe('0+');
  });
});
