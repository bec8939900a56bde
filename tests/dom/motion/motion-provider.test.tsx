import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { MotionProvider, useMotion } from '../../../src/motion/MotionProvider.tsx';
import { watchReducedMotion } from '../../../src/motion/policy.ts';
import { preferReducedMotion, restoreMotionPreference } from '../../fixtures/blocks/motion.ts';

function Probe() {
  const { hydrated, animate, reduced } = useMotion();
  return <p>{`hydrated:${hydrated} animate:${animate} reduced:${reduced}`}</p>;
}

afterEach(() => restoreMotionPreference());

it('animates nothing on the server', () => {
  expect(renderToString(<MotionProvider><Probe /></MotionProvider>)).toContain('hydrated:false animate:false reduced:false');
});

it('starts motion only after hydration', () => {
  preferReducedMotion(false);
  render(
    <MotionProvider>
      <Probe />
    </MotionProvider>,
  );
  expect(screen.getByText('hydrated:true animate:true reduced:false')).toBeInTheDocument();
});

it('turns every animation off for visitors who prefer reduced motion, and tells code outside React', () => {
  preferReducedMotion(true);
  const listener = vi.fn();
  const unsubscribe = watchReducedMotion(listener);
  render(
    <MotionProvider>
      <Probe />
    </MotionProvider>,
  );
  expect(screen.getByText('hydrated:true animate:false reduced:true')).toBeInTheDocument();
  expect(listener).toHaveBeenLastCalledWith(true);
  unsubscribe();
});
