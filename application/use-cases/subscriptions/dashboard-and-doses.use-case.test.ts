import { beforeEach, describe, expect, it } from 'vitest';
import type { WinbackCoupon } from '../../../domain/entities/winback-coupon';
import { ACTIVE, DEMO_USER, InMemoryPatientArea } from '../../../tests/fakes/in-memory-patient-area.fake';
import { ListDoseOptionsUseCase } from './list-dose-options.use-case';
import { LoadDashboardSummaryUseCase } from './load-dashboard-summary.use-case';

const coupon = (code: string): WinbackCoupon => ({
  _id: code.toLowerCase(),
  code,
  name: `${code} off`,
  description: '',
  discountType: '%',
  discountValue: 30,
  appliesTo: [{ appliesObjType: 'wl', frequencyOfDelivery: [], frequencyOfReception: null }],
});
const CANCELLED = {
  ...ACTIVE,
  _id: 'c'.repeat(24),
  status: 'cancel',
  productType: 'wl' as const,
  isApproved: false,
  cancellation: { cancelledAt: '2026-05-01T12:00:00.000Z', wasApproved: true },
};
const NOW = Date.UTC(2026, 4, 10, 12);

let area: InMemoryPatientArea;
let summary: LoadDashboardSummaryUseCase;

beforeEach(() => {
  area = new InMemoryPatientArea();
  area.coupons = [coupon('COMEBACK30'), coupon('WELCOMEBACK')];
  summary = new LoadDashboardSummaryUseCase(area, area, { now: () => NOW });
});

describe('the dashboard summary and the reactivation popup', () => {
  it('gives the latest billed amount and no popup while the server does not ask for one', async () => {
    area.user = { ...DEMO_USER, subscriptions: [CANCELLED] };
    expect(await summary.execute()).toEqual({ ok: true, value: { latestBilledAmount: 4.99, reactivateOffer: null } });
    expect(area.calls).toEqual(['me']);
  });

  it("offers the cancelled treatment with the win-back link's coupon, whatever its case", async () => {
    area.user = { ...DEMO_USER, showReactivatePopup: true, subscriptions: [ACTIVE, CANCELLED] };
    const loaded = await summary.execute({ winback: ' welcomeback ' });
    expect(loaded).toEqual({
      ok: true,
      value: { latestBilledAmount: 4.99, reactivateOffer: { subscription: CANCELLED, coupon: coupon('WELCOMEBACK'), userId: DEMO_USER._id } },
    });
    expect(area.calls).toEqual(['me welcomeback', 'coupons wl']);
  });

  it('offers the first active winback coupon without a link, and no coupon when none can be read', async () => {
    area.user = { ...DEMO_USER, showReactivatePopup: true, subscriptions: [CANCELLED] };
    expect(await summary.execute()).toMatchObject({ ok: true, value: { reactivateOffer: { coupon: coupon('COMEBACK30') } } });
    area.failNext('coupons', 'Coupons are down', 503);
    expect(await summary.execute()).toMatchObject({ ok: true, value: { reactivateOffer: { subscription: CANCELLED, coupon: null } } });
  });

  it('offers only a coupon that can still apply: not one this subscription has used (the server refuses it)', async () => {
    area.user = { ...DEMO_USER, showReactivatePopup: true, subscriptions: [{ ...CANCELLED, couponIds: ['comeback30'] }] };
    expect(await summary.execute({ winback: 'COMEBACK30' })).toMatchObject({ ok: true, value: { reactivateOffer: { coupon: coupon('WELCOMEBACK') } } });
  });

  it('offers no treatment that cannot come back, nor one the brand does not list', async () => {
    const beforeApproval = { ...CANCELLED, cancellation: { cancelledAt: '2026-05-01T12:00:00.000Z', wasApproved: false } };
    area.user = { ...DEMO_USER, showReactivatePopup: true, subscriptions: [beforeApproval] };
    expect(await summary.execute()).toMatchObject({ ok: true, value: { reactivateOffer: null } });
    area.user = { ...DEMO_USER, showReactivatePopup: true, subscriptions: [{ ...CANCELLED, productType: 'ed' }] };
    expect(await summary.execute({ brand: 'women' })).toMatchObject({ ok: true, value: { reactivateOffer: null } });
    expect(await summary.execute({ brand: 'main' })).toMatchObject({ ok: true, value: { reactivateOffer: { subscription: { productType: 'ed' } } } });
  });

  it('offers nothing without a cancelled treatment, and passes on a failed /me', async () => {
    area.user = { ...DEMO_USER, showReactivatePopup: true, subscriptions: [ACTIVE, { ...CANCELLED, registrationStep: 'payment' }] };
    expect(await summary.execute()).toMatchObject({ ok: true, value: { reactivateOffer: null } });
    area.failNext('me', 'Session expired', 401);
    expect(await summary.execute()).toEqual({ ok: false, error: { message: 'Session expired', statusCode: 401 } });
  });
});

describe('the doses a patient may change to', () => {
  const dose = (id: string, weight: number) => ({ _id: id, weight, measure: 'mg', strength: `${weight} mg`, price: weight, description: '' });

  it("lists the variation's active doses other than the current one", async () => {
    area.doses = [dose(ACTIVE.plan?.doseId ?? '', 50), dose('4'.repeat(24), 100), dose('5'.repeat(24), 25)];
    const options = await new ListDoseOptionsUseCase(area).execute({ productType: 'ed', plan: ACTIVE.plan });
    expect(options).toEqual({ ok: true, value: [dose('4'.repeat(24), 100), dose('5'.repeat(24), 25)] });
    expect(area.calls).toEqual([`doses ed ${ACTIVE.plan?.productId} ${ACTIVE.plan?.variationId}`]);
  });

  it('lists none for a subscription without a plan, without asking', async () => {
    expect(await new ListDoseOptionsUseCase(area).execute({ productType: 'ed', plan: null })).toEqual({ ok: true, value: [] });
    expect(area.calls).toEqual([]);
  });
});
