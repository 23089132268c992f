import type { AddressCandidate, AddressForm, AddressSuggestion, EnabledState, ZipCodePlace } from '../../domain/entities/address';
import type { CardDetails, CardProcessor, CardToken, HeldPayment } from '../../domain/entities/card-payment';
import type { CatalogueAddon, CatalogueProduct } from '../../domain/entities/catalogue-product';
import type { CheckInAnswer } from '../../domain/entities/check-in-question';
import type { IdentityPhotoKind, UploadedIdentityPhoto } from '../../domain/entities/identity-photo';
import type { Gender } from '../../domain/entities/patient';
import type { DeliveryDiscount, PeriodsPrice, PriceOption } from '../../domain/entities/price-option';
import type { RegistrationQuestion } from '../../domain/entities/registration-question';
import type { Subscription } from '../../domain/entities/subscription';
import type { SubscriptionDetails } from '../../domain/entities/subscription-details';
import type { User } from '../../domain/entities/user';
import type { VisitLog } from '../../domain/entities/visit-log';
import { MESSAGES } from '../../domain/feedback/messages';
import { cardNumberDigits } from '../../domain/registration-flow/card-entry';
import type { QuestionnaireQuery } from '../../domain/registration-flow/questionnaire-query';
import type { ProductType } from '../../domain/shared/product-type';
import { fail, ok, type Result } from '../../domain/shared/result';
import type { AddressPort } from '../../application/ports/address.port';
import type { AppConfigPort } from '../../application/ports/app-config.port';
import type { CardResult, CardTokenizerPort, PaymentAttempt, PaymentsPort } from '../../application/ports/card-payments.port';
import type { CataloguePort } from '../../application/ports/catalogue.port';
import type { ClockPort } from '../../application/ports/clock.port';
import type { IdempotencyKeysPort } from '../../application/ports/idempotency-keys.port';
import type { IdentityVerificationPort, ImageProcessingPort, PhotoUpload, PreparedImage } from '../../application/ports/identity-verification.port';
import type { BasicsUpdate, PatientBasicsPort } from '../../application/ports/patient-basics.port';
import type { QuestionnairesPort, VisitLogWrite } from '../../application/ports/questionnaires.port';
import type { RegistrationPort, TreatmentChoice } from '../../application/ports/registration.port';
import type { SubscriptionsPort } from '../../application/ports/subscriptions.port';
import { MemoryStorageAdapter } from '../../adapters/storage/memory-storage.adapter';

export const PATIENT_ID = 'a'.repeat(24);

export const NOW = Date.UTC(2026, 4, 10, 12);

const FULL_STEPS = ['basic', 'questions', 'globalQuestions', 'treatment', 'payment', 'photo'];

/** Stripe's test cards as the sandbox knows them: what happens when each is charged. */
const CARD_BEHAVIOUR: Readonly<Record<string, { readonly brand: string; readonly decline?: { message: string; code: string } }>> = {
  '4242424242424242': { brand: 'Visa' },
  '4000000000000002': { brand: 'Visa', decline: { message: 'Your card was declined.', code: 'card_declined' } },
  '4000000000009995': { brand: 'Visa', decline: { message: 'Your card has insufficient funds.', code: 'card_declined' } },
};

export const blankSubscription = (id: string, productType: ProductType, extra: Partial<SubscriptionDetails> = {}): SubscriptionDetails => ({
  _id: id,
  status: 'in_registration',
  productType,
  patientId: PATIENT_ID,
  isApproved: false,
  registrationStep: 'basic',
  registrationStepsOrder: FULL_STEPS,
  nextBillingDate: null,
  plan: null,
  createdAt: new Date(NOW).toISOString(),
  sequencePaymentPeriod: 0,
  coupons: [],
  addons: [],
  expiredAt: null,
  nextPeriodStart: null,
  latestBilledAmount: null,
  discountedPrice: null,
  skipPeriods: 0,
  pausedCharges: [],
  pause: null,
  cancellation: null,
  renewal: null,
  followUp: null,
  modifyRequest: null,
  creditCard: null,
  ...extra,
});

/**
 * The registration's ports in memory, with the contract's rules the use cases rely on: the stepper walks
 * registrationStepsOrder (prev refused on the first step, every update refused once done), a held charge
 * is kept once per idempotency key (a decline too), one charge per subscription. Calls are recorded; a
 * test can make the next calls of a name fail.
 */
export class InMemoryRegistration
  implements
    RegistrationPort,
    SubscriptionsPort,
    PatientBasicsPort,
    AppConfigPort,
    QuestionnairesPort,
    CataloguePort,
    AddressPort,
    PaymentsPort,
    CardTokenizerPort,
    IdempotencyKeysPort,
    IdentityVerificationPort,
    ImageProcessingPort,
    ClockPort
{
  readonly calls: string[] = [];
  readonly subscriptions = new Map<string, SubscriptionDetails>();
  readonly storage = new MemoryStorageAdapter();
  readonly charges: { readonly subscriptionId: string; readonly key: string; readonly sum: number }[] = [];
  readonly attempts: PaymentAttempt[] = [];
  readonly visitLogs = new Map<
    string,
    { isBlockedUser: boolean; questionnaires: Map<string, { lastQuestionIndex: number; answers: readonly CheckInAnswer[] }> }
  >();
  readonly uploads: { readonly kind: IdentityPhotoKind; readonly name: string; readonly size: number }[] = [];
  readonly basicsSaved: BasicsUpdate[] = [];
  questions: RegistrationQuestion[] = [];
  globalAnswerList: readonly CheckInAnswer[] = [];
  catalogue: readonly CatalogueProduct[] = [];
  priceOptions: readonly PriceOption[] = [];
  periods: PeriodsPrice = { periods: [], total: 0 };
  candidates: readonly AddressCandidate[] = [];
  enabled: readonly EnabledState[] = [
    { code: 'NY', name: 'New York' },
    { code: 'CO', name: 'Colorado' },
  ];
  takenPhones = new Set<string>();
  verificationEnabled = true;
  imageSize: { width: number; height: number } | null = { width: 3000, height: 2000 };
  user: User | null = null;
  readonly processor: CardProcessor = 'sandbox';
  readonly collects = 'own-fields' as const;
  private readonly keyAnswers = new Map<string, CardResult<HeldPayment>>();
  private readonly failures: { readonly call: string; readonly result: Result<never> }[] = [];
  private readonly tokens = new Map<string, string>();
  private counter = 0;
  /** Resolves the next hold-charge only when a test says so (to overlap calls). */
  holdGate: Promise<void> | null = null;

  failNext(call: string, message: string, statusCode: number): void {
    this.failures.push({ call, result: fail(message, statusCode) });
  }

  private record(call: string): Result<never> | null {
    this.calls.push(call);
    const index = this.failures.findIndex((failure) => call.startsWith(failure.call));
    if (index < 0) return null;
    const [failure] = this.failures.splice(index, 1);
    return failure!.result;
  }

  private id(): string {
    this.counter += 1;
    return this.counter.toString(16).padStart(24, '0');
  }

  // ── clock, keys, storage ──
  now(): number {
    return NOW;
  }

  next(): string {
    this.counter += 1;
    return `key-${this.counter.toString(16).padStart(12, '0')}`;
  }

  // ── registration ──
  async create(productType: ProductType): Promise<Result<SubscriptionDetails>> {
    const failure = this.record(`create ${productType}`);
    if (failure) return failure;
    const subscription = blankSubscription(this.id(), productType);
    this.subscriptions.set(subscription._id, subscription);
    return ok(subscription);
  }

  async startNew(request: { productType: ProductType; patientId: string; couponIds: readonly string[] }): Promise<Result<SubscriptionDetails>> {
    const failure = this.record(`start-new ${request.productType}`);
    if (failure) return failure;
    const subscription = blankSubscription(this.id(), request.productType, {
      registrationStep: 'questions',
      registrationStepsOrder: ['questions', 'treatment', 'payment'],
    });
    this.subscriptions.set(subscription._id, subscription);
    return ok(subscription);
  }

  async listForPatient(patientId: string): Promise<Result<readonly Subscription[]>> {
    const failure = this.record(`list ${patientId}`);
    if (failure) return failure;
    return ok([...this.subscriptions.values()]);
  }

  async upcomingPrice(): Promise<never> {
    throw new Error('not used by the registration');
  }

  async get(subscriptionId: string): Promise<Result<SubscriptionDetails>> {
    const failure = this.record(`get ${subscriptionId}`);
    if (failure) return failure;
    const found = this.subscriptions.get(subscriptionId);
    return found ? ok(found) : fail('Subscription not found', 404);
  }

  async step(subscriptionId: string, direction: 'next' | 'prev'): Promise<Result<SubscriptionDetails>> {
    const failure = this.record(`step ${direction}`);
    if (failure) return failure;
    const subscription = this.subscriptions.get(subscriptionId);
    if (!subscription) return fail('Subscription not found', 404);
    if (subscription.registrationStep === 'done') return fail(MESSAGES.subscriptionCompleted, 409);
    const order = subscription.registrationStepsOrder;
    const index = order.indexOf(subscription.registrationStep);
    const target = direction === 'prev' ? order[index - 1] : (order[index + 1] ?? 'done');
    if (!target) return fail('This is the first step of the registration: there is no step before it', 409);
    const moved = { ...subscription, registrationStep: target, ...(target === 'done' ? { status: 'pending' } : {}) };
    this.subscriptions.set(subscriptionId, moved);
    return ok(moved);
  }

  async chooseTreatment(subscriptionId: string, choice: TreatmentChoice): Promise<Result<SubscriptionDetails>> {
    const failure = this.record(`choose ${choice.doseId}`);
    if (failure) return failure;
    const subscription = this.subscriptions.get(subscriptionId)!;
    const chosen = { ...subscription, plan: { ...choice }, addons: choice.addonIds.map((id) => ({ _id: id, name: id, price: 1, recurring: true })) };
    this.subscriptions.set(subscriptionId, chosen);
    return ok(chosen);
  }

  async applyCoupon(subscriptionId: string, code: string): Promise<Result<SubscriptionDetails>> {
    const failure = this.record(`coupon ${code}`);
    if (failure) return failure;
    if (code.toUpperCase() !== 'WELCOME20') return fail('This coupon code is not valid', 404);
    const subscription = this.subscriptions.get(subscriptionId)!;
    const couponed = {
      ...subscription,
      coupons: [{ _id: 'c'.repeat(24), code, name: '$20 off', discountType: '$' as const, discountValue: 20, usingPeriodsCount: 1, firstPeriod: 1 }],
    };
    this.subscriptions.set(subscriptionId, couponed);
    return ok(couponed);
  }

  // ── basics, config ──
  async checkPhone(phone: string): Promise<Result<{ readonly phoneExist: boolean }>> {
    return this.record(`check-phone ${phone}`) ?? ok({ phoneExist: this.takenPhones.has(phone) });
  }

  async setGender(_patientId: string, gender: Gender): Promise<Result<void>> {
    return this.record(`set-gender ${gender}`) ?? ok(undefined);
  }

  async saveBasics(_patientId: string, basics: BasicsUpdate): Promise<Result<void>> {
    const failure = this.record('save-basics');
    if (failure) return failure;
    this.basicsSaved.push(basics);
    return ok(undefined);
  }

  async saveBodyMetrics(_patientId: string, metrics: { height: number; weight: number }): Promise<Result<void>> {
    return this.record(`body-metrics ${metrics.height} ${metrics.weight}`) ?? ok(undefined);
  }

  async enabledStates(): Promise<Result<readonly EnabledState[]>> {
    return this.record('enabled-states') ?? ok(this.enabled);
  }

  async zipCodePlace(zipCode: string): Promise<Result<ZipCodePlace | null>> {
    const failure = this.record(`zip ${zipCode}`);
    if (failure) return failure;
    if (zipCode.startsWith('10')) return ok({ zipCode, city: 'New York', state: 'NY', stateName: 'New York' });
    if (zipCode.startsWith('73')) return ok({ zipCode, city: 'Austin', state: 'TX', stateName: 'Texas' });
    return ok(null);
  }

  async identityVerificationEnabled(): Promise<Result<boolean>> {
    return this.record('config identityVerificationEnabled') ?? ok(this.verificationEnabled);
  }

  async photoUploadRules(): Promise<Result<{ readonly maxBytes: number; readonly acceptedTypes: readonly string[] }>> {
    return this.record('config photoUploadRules') ?? ok({ maxBytes: 5000, acceptedTypes: ['image/jpeg', 'image/png', 'image/heic'] });
  }

  // ── questionnaires ──
  async list(query: QuestionnaireQuery): Promise<Result<readonly RegistrationQuestion[]>> {
    const failure = this.record(`questions ${query.questionType}${query.gender ? ` ${query.gender}` : ''}`);
    if (failure) return failure;
    return ok(this.questions.filter((question) => query.isFollowupQuestion !== false || !question.isFollowupQuestion));
  }

  async question(questionId: string): Promise<Result<RegistrationQuestion>> {
    const failure = this.record(`question ${questionId}`);
    if (failure) return failure;
    const found = this.questions.find((question) => question._id === questionId);
    return found ? ok(found) : fail('Question not found', 404);
  }

  private logOf(subscriptionId: string): VisitLog | null {
    const log = this.visitLogs.get(subscriptionId);
    if (!log) return null;
    return {
      isBlockedUser: log.isBlockedUser,
      questionnaires: [...log.questionnaires.entries()].map(([questionType, entry]) => ({ questionType, ...entry })),
    };
  }

  async visitLog(subscriptionId: string): Promise<Result<VisitLog | null>> {
    return this.record('visit-log') ?? ok(this.logOf(subscriptionId));
  }

  async lastQuestionIndex(subscriptionId: string, questionType: string): Promise<Result<number | null>> {
    const failure = this.record(`last-index ${questionType}`);
    if (failure) return failure;
    const log = this.visitLogs.get(subscriptionId);
    return ok(log ? (log.questionnaires.get(questionType)?.lastQuestionIndex ?? 0) : null);
  }

  async saveVisitLog(subscriptionId: string, write: VisitLogWrite, options: { create: boolean; blocked: boolean }): Promise<Result<VisitLog>> {
    const failure = this.record(
      `${options.create ? 'POST' : 'PUT'} visit-log ${write.questionType} ${write.lastQuestionIndex}${options.blocked ? ' blocked' : ''}`,
    );
    if (failure) return failure;
    const existing = this.visitLogs.get(subscriptionId);
    if (options.create && existing) return fail('This subscription already has a visit log: save answers with PUT', 409);
    if (!options.create && !existing) return fail(MESSAGES.onlineVisitLogNotFound, 404);
    const log = existing ?? { isBlockedUser: false, questionnaires: new Map() };
    const blocking = write.answers.some((answer) =>
      (answer.optionIds ?? []).some((optionId) =>
        this.questions.some((question) => question.qOptions.some((option) => option._id === optionId && option.blocksPatient)),
      ),
    );
    log.isBlockedUser = log.isBlockedUser || options.blocked || blocking;
    log.questionnaires.set(write.questionType, { lastQuestionIndex: write.lastQuestionIndex, answers: write.answers });
    this.visitLogs.set(subscriptionId, log);
    return ok(this.logOf(subscriptionId)!);
  }

  async globalAnswers(): Promise<Result<readonly CheckInAnswer[]>> {
    return this.record('global-answers') ?? ok(this.globalAnswerList);
  }

  // ── catalogue ──
  async products(): Promise<Result<readonly CatalogueProduct[]>> {
    return this.record('products') ?? ok(this.catalogue);
  }

  async prices(productId: string, subscriptionId: string | null): Promise<Result<readonly PriceOption[]>> {
    return this.record(`prices ${productId} ${subscriptionId}`) ?? ok(this.priceOptions);
  }

  async deliveryDiscounts(_subscriptionId: string, doseId: string): Promise<Result<readonly DeliveryDiscount[]>> {
    return this.record(`discounts ${doseId}`) ?? ok([]);
  }

  async periodsPrice(subscriptionId: string, periods: number): Promise<Result<PeriodsPrice>> {
    return this.record(`periods-price ${subscriptionId} ${periods}`) ?? ok(this.periods);
  }

  async addons(): Promise<Result<readonly CatalogueAddon[]>> {
    return this.record('addons') ?? ok([]);
  }

  // ── address ──
  async suggest(search: string): Promise<Result<readonly AddressSuggestion[]>> {
    return this.record(`suggest ${search}`) ?? ok([]);
  }

  async verify(address: AddressForm, candidates: number): Promise<Result<readonly AddressCandidate[]>> {
    return this.record(`verify ${address.address} ${candidates}`) ?? ok(this.candidates);
  }

  async saveShipping(address: AddressForm): Promise<Result<AddressForm>> {
    return this.record(`save-shipping ${address.address}`) ?? ok(address);
  }

  // ── card provider and payments ──
  async mountField(): Promise<Result<void>> {
    return ok(undefined);
  }

  unmountField(): void {}

  async tokenize(card: CardDetails | null): Promise<CardResult<CardToken>> {
    this.calls.push('tokenize');
    const digits = cardNumberDigits(card?.number ?? '') ?? '';
    const known = CARD_BEHAVIOUR[digits];
    if (!known) return { ok: false, error: { message: 'Your card number is invalid.', statusCode: 402, providerCode: 'invalid_number' } };
    const id = `tok_${this.id()}`;
    this.tokens.set(id, digits);
    return { ok: true, value: { id, brand: known.brand, last4: digits.slice(-4), expMonth: card!.expMonth, expYear: card!.expYear } };
  }

  async holdCharge(subscriptionId: string, request: { cardToken: string; idempotencyKey: string; amount: number }): Promise<CardResult<HeldPayment>> {
    this.calls.push(`hold ${request.idempotencyKey}`);
    if (this.holdGate) await this.holdGate;
    const failure = this.failures.findIndex((entry) => entry.call === 'hold');
    if (failure >= 0) {
      const [entry] = this.failures.splice(failure, 1);
      // The server got the request before the connection dropped: it charged, but no answer came.
      if (entry!.result.ok === false && entry!.result.error.statusCode === 503) await this.charge(subscriptionId, request);
      return {
        ...entry!.result,
        error: { ...(entry!.result as { error: { message: string; statusCode: number } }).error, providerCode: null },
      } as CardResult<HeldPayment>;
    }
    return this.charge(subscriptionId, request);
  }

  private async charge(subscriptionId: string, request: { cardToken: string; idempotencyKey: string; amount: number }): Promise<CardResult<HeldPayment>> {
    const earlier = this.keyAnswers.get(request.idempotencyKey);
    if (earlier) return earlier;
    const behaviour = CARD_BEHAVIOUR[this.tokens.get(request.cardToken) ?? ''];
    let answer: CardResult<HeldPayment>;
    if (!behaviour) answer = { ok: false, error: { message: 'No such card token: please enter your card again.', statusCode: 400, providerCode: null } };
    else if (behaviour.decline) answer = { ok: false, error: { message: behaviour.decline.message, statusCode: 402, providerCode: behaviour.decline.code } };
    else if (this.charges.some((charge) => charge.subscriptionId === subscriptionId)) {
      answer = {
        ok: false,
        error: { message: 'This subscription already has a payment on hold: it is not charged twice.', statusCode: 409, providerCode: null },
      };
    } else {
      this.charges.push({ subscriptionId, key: request.idempotencyKey, sum: request.amount });
      answer = { ok: true, value: { chargeId: this.id(), sum: request.amount, status: 'hold', orderId: this.id() } };
    }
    this.keyAnswers.set(request.idempotencyKey, answer);
    return answer;
  }

  async logAttempt(_subscriptionId: string, attempt: PaymentAttempt): Promise<Result<void>> {
    this.attempts.push(attempt);
    return ok(undefined);
  }

  // ── identity photos ──
  async upload(_subscriptionId: string, kind: IdentityPhotoKind, photo: PhotoUpload): Promise<Result<UploadedIdentityPhoto>> {
    const failure = this.record(`upload ${kind}`);
    if (failure) return failure;
    this.uploads.push({ kind, name: photo.name, size: photo.bytes.size });
    return ok({ _id: this.id(), kind, mimeType: 'image/jpeg', size: photo.bytes.size });
  }

  async isUploaded(_subscriptionId: string, kind: IdentityPhotoKind): Promise<Result<boolean>> {
    return this.record(`uploaded ${kind}`) ?? ok(this.uploads.some((upload) => upload.kind === kind));
  }

  async dimensions(): Promise<{ readonly width: number; readonly height: number } | null> {
    return this.imageSize;
  }

  async reencode(_image: Blob, name: string, target: { width: number; height: number }): Promise<PreparedImage> {
    this.calls.push(`reencode ${target.width}x${target.height}`);
    return {
      bytes: new Blob([new Uint8Array(100)], { type: 'image/jpeg' }),
      name: name.replace(/\.[^.]+$/, '.jpg'),
      width: target.width,
      height: target.height,
    };
  }
}
