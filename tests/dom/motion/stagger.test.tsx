import { expect, it } from 'vitest';
import { staggerDelay } from '../../../src/motion/stagger.ts';
import { theme } from '../../../src/theme/theme.ts';

it('uses the delay the content gives, even 0, wherever the item stands', () => {
  expect(staggerDelay(3, 100)).toBe(100);
  expect(staggerDelay(2, 0)).toBe(0);
});

it('otherwise waits one stagger step more for each item before it', () => {
  expect(staggerDelay(0)).toBe(0);
  expect(staggerDelay(1)).toBe(theme.motion.stagger);
  expect(staggerDelay(4)).toBe(4 * theme.motion.stagger);
});
