import { beforeEach, describe, expect, it } from 'vitest';
import { PATIENT_AREA_MESSAGES } from '../../../domain/subscription-actions/patient-area-messages';
import { CancelSubscriptionUseCase } from './cancel-subscription.use-case';
import { ACTIVE, InMemoryPatientArea, PRICE } from '../../../tests/fakes/in-memory-patient-area.fake';
import { LoadSubscriptionUseCase } from './load-subscription.use-case';
import { PauseSubscriptionUseCase } from './pause-subscription.use-case';
import { ReactivateSubscriptionUseCase } from './reactivate-subscription.use-case';
import { RemoveDoseChangeUseCase } from './remove-dose-change.use-case';
import { RequestDoseChangeUseCase } from './request-dose-change.use-case';
import { ResumeSubscriptionUseCase } from './resume-subscription.use-case';
import { SendForReviewUseCase } from './send-for-review.use-case';
import { SkipPeriodsUseCase } from './skip-periods.use-case';

let area: InMemoryPatientArea;
const id = ACTIVE._id;

beforeEach(() => {
  area = new InMemoryPatientArea();
  area.add(ACTIVE);
});

describe('loading one subscription', () => {
  it('gives the subscription with the price of its upcoming delivery', async () => {
    const loaded = await new LoadSubscriptionUseCase(area).execute(id);
    expect(loaded).toEqual({ ok: true, value: { subscription: ACTIVE, price: PRICE, priceError: null } });
    expect(area.calls).toEqual([`get ${id}`, `price ${id}`]);
  });

  it('shows a subscription without a plan with no price and no error (409), and says why another price failure happened', async () => {
    area.price = { ok: false, error: { message: 'This subscription has no plan yet', statusCode: 409 } };
    expect(await new LoadSubscriptionUseCase(area).execute(id)).toMatchObject({ ok: true, value: { price: null, priceError: null } });
    area.price = { ok: false, error: { message: 'Pricing is down', statusCode: 503 } };
    expect(await new LoadSubscriptionUseCase(area).execute(id)).toMatchObject({ ok: true, value: { price: null, priceError: 'Pricing is down' } });
  });

  it('asks no price of a subscription still without a plan, nor of a cancelled one: neither has an upcoming delivery', async () => {
    area.add({ ...ACTIVE, status: 'in_registration', registrationStep: 'treatment', plan: null });
    expect(await new LoadSubscriptionUseCase(area).execute(id)).toMatchObject({ ok: true, value: { price: null, priceError: null } });
    area.add({ ...ACTIVE, status: 'cancel' });
    expect(await new LoadSubscriptionUseCase(area).execute(id)).toMatchObject({
      ok: true,
      value: { subscription: { status: 'cancel' }, price: null, priceError: null },
    });
    expect(area.calls).toEqual([`get ${id}`, `get ${id}`]);
  });

  it("answers a mistyped id as an unknown subscription without asking, and passes on the server's 404", async () => {
    expect(await new LoadSubscriptionUseCase(area).execute('not-an-id')).toEqual({
      ok: false,
      error: { message: PATIENT_AREA_MESSAGES.subscriptionNotFound, statusCode: 404 },
    });
    expect(area.calls).toEqual([]);
    expect(await new LoadSubscriptionUseCase(area).execute('0'.repeat(24))).toMatchObject({ ok: false, error: { statusCode: 404 } });
  });
});

describe('the subscription actions', () => {
  it('pauses, lists the charge put aside, and resumes to the billing date it had', async () => {
    const paused = await new PauseSubscriptionUseCase(area).execute(id);
    expect(paused).toMatchObject({ ok: true, value: { status: 'pause', nextBillingDate: null, pausedCharges: [{ sum: 60 }] } });
    const resumed = await new ResumeSubscriptionUseCase(area).execute(id);
    expect(resumed).toMatchObject({ ok: true, value: { status: 'active', nextBillingDate: ACTIVE.nextBillingDate, pause: null } });
  });

  it("passes on the server's refusal and leaves the subscription as it was", async () => {
    const resumed = await new ResumeSubscriptionUseCase(area).execute(id);
    expect(resumed).toEqual({ ok: false, error: { message: 'This subscription cannot do that: it is active.', statusCode: 409 } });
    expect(area.subscriptions.get(id)).toEqual(ACTIVE);
  });

  it('skips 1 to 3 periods, and refuses any other count without asking', async () => {
    expect(await new SkipPeriodsUseCase(area).execute({ subscriptionId: id, periods: 2 })).toMatchObject({ ok: true, value: { skipPeriods: 2 } });
    for (const periods of [0, 4, 1.5]) {
      expect(await new SkipPeriodsUseCase(area).execute({ subscriptionId: id, periods })).toEqual({
        ok: false,
        error: { message: PATIENT_AREA_MESSAGES.skipPeriods, statusCode: 400 },
      });
    }
    expect(area.calls).toEqual([`skip 2 ${id}`]);
  });

  it('asks for a dose change shown as pending, which can be withdrawn; a dose must be chosen', async () => {
    expect(await new RequestDoseChangeUseCase(area).execute({ subscriptionId: id, doseId: '' })).toEqual({
      ok: false,
      error: { message: PATIENT_AREA_MESSAGES.chooseDose, statusCode: 400 },
    });
    const requested = await new RequestDoseChangeUseCase(area).execute({ subscriptionId: id, doseId: '9'.repeat(24) });
    expect(requested).toMatchObject({ ok: true, value: { modifyRequest: { status: 'pending', doseId: '9'.repeat(24) } } });
    expect(await new RemoveDoseChangeUseCase(area).execute(id)).toMatchObject({ ok: true, value: { modifyRequest: null } });
  });

  it('cancels, then reactivates with a trimmed winback code, saying when it came from the popup', async () => {
    expect(await new CancelSubscriptionUseCase(area).execute(id)).toMatchObject({ ok: true, value: { status: 'cancel' } });
    const reactivated = await new ReactivateSubscriptionUseCase(area).execute({ subscriptionId: id, winback: ' COMEBACK30 ', fromPopup: true });
    expect(reactivated).toMatchObject({ ok: true, value: { status: 'active' } });
    expect(area.calls).toContain(`reactivate {"winback":"COMEBACK30","fromPopup":true} ${id}`);
  });

  it('reactivates without a coupon when none or a blank one is given', async () => {
    await new CancelSubscriptionUseCase(area).execute(id);
    await new ReactivateSubscriptionUseCase(area).execute({ subscriptionId: id, winback: '  ' });
    expect(area.calls).toContain(`reactivate {} ${id}`);
  });

  it('sends an action-required subscription back for review', async () => {
    area.add({ ...ACTIVE, status: 'in_progress' });
    expect(await new SendForReviewUseCase(area).execute(id)).toMatchObject({ ok: true, value: { status: 'pending' } });
  });
});
