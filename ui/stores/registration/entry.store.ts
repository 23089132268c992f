import { makeAutoObservable, runInAction } from 'mobx';
import type { ProductType } from '../../../domain/shared/product-type';
import type { ConfirmSignUpInput } from '../../../application/use-cases/auth/confirm-sign-up.use-case';
import type { SignUpInput } from '../../../application/use-cases/auth/sign-up.use-case';
import type { SessionStore } from '../session.store';
import type { RegistrationStore } from './registration.store';
import type { RegistrationUseCases } from '../../../application/areas/registration.use-cases';
import { inNextTask, nextTask } from './next-task';
import { STORE_OPTIONS } from './store-options';
import { errorText } from '../../i18n/error-text';

export type EntryOutcome = { readonly kind: 'started' } | { readonly kind: 'confirmation-required' } | { readonly kind: 'failed'; readonly message: string };

/**
 * A brand entry page's sign-up: the account is created (and signed in), then the registration of the
 * page's product type starts (POST /api/subscription {productType}: status register) and becomes current.
 */
export class EntryStore {
  busy = false;
  /** Each product line's 'from $X a month', once read; a line whose price could not be read has none. */
  startingPrices: ReadonlyMap<ProductType, number> = new Map();

  constructor(
    private readonly useCases: Pick<RegistrationUseCases, 'startRegistration' | 'loadStartingPrice'>,
    private readonly session: SessionStore,
    private readonly registration: RegistrationStore,
  ) {
    makeAutoObservable<EntryStore, 'useCases' | 'session' | 'registration'>(this, { useCases: false, session: false, registration: false }, STORE_OPTIONS);
  }

  async signUp(input: SignUpInput, productType: ProductType): Promise<EntryOutcome> {
    if (this.busy) return { kind: 'failed', message: '' };
    this.busy = true;
    await nextTask();
    // Signed up before, but the registration did not start: only the start is tried again.
    if (this.session.phase === 'signed-in' && this.session.user?.email === input.email) return this.done(await this.start(productType));
    const signedUp = await this.session.signUp(input);
    if (!signedUp.ok) return this.done({ kind: 'failed', message: errorText(signedUp.error) });
    if (signedUp.value.kind === 'confirmation-required') return this.done({ kind: 'confirmation-required' });
    return this.done(await this.start(productType));
  }

  /** Read beside the form, never before it: a catalogue that fails or is slow leaves the page without a price. */
  async loadStartingPrice(productType: ProductType): Promise<void> {
    if (this.startingPrices.has(productType)) return;
    const price = await this.useCases.loadStartingPrice.execute(productType).catch(() => null);
    if (price?.ok && price.value !== null) {
      const lowest = price.value;
      runInAction(() => {
        this.startingPrices = new Map([...this.startingPrices, [productType, lowest]]);
      });
    }
  }

  async confirm(input: ConfirmSignUpInput, productType: ProductType): Promise<EntryOutcome> {
    if (this.busy) return { kind: 'failed', message: '' };
    this.busy = true;
    const confirmed = await this.session.confirmSignUp(input);
    if (!confirmed.ok) return this.done({ kind: 'failed', message: errorText(confirmed.error) });
    return this.done(await this.start(productType));
  }

  private async start(productType: ProductType): Promise<EntryOutcome> {
    const started = await this.useCases.startRegistration.execute(productType);
    if (!started.ok) return { kind: 'failed', message: started.detail ? `${errorText(started.error)} ${started.detail}` : errorText(started.error) };
    this.registration.adopt(started.value);
    inNextTask(() => this.session.refreshUser());
    return { kind: 'started' };
  }

  private done(outcome: EntryOutcome): EntryOutcome {
    this.busy = false;
    return outcome;
  }
}
