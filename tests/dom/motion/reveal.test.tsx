import { act, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { MotionProvider } from '../../../src/motion/MotionProvider.tsx';
import { Reveal } from '../../../src/motion/Reveal.tsx';
import { theme } from '../../../src/theme/theme.ts';
import { installFakeIntersectionObserver, reportAll } from '../../fixtures/blocks/intersection.ts';
import { preferReducedMotion, restoreMotionPreference } from '../../fixtures/blocks/motion.ts';

function Page() {
  return (
    <MotionProvider>
      <Reveal delay={0}>
        <p>Revealed content</p>
      </Reveal>
    </MotionProvider>
  );
}

const box = () => screen.getByText('Revealed content').parentElement!;

beforeEach(() => installFakeIntersectionObserver());
afterEach(() => {
  vi.unstubAllGlobals();
  restoreMotionPreference();
});

it('is fully visible in the server HTML', () => {
  const html = renderToString(<Page />);
  expect(html).toContain('Revealed content');
  expect(html).not.toMatch(/opacity|transform/);
});

it('leaves content that is in view at hydration alone', () => {
  render(<Page />);
  act(() => reportAll(true));
  expect(box().getAttribute('style')).toBeNull();
});

it('hides content below the fold after hydration, then rises and fades it in once it scrolls into view', async () => {
  render(<Page />);
  act(() => reportAll(false));
  expect(box().style.opacity).toBe('0');
  expect(box().style.transform).toBe(`translate3d(0, ${theme.motion.revealDistance}px, 0)`);
  act(() => reportAll(true));
  await waitFor(() => expect(Number(box().style.opacity)).toBeGreaterThan(0));
  await waitFor(() => expect(box().style.opacity).toBe(''), { timeout: theme.motion.reveal * 3 });
  expect(box().style.transform).toBe('');
});

it('never hides anything for visitors who prefer reduced motion', () => {
  preferReducedMotion(true);
  render(<Page />);
  act(() => reportAll(false));
  expect(box().getAttribute('style')).toBeNull();
});

it('ends a reveal at once in its final state when the content is scrolled away mid-way', async () => {
  render(<Page />);
  act(() => reportAll(false));
  act(() => reportAll(true));
  await waitFor(() => expect(Number(box().style.opacity)).toBeGreaterThan(0));
  act(() => reportAll(false));
  expect(box().getAttribute('style') ?? '').toBe('');
});
