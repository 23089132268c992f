import { makeAutoObservable, runInAction } from 'mobx';
import type { RegistrationUseCases } from '../../../application/areas/registration.use-cases';
import type { PaymentAttemptKey } from '../../../application/use-cases/payments/pay-for-subscription.use-case';
import type { CardEntry } from '../../../application/use-cases/payments/prepare-card-entry.use-case';
import type { PeriodsPrice } from '../../../domain/entities/price-option';
import { cardEntryErrors, cardNumberDigits, parseExpiry, type CardField } from '../../../domain/registration-flow/card-entry';
import { nextTask } from './next-task';
import type { RegistrationStore } from './registration.store';
import { STORE_OPTIONS } from './store-options';
import type { Today } from './today';
import { errorText } from '../../i18n/error-text';

const EMPTY_CARD: Record<CardField, string> = { number: '', expiry: '', cvc: '' };

const INTERRUPTED_PAYMENT_MESSAGE = 'We did not get an answer about your payment. Press Pay again: you will not be charged twice.';

/**
 * The payment step's card sub-step: what is held today, the card, paid through the configured card
 * provider. The fields are checked as the patient types and kept when a call fails (and while the patient
 * goes back to the address); an attempt with no answer is retried as it was, so the patient is charged once.
 */
export class CardPaymentStore {
  summary: PeriodsPrice | null = null;
  summaryError: string | null = null;
  entry: CardEntry | null = null;
  entryError: string | null = null;
  card: Record<CardField, string> = EMPTY_CARD;
  cardTouched = new Set<CardField>();
  cardSubmitted = false;
  paying = false;
  payError: string | null = null;
  private retry: PaymentAttemptKey | null = null;
  private openedFor: string | null = null;

  constructor(
    private readonly useCases: Pick<RegistrationUseCases, 'loadPaymentSummary' | 'prepareCardEntry' | 'pay' | 'advance'>,
    private readonly registration: RegistrationStore,
    private readonly today: Today,
  ) {
    makeAutoObservable<CardPaymentStore, 'useCases' | 'registration' | 'today' | 'retry' | 'openedFor'>(
      this,
      { useCases: false, registration: false, today: false, retry: false, openedFor: false },
      STORE_OPTIONS,
    );
  }

  /** The card sub-step opens: what will be held, and the provider's field mounted where it draws its own. */
  async openCard(selector: string): Promise<void> {
    const subscription = this.registration.subscription;
    if (!subscription) return;
    // Another treatment's payment: its card and its attempt are not this one's.
    if (this.openedFor !== subscription._id) {
      this.openedFor = subscription._id;
      this.card = EMPTY_CARD;
      this.retry = null;
    }
    this.summaryError = null;
    this.entryError = null;
    await nextTask();
    const [summary, entry] = await Promise.all([
      this.useCases.loadPaymentSummary.execute(subscription._id),
      this.useCases.prepareCardEntry.execute({ selector }),
    ]);
    runInAction(() => {
      if (summary.ok) this.summary = summary.value;
      else this.summaryError = errorText(summary.error);
      if (entry.ok) this.entry = entry.value;
      else this.entryError = errorText(entry.error);
    });
  }

  closeCard(): void {
    if (this.entry?.collects === 'provider-field') void this.useCases.prepareCardEntry.execute({ release: true });
  }

  get alreadyPaid(): boolean {
    return this.registration.subscription?.creditCard != null;
  }

  get cardErrors(): Partial<Record<CardField, string>> {
    if (this.entry?.collects !== 'own-fields') return {};
    return cardEntryErrors(this.card, this.today());
  }

  cardFieldError(field: CardField): string | null {
    return this.cardSubmitted || this.cardTouched.has(field) ? (this.cardErrors[field] ?? null) : null;
  }

  setCard(field: CardField, value: string): void {
    this.card = { ...this.card, [field]: value };
    // A new card is a new payment attempt.
    this.retry = null;
    this.payError = null;
  }

  touchCard(field: CardField): void {
    this.cardTouched = new Set(this.cardTouched).add(field);
  }

  /** Pay: the first period is held on the card; a double click or a retry charges once. */
  async pay(): Promise<void> {
    const subscription = this.registration.subscription;
    this.cardSubmitted = true;
    if (!subscription || !this.summary || !this.entry || this.paying || Object.keys(this.cardErrors).length > 0) return;
    const amount = this.summary.periods[0]?.total ?? 0;
    const expiry = parseExpiry(this.card.expiry);
    const card =
      this.entry.collects === 'own-fields' && expiry
        ? { number: cardNumberDigits(this.card.number) ?? '', expMonth: expiry.month, expYear: expiry.year, cvc: this.card.cvc.trim() }
        : null;
    this.paying = true;
    this.payError = null;
    await nextTask();
    const outcome = await this.useCases.pay.execute({ subscriptionId: subscription._id, card, amount, retry: this.retry });
    if (!outcome.ok) {
      runInAction(() => {
        this.paying = false;
        this.payError = errorText(outcome.error);
      });
      return;
    }
    const result = outcome.value;
    if (result.kind !== 'paid') {
      runInAction(() => {
        this.paying = false;
        this.retry = result.kind === 'interrupted' ? result.attempt : null;
        this.payError = result.kind === 'interrupted' ? INTERRUPTED_PAYMENT_MESSAGE : result.message;
      });
      return;
    }
    runInAction(() => {
      this.retry = null;
      this.card = EMPTY_CARD;
    });
    await this.continueAfterPayment();
    runInAction(() => {
      this.paying = false;
    });
  }

  /** The payment is held: the step moves on (also when the patient comes back to this step later). */
  async continueAfterPayment(): Promise<void> {
    const subscription = this.registration.subscription;
    if (!subscription) return;
    const moved = await this.useCases.advance.execute(subscription._id);
    runInAction(() => {
      if (moved.ok) this.registration.stepCompleted(moved.value);
      else this.payError = errorText(moved.error);
    });
  }

  reset(): void {
    this.summary = null;
    this.entry = null;
    this.card = EMPTY_CARD;
    this.cardTouched = new Set();
    this.cardSubmitted = false;
    this.paying = false;
    this.payError = null;
    this.retry = null;
    this.openedFor = null;
  }
}
