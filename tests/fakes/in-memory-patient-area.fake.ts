import type { Charge } from '../../domain/entities/charge';
import type { CheckInAnswer, CheckInQuestion } from '../../domain/entities/check-in-question';
import type { DoseOption } from '../../domain/entities/dose-option';
import type { Order } from '../../domain/entities/order';
import type { PriceQuote } from '../../domain/entities/price-quote';
import type { RevealedCard } from '../../domain/entities/revealed-card';
import type { Subscription } from '../../domain/entities/subscription';
import type { SubscriptionDetails } from '../../domain/entities/subscription-details';
import type { User } from '../../domain/entities/user';
import type { WinbackCoupon } from '../../domain/entities/winback-coupon';
import type { ProductType } from '../../domain/shared/product-type';
import { fail, ok, type Result } from '../../domain/shared/result';
import type { BillingPort } from '../../application/ports/billing.port';
import type { CheckInKind, CheckInQuestionnairesPort } from '../../application/ports/check-in-questionnaires.port';
import type { IdempotencyKeysPort } from '../../application/ports/idempotency-keys.port';
import type { OrdersPort } from '../../application/ports/orders.port';
import type { CreatedPatient, PatientAccountPort } from '../../application/ports/patient-account.port';
import type { RenewalOutcome, SubscriptionLifecyclePort } from '../../application/ports/subscription-lifecycle.port';
import type { SubscriptionDetailsPort } from '../../application/ports/subscription-details.port';
import type { SubscriptionsPort } from '../../application/ports/subscriptions.port';
import type { TreatmentDosesPort } from '../../application/ports/treatment-doses.port';
import type { WinbackCouponsPort } from '../../application/ports/winback-coupons.port';

/**
 * The patient area's ports in memory, for use-case tests: one patient's subscriptions with the status
 * rules of the contract (a refused action is a 409 and changes nothing), their charges and orders. Every
 * call is recorded, and a test can make the next calls fail.
 */
export class InMemoryPatientArea
  implements
    SubscriptionsPort,
    SubscriptionDetailsPort,
    SubscriptionLifecyclePort,
    BillingPort,
    CheckInQuestionnairesPort,
    TreatmentDosesPort,
    WinbackCouponsPort,
    PatientAccountPort,
    IdempotencyKeysPort
{
  readonly subscriptions = new Map<string, SubscriptionDetails>();
  readonly chargeList: Charge[] = [];
  readonly orders: Order[] = [];
  readonly questionnaires = new Map<string, readonly CheckInQuestion[]>();
  doses: readonly DoseOption[] = [];
  coupons: readonly WinbackCoupon[] = [];
  card: RevealedCard | null = { last4: '4242', cardType: 'Visa', expirationDate: '12/34' };
  price: Result<PriceQuote> = ok(PRICE);
  user: User = DEMO_USER;
  readonly calls: string[] = [];
  /** Failures given instead of the next calls whose name starts with `call`, once each. */
  private readonly failures: { readonly call: string; readonly result: Result<never> }[] = [];
  private keyCount = 0;
  private idCount = 0;

  failNext(call: string, message: string, statusCode: number): void {
    this.failures.push({ call, result: fail(message, statusCode) });
  }

  add(subscription: SubscriptionDetails): SubscriptionDetails {
    this.subscriptions.set(subscription._id, subscription);
    return subscription;
  }

  next(): string {
    this.keyCount += 1;
    return `key-${this.keyCount}`;
  }

  // ── SubscriptionsPort, SubscriptionDetailsPort ──
  async listForPatient(patientId: string): Promise<Result<readonly Subscription[]>> {
    return this.answer(`list ${patientId}`, () => ok([...this.subscriptions.values()]));
  }

  async get(id: string): Promise<Result<SubscriptionDetails>> {
    return this.answer(`get ${id}`, () => this.find(id));
  }

  async upcomingPrice(id: string): Promise<Result<PriceQuote>> {
    return this.answer(`price ${id}`, () => this.price);
  }

  // ── SubscriptionLifecyclePort ──
  cancel(id: string) {
    return this.act('cancel', id, ['in_registration', 'in_progress', 'pending', 'pre_screened', 'hold', 'active', 'pause', 'renewal'], (s) => ({
      ...s,
      status: 'cancel',
      nextBillingDate: null,
      modifyRequest: null,
      cancellation: { cancelledAt: NOW_ISO, wasApproved: s.isApproved },
    }));
  }

  pause(id: string) {
    return this.act('pause', id, ['active'], (s) => ({
      ...s,
      status: 'pause',
      nextBillingDate: null,
      pause: { pausedAt: NOW_ISO, resumeBillingDate: s.nextBillingDate },
      pausedCharges: [...s.pausedCharges, { _id: this.newId(), sum: 60, createdAt: NOW_ISO }],
    }));
  }

  resume(id: string) {
    return this.act('resume', id, ['pause'], (s) => ({ ...s, status: 'active', pause: null, nextBillingDate: s.pause?.resumeBillingDate ?? NOW_ISO }));
  }

  skip(id: string, periods: number) {
    return this.act(`skip ${periods}`, id, ['active'], (s) => ({ ...s, skipPeriods: s.skipPeriods + periods }));
  }

  reactivate(id: string, options: { readonly winback?: string; readonly fromPopup?: boolean }) {
    return this.act(`reactivate ${JSON.stringify(options)}`, id, ['cancel'], (s) => ({ ...s, status: 'active', cancellation: null }));
  }

  requestDoseChange(id: string, doseId: string) {
    return this.act(`change-dose ${doseId}`, id, ['active', 'pause'], (s) => ({
      ...s,
      modifyRequest: { _id: this.newId(), status: 'pending', doseId, weight: 100, measure: 'mg', price: 90, createdAt: NOW_ISO },
    }));
  }

  removeDoseChange(id: string) {
    return this.act('remove-modify', id, ['active', 'pause'], (s) => ({ ...s, modifyRequest: null }));
  }

  submitFollowUp(id: string, answers: readonly CheckInAnswer[]) {
    return this.act(`follow-up ${answers.length}`, id, ['in_progress', 'active', 'pause', 'renewal'], (s) => ({
      ...s,
      status: s.status === 'in_progress' ? 'pending' : s.status,
      followUp: { submittedAt: NOW_ISO },
    }));
  }

  sendForReview(id: string) {
    return this.act('to-pending', id, ['in_progress'], (s) => ({ ...s, status: 'pending' }));
  }

  async renew(id: string, answers: readonly CheckInAnswer[], idempotencyKey: string): Promise<Result<RenewalOutcome>> {
    const renewed = await this.act(`renew ${idempotencyKey}`, id, ['active', 'renewal', 'completed'], (s) => ({
      ...s,
      status: 'active',
      renewal: { renewedAt: NOW_ISO, startsAt: NOW_ISO, chargeId: 'c'.repeat(24) },
    }));
    if (!renewed.ok) return renewed;
    const charge = { ...CHARGE, _id: this.newId(), subscriptionId: id };
    this.chargeList.push(charge);
    const order = { ...ORDER, _id: this.newId(), subscriptionId: id, status: 'processing' };
    this.orders.unshift(order);
    return ok({ subscription: renewed.value, charge, order });
  }

  // ── BillingPort ──
  async charges(id: string): Promise<Result<readonly Charge[]>> {
    return this.answer(`charges ${id}`, () => ok(this.chargeList));
  }

  async charge(chargeId: string): Promise<Result<Charge>> {
    return this.answer(`charge ${chargeId}`, () => {
      const found = this.chargeList.find((candidate) => candidate._id === chargeId);
      return found ? ok(found) : fail('Charge not found', 404);
    });
  }

  async revealCard(patientId: string): Promise<Result<RevealedCard | null>> {
    return this.answer(`card ${patientId}`, () => ok(this.card));
  }

  // ── OrdersPort (its own object: SubscriptionsPort has a get too) ──
  readonly ordersPort: OrdersPort = {
    page: (page, limit) =>
      this.answer(`orders ${page} ${limit}`, () => {
        const orders = this.orders.slice((page - 1) * limit, page * limit);
        return ok({ orders, nextPage: page * limit < this.orders.length ? page + 1 : null, total: this.orders.length });
      }),
    get: (id) =>
      this.answer(`order ${id}`, () => {
        const order = this.orders.find((candidate) => candidate._id === id);
        return order ? ok(order) : fail('Order not found', 404);
      }),
  };

  // ── CheckInQuestionnairesPort ──
  async questions(kind: CheckInKind, productType: ProductType): Promise<Result<readonly CheckInQuestion[]>> {
    return this.answer(`questions ${kind} ${productType}`, () => ok(this.questionnaires.get(`${kind}:${productType}`) ?? []));
  }

  // ── TreatmentDosesPort ──
  async activeDoses(productType: ProductType, productId: string, variationId: string): Promise<Result<readonly DoseOption[]>> {
    return this.answer(`doses ${productType} ${productId} ${variationId}`, () => ok(this.doses));
  }

  // ── WinbackCouponsPort ──
  async activeFor(productType: ProductType): Promise<Result<readonly WinbackCoupon[]>> {
    return this.answer(`coupons ${productType}`, () => ok(this.coupons));
  }

  // ── PatientAccountPort ──
  async createPatient(): Promise<Result<CreatedPatient>> {
    return fail('Not used here', 500);
  }

  async loadCurrentUser(options: { readonly winback?: string } = {}): Promise<Result<User>> {
    return this.answer(`me ${options.winback ?? ''}`.trim(), () => ok(this.user));
  }

  private async act(
    call: string,
    id: string,
    allowed: readonly string[],
    change: (subscription: SubscriptionDetails) => SubscriptionDetails,
  ): Promise<Result<SubscriptionDetails>> {
    return this.answer(`${call} ${id}`, () => {
      const found = this.find(id);
      if (!found.ok) return found;
      if (!allowed.includes(found.value.status ?? '')) return fail(`This subscription cannot do that: it is ${found.value.status}.`, 409);
      return ok(this.add(change(found.value)));
    });
  }

  private answer<T>(call: string, body: () => Result<T>): Promise<Result<T>> {
    this.calls.push(call);
    const index = this.failures.findIndex((failure) => call.startsWith(failure.call));
    const failure = index >= 0 ? this.failures.splice(index, 1)[0] : undefined;
    return Promise.resolve(failure ? failure.result : body());
  }

  private find(id: string): Result<SubscriptionDetails> {
    const subscription = this.subscriptions.get(id);
    return subscription ? ok(subscription) : fail('Subscription not found', 404);
  }

  private newId(): string {
    this.idCount += 1;
    return this.idCount.toString(16).padStart(24, 'e');
  }
}

export const NOW_ISO = '2026-05-10T12:00:00.000Z';
export const NOW_MS = Date.parse(NOW_ISO);

export const ACTIVE: SubscriptionDetails = {
  _id: 'a'.repeat(24),
  status: 'active',
  productType: 'ed',
  patientId: 'f'.repeat(24),
  isApproved: true,
  registrationStep: 'done',
  registrationStepsOrder: ['basic', 'questions', 'treatment', 'payment'],
  nextBillingDate: '2026-06-01T12:00:00.000Z',
  plan: {
    productId: '1'.repeat(24),
    productName: 'Sildenafil',
    variationId: '2'.repeat(24),
    variationName: 'Generic Sildenafil',
    doseId: '3'.repeat(24),
    weight: 50,
    measure: 'mg',
    frequencyOfDelivery: 3,
    frequencyOfReception: 8,
    price: 60,
  },
  createdAt: '2026-01-01T12:00:00.000Z',
  sequencePaymentPeriod: 1,
  coupons: [],
  addons: [],
  expiredAt: '2027-01-01T12:00:00.000Z',
  nextPeriodStart: '2026-06-01T12:00:00.000Z',
  latestBilledAmount: 44.99,
  discountedPrice: 60,
  skipPeriods: 0,
  pausedCharges: [],
  pause: null,
  cancellation: null,
  renewal: null,
  followUp: null,
  modifyRequest: null,
  creditCard: { cardNumber: '4242', cardType: 'Visa' },
};

export const PRICE: PriceQuote = {
  period: 2,
  strikeThroughPrice: 72,
  price: 60,
  couponDiscount: 0,
  offerPrice: 60,
  addonsPrice: 4.99,
  total: 64.99,
  coupons: [],
  addons: [{ name: 'Shipping protection', price: 4.99 }],
};

export const CHARGE: Charge = {
  _id: 'c'.repeat(24),
  invoiceId: 'INV-0000000C',
  sum: 64.99,
  status: 'success',
  reasonType: 'subscription',
  createdAt: NOW_ISO,
  invoiceItems: [{ name: 'Sildenafil 50 mg x 24', sum: 60, type: 'product', isNegative: false }],
  reasonObject: { plan: ACTIVE.plan, sequencePaymentPeriod: 2, maxPeriodsCount: 4, refills: 2 },
  card: { cardType: 'Visa', cardNumber: '4242' },
  failureMessage: null,
};

export const ORDER: Order = {
  _id: 'd'.repeat(24),
  subscriptionId: ACTIVE._id,
  createdAt: NOW_ISO,
  status: 'shipped',
  tracking_number: '1Z999',
  tracking_url: 'https://www.ups.com/track?tracknum=1Z999',
  carrier: 'UPS',
  charge: { _id: CHARGE._id, invoiceId: CHARGE.invoiceId, sum: CHARGE.sum, plan: ACTIVE.plan, status: null, invoiceItems: [] },
  shipping: { address: '1200 Larkin Street', city: 'San Francisco', state: 'CA', zipCode: '94109' },
};

export const DEMO_USER: User = {
  _id: 'b'.repeat(24),
  roles: ['patient'],
  email: 'demo.patient@vireo.example',
  firstName: 'Jordan',
  lastName: 'Demo',
  phone: null,
  avatar: null,
  chatNoticeAlert: true,
  notificationPreference: { sms: true, email: true, receiveNewsByEmail: false, receiveNewsBySMS: false },
  verifyClientSecret: null,
  showReactivatePopup: false,
  belugaMode: false,
  latestBilledAmount: 4.99,
  patient: null,
  subscriptions: [],
};
