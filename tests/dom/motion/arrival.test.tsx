import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { watchArrival } from '../../../src/motion/arrival.ts';
import { FakeIntersectionObserver, installFakeIntersectionObserver } from '../../fixtures/blocks/intersection.ts';

const element = document.createElement('div');
const observer = () => FakeIntersectionObserver.instances.at(-1)!;

beforeEach(() => installFakeIntersectionObserver());
afterEach(() => vi.unstubAllGlobals());

it('leaves an element that starts in view alone', () => {
  const handlers = { onBelowFold: vi.fn(), onEnter: vi.fn() };
  watchArrival(element, handlers);
  observer().report(element, true, 10);
  observer().report(element, true, 10);
  expect(handlers.onBelowFold).not.toHaveBeenCalled();
  expect(handlers.onEnter).not.toHaveBeenCalled();
  expect(observer().elements.size).toBe(0);
});

it('leaves an element above the viewport alone (a reload halfway down the page)', () => {
  const handlers = { onBelowFold: vi.fn(), onEnter: vi.fn() };
  watchArrival(element, handlers);
  observer().report(element, false, -800);
  expect(handlers.onBelowFold).not.toHaveBeenCalled();
});

it('prepares an element below the fold, then plays its arrival once it scrolls in', () => {
  const handlers = { onBelowFold: vi.fn(), onEnter: vi.fn() };
  watchArrival(element, handlers);
  observer().report(element, false, 2000);
  expect(handlers.onBelowFold).toHaveBeenCalledOnce();
  expect(handlers.onEnter).not.toHaveBeenCalled();
  observer().report(element, true, 500);
  expect(handlers.onEnter).toHaveBeenCalledOnce();
  expect(observer().elements.size).toBe(0);
});

it('stops watching when asked', () => {
  const stop = watchArrival(element, { onBelowFold: vi.fn(), onEnter: vi.fn() });
  stop();
  expect(observer().elements.size).toBe(0);
});

it('reports leaving the view after arriving when asked to', () => {
  const handlers = { onBelowFold: vi.fn(), onEnter: vi.fn(), onLeave: vi.fn() };
  watchArrival(element, handlers);
  observer().report(element, false, 2000);
  observer().report(element, true, 500);
  expect(observer().elements.size).toBe(1);
  observer().report(element, false, -400);
  expect(handlers.onLeave).toHaveBeenCalledOnce();
  expect(observer().elements.size).toBe(0);
});
