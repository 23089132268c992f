import { makeAutoObservable, runInAction } from 'mobx';
import type { RegistrationUseCases } from '../../../application/areas/registration.use-cases';
import type { AddressCandidate, AddressForm, AddressSuggestion, EnabledState } from '../../../domain/entities/address';
import { addressFormErrors, candidateAddress, NEEDS_UNIT_MESSAGE } from '../../../domain/registration-flow/address-verification';
import { addressSaved } from '../../../domain/registration-flow/step-advance';
import type { SessionStore } from '../session.store';
import { inNextTask, nextTask } from './next-task';
import type { RegistrationStore } from './registration.store';
import { STORE_OPTIONS } from './store-options';
import { errorText } from '../../i18n/error-text';

type AddressField = keyof AddressForm;

const EMPTY_ADDRESS: AddressForm = { address: '', secondAddress: '', city: '', state: '', zipCode: '' };

/**
 * The payment step's first sub-step: the shipping address, checked with the address service (the patient
 * chooses among its candidates) and saved, then the card sub-step. The fields are checked as the patient
 * types and kept when a call fails.
 */
export class ShippingAddressStore {
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
  private suggestionsFor = '';
  private openedFor: string | null = null;

  constructor(
    private readonly useCases: Pick<RegistrationUseCases, 'loadEnabledStates' | 'suggestAddresses' | 'verifyAddress' | 'saveShippingAddress'>,
    private readonly registration: RegistrationStore,
    private readonly session: SessionStore,
  ) {
    makeAutoObservable<ShippingAddressStore, 'useCases' | 'registration' | 'session' | 'suggestionsFor' | 'openedFor'>(
      this,
      { useCases: false, registration: false, session: false, suggestionsFor: false, openedFor: false },
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
    }
    if (this.enabledStates.length === 0) {
      await nextTask();
      const states = await this.useCases.loadEnabledStates.execute();
      runInAction(() => {
        if (states.ok) this.enabledStates = states.value;
        else this.addressError = errorText(states.error);
      });
    }
  }

  get addressErrors(): Partial<Record<AddressField, string>> {
    const unitMissing = this.unitNeeded && this.address.secondAddress.trim() === '';
    return {
      ...addressFormErrors(this.address, this.enabledStates),
      ...(unitMissing ? { secondAddress: NEEDS_UNIT_MESSAGE } : {}),
      ...this.addressServerError,
    };
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
        this.addressError = errorText(outcome.error);
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
      else this.addressError = errorText(saved.error);
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
