import { describe, expect, it } from 'vitest';
import { rateLimitRules } from './rate-limit-rules';
import { createRateLimiter } from './rate-limiter';

describe('the sliding-window rate limiter', () => {
  const rule = { limit: 3, windowMs: 60_000 };

  it('takes up to the limit within the window, then says how long until the oldest leaves it', () => {
    let now = 1_000_000;
    const limiter = createRateLimiter(() => now);
    const take = () => limiter.take([{ key: 'k', rule }]);
    expect([take(), take(), take()]).toEqual([null, null, null]);
    now += 10_000;
    expect(take()).toBe(50_000);
    now += 50_000;
    expect(take()).toBeNull();
  });

  it('counts a request against every key or none: a refusal by one key costs the others nothing', () => {
    const limiter = createRateLimiter(() => 0);
    const address = { key: 'address', rule: { limit: 10, windowMs: 60_000 } };
    for (let n = 0; n < 3; n += 1) expect(limiter.take([address, { key: 'email:a', rule }])).toBeNull();
    expect(limiter.take([address, { key: 'email:a', rule }])).toBe(60_000);
    for (let n = 0; n < 7; n += 1) expect(limiter.take([address, { key: `email:${n}`, rule }])).toBeNull();
    expect(limiter.take([address, { key: 'email:new', rule }])).toBe(60_000);
  });

  it('scales every rule for a test server, never below one', () => {
    expect(rateLimitRules({ scale: 100 }).signUp.perAddress).toEqual({ limit: 2000, windowMs: 3_600_000 });
    expect(rateLimitRules({ scale: 0.001 }).signUp.perEmail.limit).toBe(1);
    expect(() => rateLimitRules({ scale: 0 })).toThrow('above 0');
  });
});
