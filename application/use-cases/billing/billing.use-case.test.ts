import { beforeEach, describe, expect, it } from 'vitest';
import type { Charge } from '../../../domain/entities/charge';
import { ACTIVE, CHARGE, InMemoryPatientArea } from '../../../tests/fakes/in-memory-patient-area.fake';
import { LoadBillingUseCase } from './load-billing.use-case';
import { RevealCardOnFileUseCase } from './reveal-card-on-file.use-case';

const charge = (id: string, status: string, reasonType = 'subscription'): Charge => ({ ...CHARGE, _id: id.repeat(24), status, reasonType });

let area: InMemoryPatientArea;

beforeEach(() => {
  area = new InMemoryPatientArea();
});

describe("a subscription's billing", () => {
  it('groups the charges by the billing rule, newest first, the upcoming one as next billing', async () => {
    area.chargeList.push(
      charge('1', 'captured'),
      charge('2', 'failed'),
      charge('3', 'success'),
      charge('4', 'success', 'addon'),
      charge('5', 'refunded'),
      charge('6', 'pending'),
    );
    const billing = await new LoadBillingUseCase(area).execute(ACTIVE._id);
    expect(billing.ok).toBe(true);
    if (!billing.ok) return;
    expect(billing.value.history.map((c) => c._id[0])).toEqual(['3']);
    expect(billing.value.lastBillings.map((c) => c._id[0])).toEqual(['4', '3', '1']);
    expect(billing.value.nextBilling?._id[0]).toBe('6');
    expect(area.calls).toEqual([`charges ${ACTIVE._id}`]);
  });

  it('has no next billing when nothing is upcoming', async () => {
    area.chargeList.push(charge('1', 'success'));
    expect(await new LoadBillingUseCase(area).execute(ACTIVE._id)).toMatchObject({ ok: true, value: { nextBilling: null } });
  });

  it('passes on a failure', async () => {
    area.failNext('charges', 'Subscription not found', 404);
    expect(await new LoadBillingUseCase(area).execute(ACTIVE._id)).toEqual({ ok: false, error: { message: 'Subscription not found', statusCode: 404 } });
  });
});

describe('the card on file', () => {
  it('gives the type, last four digits and expiry, or none', async () => {
    expect(await new RevealCardOnFileUseCase(area).execute('p'.repeat(24))).toEqual({
      ok: true,
      value: { last4: '4242', cardType: 'Visa', expirationDate: '12/34' },
    });
    area.card = null;
    expect(await new RevealCardOnFileUseCase(area).execute('p'.repeat(24))).toEqual({ ok: true, value: null });
  });
});
