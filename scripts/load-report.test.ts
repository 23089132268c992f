import { describe, expect, it } from 'vitest';
import { isError, percentile, provePayments, summarize } from './load-report';

describe('the figures of the load check', () => {
  it('takes nearest-rank percentiles', () => {
    const sorted = Array.from({ length: 100 }, (_, index) => index + 1);
    expect([percentile(sorted, 50), percentile(sorted, 90), percentile(sorted, 99), percentile(sorted, 100)]).toEqual([50, 90, 99, 100]);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBe(0);
    expect(summarize([30, 10, 20])).toEqual({ count: 3, p50: 20, p90: 30, p99: 30, max: 30 });
  });

  it('counts server errors and requests without an answer as errors, and refusals not', () => {
    expect([0, 500, 503, 409, 402, 201].map((status) => isError({ operation: 'x', status, ms: 1 }))).toEqual([true, true, true, false, false, false]);
  });
});

describe('the proof that no payment was lost or duplicated', () => {
  const attempt = (subscriptionId: string, chargeIds: string[]) => ({ subscriptionId, idempotencyKey: `key-${subscriptionId}`, chargeIds });

  it('passes when every answered charge is stored, once per subscription, and retries got the same one', () => {
    const proof = provePayments(
      [attempt('s1', ['c1', 'c1', 'c1']), attempt('s2', ['c2'])],
      [
        { id: 'c1', subscriptionId: 's1' },
        { id: 'c2', subscriptionId: 's2' },
      ],
    );
    expect(proof).toEqual({ paid: 2, charges: 2, lost: [], duplicated: [], unanswered: [] });
  });

  it('finds a lost payment: answered 201 but not in the database', () => {
    expect(provePayments([attempt('s1', ['c1'])], []).lost).toEqual(['c1']);
  });

  it('finds duplicates: two charges for a subscription, or one key answered with two charges', () => {
    const twoStored = provePayments(
      [attempt('s1', ['c1'])],
      [
        { id: 'c1', subscriptionId: 's1' },
        { id: 'c9', subscriptionId: 's1' },
      ],
    );
    expect(twoStored.duplicated).toEqual(['subscription s1 holds 2 charges']);
    expect(twoStored.unanswered).toEqual(['c9']);
    const twoAnswered = provePayments(
      [attempt('s1', ['c1', 'c2'])],
      [
        { id: 'c1', subscriptionId: 's1' },
        { id: 'c2', subscriptionId: 's1' },
      ],
    );
    expect(twoAnswered.duplicated).toEqual([
      'key key-s1 answered with 2 charges',
      'subscription s1 holds 2 charges',
      'subscription s1 was answered with 2 charges',
    ]);
  });
});
