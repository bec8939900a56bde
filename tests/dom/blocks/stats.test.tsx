import { act, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BlockView } from '../../../src/blocks/BlockList.tsx';
import { formatStat } from '../../../src/blocks/stats/format-stat.ts';
import { installFakeIntersectionObserver, reportAll } from '../../fixtures/blocks/intersection.ts';
import { untilLazyPartsLoad } from '../../fixtures/blocks/lazy.ts';
import { firstBlock, Providers, renderBlock } from './render.tsx';

const stats = firstBlock('stats', '/');
const FINAL = ['42+', '250+', '12+'];
const shown = () => [...document.querySelectorAll('[data-stat-value]')].map((value) => value.textContent);

describe('stats block', () => {
  it('renders the final values without JavaScript (server HTML)', () => {
    const html = renderToString(
      <Providers ssrPath="/">
        <BlockView block={stats} />
      </Providers>,
    );
    for (const value of FINAL) expect(html).toContain(value);
    expect(html).not.toMatch(/>0\+</);
  });

  it('sets a "+" right after the number on a French page, and a thin no-break space before "%"', () => {
    renderBlock({ ...stats, items: [{ ...stats.items[0]!, value: 1200 }, { ...stats.items[1]!, suffix: '%' }] }, undefined, { french: true });
    expect(shown()).toEqual(['1\u202f200+', '250\u202f%']);
  });

  it('sets words before a number ("Plus de") above it, out of the counted figure, and reads them with it', () => {
    renderBlock({ ...stats, items: [{ ...stats.items[0]!, prefix: 'Plus de', suffix: '' }, { ...stats.items[1]!, prefix: '$', suffix: '' }] }, undefined, { french: true });
    expect(shown()).toEqual(['42', '$250']);
    const lead = document.querySelector('[data-stat-lead]')!;
    expect(lead.textContent!.trim()).toBe('Plus de');
    expect(lead.closest('[aria-hidden]')).toBeNull();
    expect(document.querySelectorAll('[data-stat-lead]')).toHaveLength(1);
    // What a screen reader reads of the figure: the words, then the final number.
    const figure = lead.parentElement!;
    const read = [...figure.childNodes].filter((node) => !(node instanceof Element && node.getAttribute('aria-hidden') === 'true')).map((node) => node.textContent!.trim());
    expect(read.join(' ')).toBe('Plus de 42');
  });

  it('names its section and labels each number', () => {
    renderBlock(stats);
    const section = screen.getByRole('region', { name: 'By the Numbers' });
    for (const label of ['Years of experience', 'Offices connected', 'Towns served']) expect(within(section).getByText(label)).toBeInTheDocument();
    expect(shown()).toEqual(FINAL);
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
    expect(shown()).toEqual(FINAL);
  });

  it('waits at 0 below the fold, then counts from 0 to the final value over `duration` seconds once in view', async () => {
    renderBlock(stats);
    act(() => reportAll(false));
    expect(shown()).toEqual(['0+', '0+', '0+']);
    act(() => reportAll(true));
    await untilLazyPartsLoad(() => document.querySelectorAll('[data-stat-value] span').length === stats.items.length);
    expect(shown()).toEqual(['0+', '0+', '0+']);
    act(() => vi.advanceTimersByTime(stats.duration * 250));
    const midway = shown().map((text) => Number(text!.replace(/\D/g, '')));
    expect(midway[1]).toBeGreaterThan(0);
    expect(midway[1]).toBeLessThan(250);
    act(() => vi.advanceTimersByTime(stats.duration * 1000));
    expect(shown()).toEqual(FINAL);
  });

  it('gives assistive technology the final value while the visible one counts', () => {
    renderBlock(stats);
    act(() => reportAll(false));
    expect(shown()).toEqual(['0+', '0+', '0+']);
    const readable = screen.getByText('250+');
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
