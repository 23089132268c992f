export interface RateLimit {
  /** How many requests a key may make within the window. */
  readonly limit: number;
  readonly windowMs: number;
}

/** Keys kept before the limiter forgets those whose window has passed. */
const PRUNE_ABOVE_KEYS = 10_000;

/**
 * Sliding-window counters in memory, one per key (e.g. 'signIn:address:127.0.0.1'), on the wall clock.
 * One process holds them all: the twin runs as one; a deployment of several shares them in a store.
 */
export const createRateLimiter = (wallNow: () => number) => {
  const hits = new Map<string, { readonly windowMs: number; times: number[] }>();

  const prune = (now: number) => {
    for (const [key, entry] of hits) if ((entry.times.at(-1) ?? 0) <= now - entry.windowMs) hits.delete(key);
  };

  const recent = (key: string, rule: RateLimit, now: number): number[] => {
    const entry = hits.get(key);
    if (!entry) return [];
    entry.times = entry.times.filter((time) => time > now - rule.windowMs);
    return entry.times;
  };

  /**
   * Counts one request against every key, or none when any of them is at its limit: then answers how
   * many milliseconds until the busiest one has room again. A refused request is not counted.
   */
  const take = (checks: readonly { readonly key: string; readonly rule: RateLimit }[]): number | null => {
    const now = wallNow();
    let waitMs = 0;
    for (const { key, rule } of checks) {
      const times = recent(key, rule, now);
      if (times.length >= rule.limit) waitMs = Math.max(waitMs, (times[times.length - rule.limit] ?? now) + rule.windowMs - now);
    }
    if (waitMs > 0) return waitMs;
    if (hits.size > PRUNE_ABOVE_KEYS) prune(now);
    for (const { key, rule } of checks) {
      const entry = hits.get(key) ?? { windowMs: rule.windowMs, times: [] };
      entry.times.push(now);
      hits.set(key, entry);
    }
    return null;
  };

  return { take };
};

export type RateLimiter = ReturnType<typeof createRateLimiter>;
