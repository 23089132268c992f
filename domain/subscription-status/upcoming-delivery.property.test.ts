import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { billsAgain, hasUpcomingDelivery } from './upcoming-delivery';

const PLAN = { doseId: 'd1', frequencyOfReception: 8, frequencyOfDelivery: 3 };

describe('the upcoming delivery of a subscription', () => {
  it('has one while active, paused, due for renewal or completed (renewed by a charge), with a chosen plan', () => {
    for (const status of ['active', 'pause', 'renewal', 'completed', 'in_progress', null]) expect(hasUpcomingDelivery({ status, plan: PLAN })).toBe(true);
  });

  it('has none once cancelled, declined or not verified: nothing more is billed or shipped', () => {
    for (const status of ['cancel', 'declined', 'not_verified']) {
      expect(billsAgain(status)).toBe(false);
      expect(hasUpcomingDelivery({ status, plan: PLAN })).toBe(false);
    }
  });

  it('has none still in registration, before a treatment is chosen (the seeded Anti-aging)', () => {
    expect(hasUpcomingDelivery({ status: 'in_registration', plan: null })).toBe(false);
    expect(hasUpcomingDelivery({ status: 'in_registration', plan: {} })).toBe(false);
    expect(hasUpcomingDelivery({ status: 'active', plan: { doseId: 'd1', frequencyOfReception: 8 } })).toBe(false);
    expect(hasUpcomingDelivery({ status: 'active', plan: { frequencyOfReception: 8, frequencyOfDelivery: 3 } })).toBe(false);
  });

  const status = fc.constantFrom('active', 'pause', 'renewal', 'completed', 'cancel', 'declined', 'not_verified', 'in_registration', null);
  const plan = fc.option(
    fc.record({ doseId: fc.constantFrom('d1', ''), frequencyOfReception: fc.nat(), frequencyOfDelivery: fc.nat() }, { requiredKeys: [] }),
    { nil: null },
  );

  test.prop([status, plan])('has one exactly when it still bills and its plan names a dose, its uses and its delivery', (current, chosen) => {
    const complete = chosen !== null && chosen.doseId === 'd1' && chosen.frequencyOfReception !== undefined && chosen.frequencyOfDelivery !== undefined;
    expect(hasUpcomingDelivery({ status: current, plan: chosen })).toBe(billsAgain(current) && complete);
  });
});
