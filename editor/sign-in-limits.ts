/*
 * How many wrong passwords the sign-in takes. Each try counts as wrong from the moment it arrives,
 * before its password is checked (the check is slow on purpose), so tries sent all at once are
 * counted as they come and cannot slip past the limit; a try that proves right is then forgiven.
 *
 * - One name from one address: a few tries, then that pair waits out the window.
 * - One address, any names: more tries, then it waits.
 * - One name from anywhere: never refused (the names are public: they sign the site's history,
 *   and refusing them would let anyone lock a person out), but slowed down the more it is guessed,
 *   so that its owner still gets in from their own address.
 */

const WINDOW_MS = 15 * 60 * 1000;
export const TRIES_PER_NAME_AND_ADDRESS = 5;
export const TRIES_PER_ADDRESS = 30;
/** Wrong passwords for one name, from anywhere, before each further try waits; then a second more per wrong password. */
const SLOW_AFTER = 10;
const SLOWEST_MS = 30_000;
/** The counts kept at most: past that, those whose window has passed are dropped. */
const KEPT = 10_000;

/** A try let through: checked after `delayMs`; `right()` forgives it once its password proves right. */
export type Try = { refused: false; delayMs: number; right: () => void } | { refused: true; retryAfterSeconds: number };

export function createSignInLimits(now: () => number = Date.now) {
  const counts = new Map<string, { count: number; since: number }>();

  const countOf = (key: string, at: number) => {
    const entry = counts.get(key);
    return entry && at - entry.since <= WINDOW_MS ? entry : undefined;
  };
  const add = (key: string, at: number) => {
    const entry = countOf(key, at);
    if (entry) entry.count += 1;
    else counts.set(key, { count: 1, since: at });
    if (counts.size > KEPT) for (const [old, value] of counts) if (at - value.since > WINDOW_MS) counts.delete(old);
  };

  return {
    /** A try for `name` from `address`, counted as wrong until `right()` says otherwise. */
    begin(name: string, address: string): Try {
      const at = now();
      const keys = { pair: `pair:${name.toLowerCase()}\n${address}`, address: `address:${address}`, name: `name:${name.toLowerCase()}` };
      const limits = [
        [keys.pair, TRIES_PER_NAME_AND_ADDRESS],
        [keys.address, TRIES_PER_ADDRESS],
      ] as const;
      const waits = limits.flatMap(([key, limit]) => {
        const entry = countOf(key, at);
        return entry && entry.count >= limit ? [Math.ceil((entry.since + WINDOW_MS - at) / 1000)] : [];
      });
      if (waits.length > 0) return { refused: true, retryAfterSeconds: Math.max(...waits) };
      const guessed = countOf(keys.name, at)?.count ?? 0;
      for (const key of Object.values(keys)) add(key, at);
      return {
        refused: false,
        delayMs: Math.min(SLOWEST_MS, Math.max(0, guessed - SLOW_AFTER + 1) * 1000),
        right() {
          counts.delete(keys.pair);
          counts.delete(keys.name);
          const fromAddress = countOf(keys.address, now());
          if (fromAddress) fromAddress.count -= 1;
        },
      };
    },
  };
}
