import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { billingHistory, lastBillings, nextBilling } from './billing-groups';

const charge = (_id: string, status: string, reasonType: string | null = 'subscription') => ({ _id, status, reasonType, sum: 49.99 });

const STATUSES = ['success', 'hold', 'captured', 'pending', 'in process', 'failed', 'refunded', 'in_process'];
const charges = fc.array(
  fc.record({
    _id: fc.uuid(),
    status: fc.oneof(fc.constantFrom(...STATUSES), fc.string()),
    reasonType: fc.constantFrom('subscription', 'addon', 'renewal', null),
  }),
);

describe('billing grouping (spec §4)', () => {
  const list = [
    charge('a', 'success'),
    charge('b', 'success', 'addon'),
    charge('c', 'hold'),
    charge('d', 'captured'),
    charge('e', 'failed'),
    charge('f', 'pending'),
    charge('g', 'in process'),
    charge('h', 'refunded'),
  ];

  it('history: charges with status success and reasonType subscription', () => {
    expect(billingHistory(list).map((c) => c._id)).toEqual(['a']);
  });

  it('last billings: status success, hold or captured', () => {
    expect(lastBillings(list).map((c) => c._id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it("next billing: the last charge with status pending or 'in process'", () => {
    expect(nextBilling(list)?._id).toBe('g');
    expect(nextBilling([charge('x', 'in process'), charge('y', 'pending'), charge('z', 'success')])?._id).toBe('y');
    expect(nextBilling([charge('x', 'success'), charge('y', 'in_process')])).toBeNull();
    expect(nextBilling([])).toBeNull();
  });

  test.prop([charges])('history is part of the last billings, both keep the list order', (list) => {
    const history = billingHistory(list);
    const last = lastBillings(list);
    expect(history.every((c) => last.includes(c))).toBe(true);
    expect(last).toEqual(list.filter((c) => last.includes(c)));
    expect(history).toEqual(list.filter((c) => history.includes(c)));
  });

  test.prop([charges])('next billing is pending or in process, with no such charge after it', (list) => {
    const next = nextBilling(list);
    const upcoming = list.filter((c) => c.status === 'pending' || c.status === 'in process');
    expect(next).toBe(upcoming.at(-1) ?? null);
    if (next) expect(lastBillings(list)).not.toContain(next);
  });
});
