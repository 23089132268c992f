import { makeAutoObservable, runInAction } from 'mobx';
import type { AddressCandidate, AddressForm, AddressSuggestion, EnabledState } from '../../../domain/entities/address';
import type { PeriodsPrice } from '../../../domain/entities/price-option';
import { addressFormErrors, candidateAddress, NEEDS_UNIT_MESSAGE } from '../../../domain/registration-flow/address-verification';
import { cardNumberDigits, cardNumberError, cvcError, expiryError, parseExpiry } from '../../../domain/registration-flow/card-entry';
import { addressSaved } from '../../../domain/registration-flow/step-advance';
import type { CardEntry } from '../../../application/use-cases/payments/prepare-card-entry.use-case';
import type { PaymentAttemptKey } from '../../../application/use-cases/payments/pay-for-subscription.use-case';
import type { SessionStore } from '../session.store';
import type { RegistrationStore } from './registration.store';
import type { RegistrationUseCases } from '../../../application/areas/registration.use-cases';
import type { Today } from './today';
import { inNextTask, nextTask } from './next-task';
import { STORE_OPTIONS } from './store-options';

type AddressField = keyof AddressForm;
type CardField = 'number' | 'expiry' | 'cvc';

const EMPTY_ADDRESS: AddressForm = { address: '', secondAddress: '', city: '', state: '', zipCode: '' };
const EMPTY_CARD: Record<CardField, string> = { number: '', expiry: '', cvc: '' };

export const INTERRUPTED_PAYMENT_MESSAGE = 'We did not get an answer about your payment. Press Pay again: you will not be charged twice.';

/**
 * The payment step: the shipping address (checked with the address service: the patient chooses among its
 * candidates), then the card, paid through the configured card provider. The address and card fields are
 * checked as the patient types and kept when a call fails; an attempt with no answer is retried as it was,
 * so the patient is charged once.
 */
export class PaymentStore {
  // Address sub-step
  address: AddressForm = EMPTY_ADDRESS;
  addressTouched = new Set<AddressField>();
  addressSubmitted = false;
  enabledStates: readonly EnabledState[] = [];
  suggestions: readonly AddressSuggestion[] = [];
  candidates: readonly AddressCandidate[] | null = null;
  chosenCandidate = 0;
  addressServerError: Partial<Record<AddressField, string>> = {};
  /** The address service found the building needs an apartment or suite number: until the building changes. */
  unitNeeded = false;
  checkingAddress = false;
  addressError: string | null = null;
  // Card sub-step
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
  private suggestionsFor = '';
  private openedFor: string | null = null;

  constructor(
    private readonly useCases: Pick<
      RegistrationUseCases,
      'loadEnabledStates' | 'suggestAddresses' | 'verifyAddress' | 'saveShippingAddress' | 'loadPaymentSummary' | 'prepareCardEntry' | 'pay' | 'advance'
    >,
    private readonly registration: RegistrationStore,
    private readonly session: SessionStore,
    private readonly today: Today,
  ) {
    makeAutoObservable<PaymentStore, 'useCases' | 'registration' | 'session' | 'today' | 'retry' | 'suggestionsFor' | 'openedFor'>(
      this,
      { useCases: false, registration: false, session: false, today: false, retry: false, suggestionsFor: false, openedFor: false },
      STORE_OPTIONS,
    );
  }

  /** The address form opens with the patient's shipping address (the ZIP code of the basics at least). */
  async openAddress(): Promise<void> {
    const subscription = this.registration.subscription;
    if (!subscription) return;
    if (this.openedFor !== subscription._id) {
      this.openedFor = subscription._id;
      const shipping = this.session.user?.patient?.shipping ?? {};
      this.address = {
        address: shipping.address ?? '',
        secondAddress: shipping.secondAddress ?? '',
        city: shipping.city ?? '',
        state: shipping.state ?? '',
        zipCode: shipping.zipCode ?? '',
      };
      this.addressTouched = new Set();
      this.addressSubmitted = false;
      this.unitNeeded = false;
      this.candidates = null;
      this.card = EMPTY_CARD;
      this.retry = null;
    }
    if (this.enabledStates.length === 0) {
      await nextTask();
      const states = await this.useCases.loadEnabledStates.execute();
      runInAction(() => {
        if (states.ok) this.enabledStates = states.value;
        else this.addressError = states.error.message;
      });
    }
  }

  get addressErrors(): Partial<Record<AddressField, string>> {
    const unitMissing = this.unitNeeded && this.address.secondAddress.trim() === '';
    return { ...addressFormErrors(this.address, this.enabledStates), ...(unitMissing ? { secondAddress: NEEDS_UNIT_MESSAGE } : {}), ...this.addressServerError };
  }

  addressFieldError(field: AddressField): string | null {
    return this.addressSubmitted || this.addressTouched.has(field) ? (this.addressErrors[field] ?? null) : null;
  }

  setAddress(field: AddressField, value: string): void {
    this.address = { ...this.address, [field]: value };
    this.candidates = null;
    this.addressError = null;
    if (this.addressServerError[field]) this.addressServerError = {};
    if (field !== 'secondAddress') this.unitNeeded = false;
    if (field === 'address') void this.suggest(value);
  }

  touchAddress(field: AddressField): void {
    this.addressTouched = new Set(this.addressTouched).add(field);
  }

  /** Suggestions for the street line as it is typed; an answer for older text is dropped. */
  async suggest(search: string): Promise<void> {
    this.suggestionsFor = search;
    const found = await this.useCases.suggestAddresses.execute(search, this.address.state || null);
    runInAction(() => {
      if (this.suggestionsFor !== search) return;
      this.suggestions = found.ok ? found.value : [];
    });
  }

  pickSuggestion(suggestion: AddressSuggestion): void {
    this.address = { ...this.address, address: suggestion.address, city: suggestion.city, state: suggestion.state, zipCode: suggestion.zipCode };
    this.suggestions = [];
    this.suggestionsFor = '';
    this.candidates = null;
    this.unitNeeded = false;
  }

  clearSuggestions(): void {
    this.suggestions = [];
  }

  chooseCandidate(index: number): void {
    this.chosenCandidate = index;
  }

  /** Continue on the address: checked with the address service; saved at once when confirmed, else the patient chooses. */
  async submitAddress(): Promise<void> {
    this.addressSubmitted = true;
    if (this.checkingAddress || Object.keys(this.addressErrors).length > 0) return;
    if (this.candidates) return this.saveChosen();
    this.checkingAddress = true;
    this.addressError = null;
    await nextTask();
    const outcome = await this.useCases.verifyAddress.execute({ address: this.address, servedStates: this.enabledStates });
    if (outcome.ok && outcome.value.kind === 'confirmed') return this.saveAddress(outcome.value.address);
    runInAction(() => {
      this.checkingAddress = false;
      if (!outcome.ok) {
        this.addressError = outcome.error.message;
        return;
      }
      const result = outcome.value;
      if (result.kind === 'invalid') this.addressServerError = result.errors;
      else if (result.kind === 'needs-unit') this.unitNeeded = true;
      else if (result.kind === 'state-not-served') this.addressServerError = { state: 'We do not offer treatment in this state yet' };
      else if (result.kind === 'choose') {
        this.candidates = result.candidates;
        this.chosenCandidate = 0;
      }
    });
  }

  /** Back to the form from the candidates, to edit the address. */
  editAddress(): void {
    this.candidates = null;
  }

  // ── card ──

  /** The card sub-step opens: what will be held, and the provider's field mounted where it draws its own. */
  async openCard(selector: string): Promise<void> {
    const subscription = this.registration.subscription;
    if (!subscription) return;
    this.summaryError = null;
    this.entryError = null;
    await nextTask();
    const [summary, entry] = await Promise.all([this.useCases.loadPaymentSummary.execute(subscription._id), this.useCases.prepareCardEntry.execute({ selector })]);
    runInAction(() => {
      if (summary.ok) this.summary = summary.value;
      else this.summaryError = summary.error.message;
      if (entry.ok) this.entry = entry.value;
      else this.entryError = entry.error.message;
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
    const errors = { number: cardNumberError(this.card.number), expiry: expiryError(this.card.expiry, this.today()), cvc: cvcError(this.card.cvc, this.card.number) };
    return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== null));
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
        this.payError = outcome.error.message;
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
      else this.payError = moved.error.message;
    });
  }

  reset(): void {
    this.address = EMPTY_ADDRESS;
    this.addressTouched = new Set();
    this.addressSubmitted = false;
    this.suggestions = [];
    this.candidates = null;
    this.addressServerError = {};
    this.unitNeeded = false;
    this.checkingAddress = false;
    this.addressError = null;
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

  private async saveChosen(): Promise<void> {
    const chosen = this.candidates?.[this.chosenCandidate];
    if (!chosen) return;
    this.checkingAddress = true;
    this.addressError = null;
    await nextTask();
    return this.saveAddress(candidateAddress(chosen));
  }

  /** Saves the shipping address (checkingAddress stays on while it goes): the sub-step is done, or says why not. */
  private async saveAddress(address: AddressForm): Promise<void> {
    const saved = await this.useCases.saveShippingAddress.execute({ address, reship: false });
    runInAction(() => {
      this.checkingAddress = false;
      if (saved.ok) this.addressDone(saved.value);
      else this.addressError = saved.error.message;
    });
  }

  private addressDone(address: AddressForm): void {
    this.address = address;
    this.candidates = null;
    this.addressSubmitted = false;
    const steps = this.registration.steps;
    if (steps) this.registration.moved(addressSaved(steps));
    inNextTask(() => this.session.refreshUser());
  }
}
