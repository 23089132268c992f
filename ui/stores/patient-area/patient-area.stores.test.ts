import { beforeEach, describe, expect, it } from 'vitest';
import { ListOrdersPageUseCase } from '../../../application/use-cases/orders/list-orders-page.use-case';
import { LoadOrderUseCase } from '../../../application/use-cases/orders/load-order.use-case';
import { CancelSubscriptionUseCase } from '../../../application/use-cases/subscriptions/cancel-subscription.use-case';
import { DeclineReactivationUseCase } from '../../../application/use-cases/subscriptions/decline-reactivation.use-case';
import { ACTIVE, DEMO_USER, InMemoryPatientArea, ORDER, PRICE } from '../../../tests/fakes/in-memory-patient-area.fake';
import { ListDoseOptionsUseCase } from '../../../application/use-cases/subscriptions/list-dose-options.use-case';
import { ListWinbackCouponsUseCase } from '../../../application/use-cases/subscriptions/list-winback-coupons.use-case';
import { LoadDashboardSummaryUseCase } from '../../../application/use-cases/subscriptions/load-dashboard-summary.use-case';
import { LoadSubscriptionUseCase } from '../../../application/use-cases/subscriptions/load-subscription.use-case';
import { PauseSubscriptionUseCase } from '../../../application/use-cases/subscriptions/pause-subscription.use-case';
import { ResumeSubscriptionUseCase } from '../../../application/use-cases/subscriptions/resume-subscription.use-case';
import { availableActions } from '../../../domain/subscription-actions/subscription-actions';
import { DashboardSummaryStore } from '../shell/dashboard-summary.store';
import { OrderHistoryStore } from './order-history.store';
import type { PatientAreaUseCases } from '../../../application/areas/patient-area.use-cases';
import { SubscriptionStore } from './subscription.store';
import { RenewalStore } from './renewal.store';
import { LoadCheckInQuestionnaireUseCase } from '../../../application/use-cases/subscriptions/load-check-in-questionnaire.use-case';
import type { CheckInQuestion } from '../../../domain/entities/check-in-question';

let area: InMemoryPatientArea;

beforeEach(() => {
  area = new InMemoryPatientArea();
  area.add(ACTIVE);
  for (let n = 0; n < 25; n += 1)
    area.orders.push({ ...ORDER, _id: n.toString(16).padStart(24, '0'), createdAt: new Date(Date.UTC(2026, 4, 30 - n)).toISOString() });
});

const orderHistory = () =>
  new OrderHistoryStore({ listOrdersPage: new ListOrdersPageUseCase(area.ordersPort), loadOrder: new LoadOrderUseCase(area.ordersPort) });

describe('the order history store', () => {
  it('reads the next page once however often the end of the list comes into view, and says when it reached the end', async () => {
    const store = orderHistory();
    await store.loadFirst();
    await Promise.all([store.loadMore(), store.loadMore(), store.loadMore()]);
    expect(area.calls).toEqual(['orders 1 10', 'orders 2 10']);
    await store.loadMore();
    await store.loadMore();
    expect(store.orders).toHaveLength(25);
    expect(new Set(store.orders.map((order) => order._id)).size).toBe(25);
    expect(store.reachedEnd).toBe(true);
    expect(area.calls).toEqual(['orders 1 10', 'orders 2 10', 'orders 3 10']);
  });

  it('keeps the orders shown when a page fails, and reads that page again on request', async () => {
    const store = orderHistory();
    await store.loadFirst();
    area.failNext('orders 2', 'The service is temporarily unavailable, please try again', 503);
    await store.loadMore();
    expect(store.orders).toHaveLength(10);
    expect(store.moreError).toBe('The service is temporarily unavailable, please try again');
    await store.loadMore();
    expect(store.orders).toHaveLength(20);
    expect(store.moreError).toBeNull();
  });

  it('says why the first page failed, and keeps the orders through a failed reload with its reason as a quiet note', async () => {
    const store = orderHistory();
    area.failNext('orders 1', 'The service is temporarily unavailable, please try again', 503);
    await store.loadFirst();
    expect([store.status.phase, store.status.error, store.orders]).toEqual(['error', 'The service is temporarily unavailable, please try again', []]);
    await store.loadFirst();
    area.failNext('orders 1', 'The service is temporarily unavailable, please try again', 503);
    await store.loadFirst();
    expect([store.status.phase, store.status.error, store.status.refreshError, store.orders.length]).toEqual([
      'ready',
      null,
      'The service is temporarily unavailable, please try again',
      10,
    ]);
  });

  it('drops a next page that arrives after sign-out', async () => {
    const store = orderHistory();
    await store.loadFirst();
    const more = store.loadMore();
    store.reset();
    await more;
    expect([store.status.phase, store.orders, store.loadingMore]).toEqual(['idle', [], false]);
  });

  it('reads a failed order detail again when asked', async () => {
    const store = orderHistory();
    await store.loadFirst();
    const id = store.orders[0]?._id ?? '';
    area.failNext(`order ${id}`, 'The service is temporarily unavailable, please try again', 503);
    await store.loadDetail(id);
    expect([store.detailOf(id)?.phase, store.detailOf(id)?.error]).toEqual(['error', 'The service is temporarily unavailable, please try again']);
    await store.loadDetail(id);
    expect([store.detailOf(id)?.phase, store.detailOf(id)?.value?._id]).toEqual(['ready', id]);
  });

  it('loads an order detail once, and empties everything at sign-out', async () => {
    const store = orderHistory();
    await store.loadFirst();
    const id = store.orders[0]?._id ?? '';
    await Promise.all([store.loadDetail(id), store.loadDetail(id)]);
    expect(area.calls.filter((call) => call.startsWith('order '))).toEqual([`order ${id}`]);
    expect(store.detailOf(id)?.phase).toBe('ready');
    store.reset();
    expect(store.orders).toEqual([]);
    expect(store.detailOf(id)).toBeUndefined();
  });
});

describe('the subscription store', () => {
  const subscriptionStore = () =>
    new SubscriptionStore(
      {
        loadSubscription: new LoadSubscriptionUseCase(area),
        pause: new PauseSubscriptionUseCase(area),
        resume: new ResumeSubscriptionUseCase(area),
        cancel: new CancelSubscriptionUseCase(area),
        listDoseOptions: new ListDoseOptionsUseCase(area),
        listWinbackCoupons: new ListWinbackCouponsUseCase(area),
      } as unknown as PatientAreaUseCases,
      { now: () => Date.parse('2026-11-27T12:00:00Z') },
    );
  const dose = (id: string, weight: number) => ({ _id: id, weight, measure: 'mg', strength: `${weight} mg`, price: weight, description: '' });

  it('runs one action at a time: a second press while one runs does nothing', async () => {
    const store = subscriptionStore();
    await store.load(ACTIVE._id);
    const [first, second] = await Promise.all([store.pause(), store.pause()]);
    expect([first, second]).toEqual(['done', 'failed']);
    expect(area.calls.filter((call) => call.startsWith('pause'))).toHaveLength(1);
    expect(store.subscription?.status).toBe('pause');
    expect(store.done).toBe('Your treatment is paused.');
    expect(store.changes).toBe(1);
  });

  it('keeps the subscription as it was when an action fails, and says why', async () => {
    const store = subscriptionStore();
    await store.load(ACTIVE._id);
    area.failNext('pause', 'The service is temporarily unavailable, please try again', 503);
    expect(await store.pause()).toBe('failed');
    expect(store.subscription).toEqual(ACTIVE);
    expect(store.actionError).toBe('The service is temporarily unavailable, please try again');
    expect(store.running).toBeNull();
    expect(store.changes).toBe(0);
  });

  it('reads the subscription again after a refusal (cancelled in another tab first), so the page offers what it allows now', async () => {
    const store = subscriptionStore();
    await store.load(ACTIVE._id);
    await new CancelSubscriptionUseCase(area).execute(ACTIVE._id);
    expect(await store.cancel()).toBe('refused');
    expect(store.refusal).toBe('This subscription cannot do that: it is cancel.');
    expect(store.actionError).toBeNull();
    expect(store.subscription?.status).toBe('cancel');
    expect(availableActions(store.subscription!, Date.now())).not.toContain('cancel');
    expect(store.changes).toBe(1);
    // The next action starts afresh.
    area.failNext('pause', 'The service is temporarily unavailable, please try again', 503);
    await store.pause();
    expect([store.refusal, store.actionError]).toEqual([null, 'The service is temporarily unavailable, please try again']);
  });

  it("tells a subscription that is not found (another patient's) from one that could not be read now", async () => {
    const store = subscriptionStore();
    await store.load('e'.repeat(24));
    expect([store.status.phase, store.status.error, store.status.refused]).toEqual(['error', 'Subscription not found', true]);
    area.failNext('get', 'The service is temporarily unavailable, please try again', 503);
    await store.load(ACTIVE._id);
    expect([store.status.phase, store.status.refused]).toEqual(['error', false]);
  });

  it('offers only the winback coupons that can still apply: not one used on this subscription', async () => {
    const coupon = (id: string) => ({
      _id: id,
      code: id.toUpperCase(),
      name: id,
      description: '',
      discountType: '%' as const,
      discountValue: 30,
      appliesTo: [{ appliesObjType: 'ed', frequencyOfDelivery: [], frequencyOfReception: null }],
    });
    area.coupons = [coupon('comeback30'), coupon('welcomeback')];
    area.add({ ...ACTIVE, status: 'cancel', couponIds: ['comeback30'] });
    const store = subscriptionStore();
    await store.load(ACTIVE._id);
    await store.loadWinbackCoupons();
    expect(store.winbackCoupons?.map((offered) => offered.code)).toEqual(['WELCOMEBACK']);
  });

  it('asks no price of a subscription still without a plan, so the page shows no price error', async () => {
    area.add({ ...ACTIVE, status: 'in_registration', registrationStep: 'treatment', plan: null });
    const store = subscriptionStore();
    await store.load(ACTIVE._id);
    expect(store.subscription?.status).toBe('in_registration');
    expect([store.price, store.priceError]).toEqual([null, null]);
    expect(area.calls).toEqual([`get ${ACTIVE._id}`]);
  });

  it('drops the price of the next delivery as soon as the treatment is cancelled: nothing more is billed', async () => {
    const store = subscriptionStore();
    await store.load(ACTIVE._id);
    expect(store.price).toEqual(PRICE);
    expect(await store.cancel()).toBe('done');
    expect(store.subscription?.status).toBe('cancel');
    expect(store.price).toBeNull();
  });

  it('reads the other doses with the page, so a treatment with no other dose is not offered a change', async () => {
    area.doses = [dose(ACTIVE.plan?.doseId ?? '', 1)];
    const store = subscriptionStore();
    await store.load(ACTIVE._id);
    expect(store.otherDoses).toBe(0);
    expect(availableActions({ ...ACTIVE, otherDoses: store.otherDoses }, Date.now())).not.toContain('changeDose');
    // Another subscription of the same store reads its own.
    area.doses = [dose(ACTIVE.plan?.doseId ?? '', 50), dose('4'.repeat(24), 100)];
    area.add({ ...ACTIVE, _id: 'b'.repeat(24) });
    await store.load('b'.repeat(24));
    expect(store.otherDoses).toBe(1);
    expect(availableActions({ ...ACTIVE, otherDoses: store.otherDoses }, Date.now())).toContain('changeDose');
  });

  it('offers the change when the doses could not be read, and reads them again when asked', async () => {
    area.failNext('doses', 'The service is temporarily unavailable, please try again', 503);
    const store = subscriptionStore();
    await store.load(ACTIVE._id);
    expect(store.otherDoses).toBeNull();
    area.doses = [dose(ACTIVE.plan?.doseId ?? '', 50), dose('4'.repeat(24), 100)];
    await store.loadDoses();
    expect(store.otherDoses).toBe(1);
  });

  it('forgets the previous subscription when another one opens', async () => {
    const store = subscriptionStore();
    await store.load(ACTIVE._id);
    area.add({ ...ACTIVE, _id: 'b'.repeat(24), status: 'pause' });
    const opening = store.load('b'.repeat(24));
    expect(store.subscription).toBeNull();
    await opening;
    expect(store.subscription?.status).toBe('pause');
  });
});

describe('the reactivation popup', () => {
  it("remembers 'Not now' on the account, so no reload or sign-in opens it again", async () => {
    const cancelled = area.add({
      ...ACTIVE,
      status: 'cancel',
      isApproved: false,
      cancellation: { cancelledAt: '2026-05-01T12:00:00.000Z', wasApproved: true },
    });
    area.user = { ...DEMO_USER, showReactivatePopup: true, subscriptions: [cancelled] };
    const declined: string[] = [];
    const declineReactivation = new DeclineReactivationUseCase({
      updateUser: async (userId, update) => {
        declined.push(`${userId} ${JSON.stringify(update)}`);
        area.user = { ...area.user, showReactivatePopup: false };
        return { ok: true, value: area.user };
      },
    });
    const useCases = {
      loadDashboardSummary: new LoadDashboardSummaryUseCase(area, area, { now: () => Date.UTC(2026, 4, 10) }),
      declineReactivation,
    } as unknown as ConstructorParameters<typeof DashboardSummaryStore>[0];
    const store = new DashboardSummaryStore(useCases);
    await store.load(null, 'main');
    expect(store.popupOpen).toBe(true);
    store.dismiss();
    expect(store.popupOpen).toBe(false);
    expect(declined).toEqual([`${DEMO_USER._id} {"showReactivatePopup":false}`]);
    const afterReload = new DashboardSummaryStore(useCases);
    await afterReload.load(null, 'main');
    expect(afterReload.popupOpen).toBe(false);
  });
});

describe('the renewal store', () => {
  const question = (id: string) => ({ _id: id, question: `Question ${id}` }) as unknown as CheckInQuestion;
  const renewalStore = () =>
    new RenewalStore({
      loadSubscription: new LoadSubscriptionUseCase(area),
      loadCheckInQuestionnaire: new LoadCheckInQuestionnaireUseCase(area),
    } as unknown as PatientAreaUseCases);

  it('opens with the renewal questions of the treatment opened last, not of one overtaken while it loaded', async () => {
    const other = { ...ACTIVE, _id: 'b'.repeat(24), productType: 'hl' as const };
    area.add(other);
    area.questionnaires.set('renewalQuestions:ed', [question('ed-1')]);
    area.questionnaires.set('renewalQuestions:hl', [question('hl-1'), question('hl-2')]);
    const store = renewalStore();
    await Promise.all([store.load(ACTIVE._id), store.load(other._id)]);
    expect([store.status.phase, store.subscription?._id, store.draft.questions.map((shown) => shown._id)]).toEqual(['ready', other._id, ['hl-1', 'hl-2']]);
  });

  it('says why it could not open, with no questions to answer', async () => {
    const store = renewalStore();
    await store.load('e'.repeat(24));
    expect([store.status.phase, store.subscription, store.draft.questions]).toEqual(['error', null, []]);
    expect(store.status.error).not.toBeNull();
  });
});
