import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../domain/feedback/messages';
import { SILDENAFIL } from '../../../domain/registration-flow/plan-catalogue.fixture';
import { ok } from '../../../domain/shared/result';
import type { LoadCurrentUserUseCase } from '../auth/load-current-user.use-case';
import { AdvanceRegistrationUseCase } from '../registration/advance-registration.use-case';
import { blankSubscription, InMemoryRegistration } from '../../../tests/fakes/in-memory-registration.fake';
import { ApplyCouponUseCase } from './apply-coupon.use-case';
import { ChooseTreatmentUseCase } from './choose-treatment.use-case';
import { LoadDeliveryDiscountsUseCase } from './load-delivery-discounts.use-case';
import { LoadStartingPriceUseCase } from './load-starting-price.use-case';
import { LoadTreatmentOptionsUseCase } from './load-treatment-options.use-case';

const ID = 'd'.repeat(24);
let backend: InMemoryRegistration;

beforeEach(() => {
  backend = new InMemoryRegistration();
  backend.subscriptions.set(ID, blankSubscription(ID, 'ed', { registrationStep: 'treatment' }));
  backend.catalogue = [SILDENAFIL];
  backend.periods = { periods: [], total: 44.98 };
});

const CHOICE = {
  productId: 'sildenafil',
  variationId: 'generic-sil',
  doseId: 's50',
  frequencyOfReception: 4,
  frequencyOfDelivery: 1,
  packageType: 'bottle',
  addonIds: [],
};
const PRICE = {
  productId: 'sildenafil',
  variationId: 'generic-sil',
  doseId: 's50',
  frequencyOfReception: 4,
  frequencyOfDelivery: 1,
  unitsPerDelivery: 4,
  strikeThroughPrice: 12,
  price: 12,
  couponDiscount: 0,
  offerPrice: 12,
  pricePerMonth: 12,
};
const advance = () => new AdvanceRegistrationUseCase(backend, { execute: async () => ok({}) } as unknown as LoadCurrentUserUseCase);
const choose = () => new ChooseTreatmentUseCase(backend, backend, backend.storage, advance());

describe('the treatment options', () => {
  it('loads the products, every option priced with the subscription coupons, and the add-ons', async () => {
    expect(await new LoadTreatmentOptionsUseCase(backend).execute({ productType: 'ed', subscriptionId: ID })).toMatchObject({
      ok: true,
      value: { products: [SILDENAFIL] },
    });
    expect(backend.calls).toEqual(['products', 'addons', `prices sildenafil ${ID}`]);
    backend.catalogue = [];
    expect(await new LoadTreatmentOptionsUseCase(backend).execute({ productType: 'ed', subscriptionId: ID })).toMatchObject({
      ok: false,
      error: { statusCode: 404 },
    });
    backend.failNext('products', 'down', 503);
    expect((await new LoadTreatmentOptionsUseCase(backend).execute({ productType: 'ed', subscriptionId: null })).ok).toBe(false);
    backend.failNext('addons', 'down', 503);
    expect((await new LoadTreatmentOptionsUseCase(backend).execute({ productType: 'ed', subscriptionId: null })).ok).toBe(false);
    backend.catalogue = [SILDENAFIL];
    backend.failNext('prices', 'down', 503);
    expect((await new LoadTreatmentOptionsUseCase(backend).execute({ productType: 'ed', subscriptionId: null })).ok).toBe(false);
  });

  it('loads what each delivery frequency saves', async () => {
    expect(await new LoadDeliveryDiscountsUseCase(backend).execute({ subscriptionId: ID, doseId: 's50', frequencyOfReception: 4 })).toEqual(ok([]));
  });
});

describe("an entry page's starting price", () => {
  it('prices the line without a subscription and gives its cheapest plan a month', async () => {
    backend.priceOptions = [PRICE, { ...PRICE, frequencyOfDelivery: 3, price: 30, pricePerMonth: 10 }];
    expect(await new LoadStartingPriceUseCase(backend).execute('ed')).toEqual(ok(10));
    expect(backend.calls).toEqual(['products', 'prices sildenafil null']);
  });

  it('has no price for a line with nothing on offer, and fails when the catalogue cannot be read', async () => {
    backend.catalogue = [];
    expect(await new LoadStartingPriceUseCase(backend).execute('ed')).toEqual(ok(null));
    backend.catalogue = [SILDENAFIL];
    backend.failNext('prices', 'down', 503);
    expect((await new LoadStartingPriceUseCase(backend).execute('ed')).ok).toBe(false);
  });
});

describe('choosing the treatment', () => {
  it('writes the plan, keeps the prices of 2 periods in storage, and moves on to payment', async () => {
    const chosen = await choose().execute({ subscription: backend.subscriptions.get(ID)!, choice: CHOICE, price: PRICE });
    expect(chosen).toMatchObject({ ok: true, value: { registrationStep: 'payment', plan: { doseId: 's50' } } });
    expect(backend.calls).toEqual(['choose s50', `periods-price ${ID} 2`, 'step next']);
    expect(backend.storage.get('offerPrice')).toBe('12.00');
    expect(backend.storage.get('calculatedPrice')).toBe('44.98');
  });

  it('does not write a plan already held (back to look, then on again)', async () => {
    const withPlan = blankSubscription(ID, 'ed', { registrationStep: 'treatment', plan: { ...CHOICE } });
    backend.subscriptions.set(ID, withPlan);
    await choose().execute({ subscription: withPlan, choice: CHOICE, price: null });
    expect(backend.calls).toEqual([`periods-price ${ID} 2`, 'step next']);
    expect(backend.storage.get('offerPrice')).toBe('0.00');
  });

  it('stops at the first refusal, moving nothing', async () => {
    backend.failNext('choose', 'Your payment is already held for the treatment you chose', 409);
    expect(await choose().execute({ subscription: backend.subscriptions.get(ID)!, choice: CHOICE, price: PRICE })).toMatchObject({
      ok: false,
      error: { statusCode: 409 },
    });
    backend.failNext('periods-price', MESSAGES.invalidApiResponse, 502);
    expect(await choose().execute({ subscription: backend.subscriptions.get(ID)!, choice: CHOICE, price: PRICE })).toMatchObject({
      ok: false,
      error: { message: MESSAGES.invalidApiResponse },
    });
    backend.failNext('step next', 'Please choose your treatment first', 409);
    expect(await choose().execute({ subscription: backend.subscriptions.get(ID)!, choice: CHOICE, price: PRICE })).toMatchObject({ ok: false });
    expect(backend.subscriptions.get(ID)?.registrationStep).toBe('treatment');
  });
});

describe('coupons', () => {
  it('applies a code typed by the patient; a bad subscription id never reaches the server', async () => {
    expect(await new ApplyCouponUseCase(backend).execute(ID, ' welcome20 ')).toMatchObject({ ok: true, value: { coupons: [{ code: 'welcome20' }] } });
    expect(await new ApplyCouponUseCase(backend).execute('nope', 'WELCOME20')).toEqual({
      ok: false,
      error: { message: MESSAGES.invalidCouponSubscription, statusCode: 400 },
    });
    expect(await new ApplyCouponUseCase(backend).execute(ID, 'BOGUS')).toMatchObject({ ok: false, error: { message: 'This coupon code is not valid' } });
  });
});
