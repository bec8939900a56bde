/**
 * The limits on wrong passwords, on a clock the test moves: tries are counted as they arrive, a
 * name and address pair and an address are refused past their limits, a name guessed from many
 * addresses is slowed down but never refused, and a right password is forgiven.
 */
import { describe, expect, it } from 'vitest';
import { createSignInLimits, TRIES_PER_ADDRESS, TRIES_PER_NAME_AND_ADDRESS, type Try } from '../../../editor/sign-in-limits.ts';

const MINUTE = 60 * 1000;

function limitsAt(start = 0) {
  const clock = { now: start };
  return { clock, limits: createSignInLimits(() => clock.now) };
}

const refused = (attempt: Try) => attempt.refused;

describe('tries counted as they arrive', () => {
  it('refuses a name from one address past five, however many arrive at once, until the window has passed', () => {
    const { clock, limits } = limitsAt();
    const tries = Array.from({ length: 40 }, () => limits.begin('Marie', '203.0.113.5'));
    expect(tries.filter((attempt) => !refused(attempt))).toHaveLength(TRIES_PER_NAME_AND_ADDRESS);
    expect(tries.at(-1)).toEqual({ refused: true, retryAfterSeconds: 900 });
    clock.now += 10 * MINUTE;
    expect(limits.begin('Marie', '203.0.113.5')).toEqual({ refused: true, retryAfterSeconds: 300 });
    clock.now += 5 * MINUTE + 1000;
    expect(refused(limits.begin('Marie', '203.0.113.5'))).toBe(false);
  });

  it('refuses one address past thirty tries, whatever names it gives', () => {
    const { limits } = limitsAt();
    const tries = Array.from({ length: 100 }, (_, index) => limits.begin(`Nobody ${index}`, '203.0.113.100'));
    expect(tries.filter((attempt) => !refused(attempt))).toHaveLength(TRIES_PER_ADDRESS);
    expect(refused(limits.begin('Somebody', '198.51.100.7'))).toBe(false);
  });
});

describe('a name guessed from many addresses', () => {
  it('is slowed down the more it is guessed, never refused, and its owner gets in from their own address', () => {
    const { limits } = limitsAt();
    const delays = Array.from({ length: 14 }, (_, index) => limits.begin('Marie', `203.0.113.${index}`)).map((attempt) => (attempt.refused ? 'refused' : attempt.delayMs));
    expect(delays).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1000, 2000, 3000, 4000]);
    const owner = limits.begin('Marie', '198.51.100.7');
    expect(owner).toMatchObject({ refused: false, delayMs: 5000 });
    // Her right password forgives the name: the next try is not slowed.
    if (!owner.refused) owner.right();
    expect(limits.begin('Marie', '198.51.100.8')).toMatchObject({ refused: false, delayMs: 0 });
  });

  it('is slowed down at most half a minute', () => {
    const { limits } = limitsAt();
    for (let index = 0; index < 200; index += 1) limits.begin('Marie', `address ${index}`);
    expect(limits.begin('Marie', 'one more')).toMatchObject({ refused: false, delayMs: 30_000 });
  });
});

describe('a right password', () => {
  it('is not counted against its name and address, nor its address', () => {
    const { limits } = limitsAt();
    for (let index = 0; index < 10; index += 1) {
      const attempt = limits.begin('Marie', '203.0.113.5');
      if (!attempt.refused) attempt.right();
    }
    expect(refused(limits.begin('Marie', '203.0.113.5'))).toBe(false);
  });
});
