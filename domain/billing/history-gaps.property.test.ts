import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { billingHistory, lastBillings } from './billing-groups';
import { historyGaps } from './history-gaps';

const charge = (status: string, reasonType: string | null = 'subscription') => ({ status, reasonType });

describe('what the billing history leaves out of the last billings (spec §4 billing grouping)', () => {
  it('names the add-on charges and the held or captured treatment payments (the seeded Sildenafil)', () => {
    expect(historyGaps([charge('captured'), charge('success', 'addon'), charge('pending')])).toEqual({ addons: true, unsettled: true });
    expect(historyGaps([charge('hold')])).toEqual({ addons: false, unsettled: true });
    expect(historyGaps([charge('hold', 'addon'), charge('success')])).toEqual({ addons: true, unsettled: false });
  });

  it('leaves out nothing when every last billing is a successful treatment payment, or there is none', () => {
    expect(historyGaps([charge('success'), charge('success')])).toEqual({ addons: false, unsettled: false });
    expect(historyGaps([charge('pending'), charge('failed'), charge('refunded', 'addon')])).toEqual({ addons: false, unsettled: false });
    expect(historyGaps([])).toEqual({ addons: false, unsettled: false });
  });

  const charges = fc.array(
    fc.record({
      status: fc.constantFrom('success', 'hold', 'captured', 'pending', 'in process', 'failed', 'refunded'),
      reasonType: fc.constantFrom('subscription', 'addon', null),
    }),
  );

  test.prop([charges])('says something is left out exactly when the last billings hold more than the history', (list) => {
    const gaps = historyGaps(list);
    expect(gaps.addons || gaps.unsettled).toBe(lastBillings(list).length > billingHistory(list).length);
  });
});
