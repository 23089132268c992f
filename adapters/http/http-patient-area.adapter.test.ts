import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/feedback/messages';
import { apiAnswering } from './answering-api.test-support';
import { HttpOrdersAdapter } from './http-orders.adapter';
import { HttpSubscriptionDetailsAdapter } from './http-subscription-details.adapter';
import { HttpSubscriptionLifecycleAdapter } from './http-subscription-lifecycle.adapter';
import { HttpWinbackCouponsAdapter } from './http-winback-coupons.adapter';

const ID = 'a'.repeat(24);
const subscription = { _id: ID, status: 'active', productType: 'ed', patientId: 'b'.repeat(24), registrationStep: 'done', registrationStepsOrder: [] };

describe('the subscription actions over HTTP', () => {
  it('sends each action to its path, with the skip count, the winback code and the renewal key as the contract says', async () => {
    const { api, requests } = apiAnswering(200, { status: 'success', data: [subscription] });
    const lifecycle = new HttpSubscriptionLifecycleAdapter(api);
    await lifecycle.pause(ID);
    await lifecycle.skip(ID, 2);
    await lifecycle.reactivate(ID, { winback: 'COMEBACK30', fromPopup: true });
    await lifecycle.reactivate(ID, {});
    await lifecycle.requestDoseChange(ID, 'c'.repeat(24));
    await lifecycle.removeDoseChange(ID);
    await lifecycle.sendForReview(ID);
    await lifecycle.submitFollowUp(ID, [
      { questionId: 'q'.repeat(24), optionIds: ['o'.repeat(24)] },
      { questionId: 'n'.repeat(24), value: 82 },
    ]);
    expect(requests).toEqual([
      `PATCH /backend/api/subscription/pause/${ID}`,
      `PUT /backend/api/subscription/skip/${ID} {"skipPeriods":2}`,
      `PATCH /backend/api/subscription/reactivate/${ID}?winback=COMEBACK30&fromPopup=true`,
      `PATCH /backend/api/subscription/reactivate/${ID}`,
      `POST /backend/api/subscription/change-dose/${ID} {"doseId":"${'c'.repeat(24)}"}`,
      `PATCH /backend/api/subscription/remove-modify/${ID}`,
      `PATCH /backend/api/subscription/${ID}/inprogress-to-pending`,
      `POST /backend/api/v2/subscription/submit-followup/${ID} {"questionnaire":[{"questionId":"${'q'.repeat(24)}","optionIds":["${'o'.repeat(24)}"]},{"questionId":"${'n'.repeat(24)}","value":82}]}`,
    ]);
  });

  it("gives the server's refusal as the error, for the page to say why", async () => {
    const { api } = apiAnswering(409, { status: 'error', message: 'This subscription cannot be paused: it is paused.' });
    expect(await new HttpSubscriptionLifecycleAdapter(api).pause(ID)).toEqual({
      ok: false,
      error: { message: 'This subscription cannot be paused: it is paused.', statusCode: 409, code: 'action_not_allowed' },
    });
  });
});

describe('the price of the upcoming delivery', () => {
  it("answers 'Invalid API response format' for a success without a price item (spec §5)", async () => {
    const { api } = apiAnswering(200, { status: 'success', data: [] });
    expect(await new HttpSubscriptionDetailsAdapter(api).upcomingPrice(ID)).toEqual({
      ok: false,
      error: { message: MESSAGES.invalidApiResponse, statusCode: 502 },
    });
  });

  it('refuses a price item of the wrong shape', async () => {
    const { api } = apiAnswering(200, { status: 'success', data: [{ total: 'free' }] });
    expect(await new HttpSubscriptionDetailsAdapter(api).upcomingPrice(ID)).toMatchObject({ ok: false, error: { statusCode: 502 } });
  });
});

describe('orders and offers over HTTP', () => {
  it('asks for orders newest first, one page at a time, and an order with its whole charge', async () => {
    const { api, requests } = apiAnswering(200, {
      status: 'success',
      data: [],
      pagination: { page: 2, limit: 10, total: 10, totalPages: 1, nextPage: null, prevPage: 1 },
    });
    const orders = new HttpOrdersAdapter(api);
    expect(await orders.page(2, 10)).toEqual({ ok: true, value: { orders: [], nextPage: null, total: 10 } });
    await orders.get(ID);
    expect(requests).toEqual(['GET /backend/api/orders?page=2&limit=10&sort=-createdAt', `GET /backend/api/order/${ID}?populate=charge`]);
  });

  it('keeps only live winback coupons, whatever else the server sends', async () => {
    const appliesTo = [{ appliesObjType: 'wl', frequencyOfDelivery: [], frequencyOfReception: null }];
    const coupon = {
      _id: ID,
      code: 'COMEBACK30',
      name: '30% off',
      description: '',
      action: 'winback',
      status: 'active',
      discountType: '%',
      discountValue: 30,
      appliesTo,
    };
    const { api, requests } = apiAnswering(200, {
      status: 'success',
      data: [coupon, { ...coupon, code: 'WELCOME20', action: 'registration' }, { ...coupon, code: 'OLD', status: 'expired' }],
    });
    const coupons = await new HttpWinbackCouponsAdapter(api).activeFor('wl');
    expect(coupons.ok && coupons.value.map((c) => [c.code, c._id, c.appliesTo])).toEqual([['COMEBACK30', ID, appliesTo]]);
    expect(requests).toEqual(['GET /backend/api/coupons?limit=49&action=winback&appliesTo=wl&status=active']);
  });
});
