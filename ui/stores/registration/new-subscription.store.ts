import { makeAutoObservable, runInAction } from 'mobx';
import type { TreatmentOptions } from '../../../application/use-cases/catalogue/load-treatment-options.use-case';
import type { CatalogueProduct } from '../../../domain/entities/catalogue-product';
import type { PriceOption } from '../../../domain/entities/price-option';
import {
  dimensionOf,
  NEW_SUBSCRIPTION_ORDER,
  newSubscriptionBack,
  newSubscriptionForward,
  startNewSubscription,
  type NewSubscriptionProgress,
} from '../../../domain/registration-flow/new-subscription-steps';
import {
  choicesFor,
  completedDraft,
  planCandidates,
  resolvedPlan,
  withChoice,
  type PlanCandidate,
  type PlanDraft,
  type PlanValue,
} from '../../../domain/registration-flow/plan-choices';
import type { ProductType } from '../../../domain/shared/product-type';
import type { SessionStore } from '../session.store';
import type { RegistrationStore } from './registration.store';
import type { RegistrationUseCases } from '../../../application/areas/registration.use-cases';
import { STORE_OPTIONS } from './store-options';
import { Loadable } from '../loadable';
import type { LoadStatus } from '../load-status';
import { priceOfPlan } from '../../../domain/registration-flow/plan-price';
import { errorText } from '../../i18n/error-text';

/**
 * /user/new-subscription?visitType={slug}: a patient who finished a registration narrows a new treatment
 * down (the new-subscription sub-steps), then starts it (start-new) and continues in the steps.
 */
export class NewSubscriptionStore {
  /** The product type's treatments with their prices. */
  private readonly options = new Loadable<TreatmentOptions>();
  readonly status: LoadStatus = this.options;
  productType: ProductType | null = null;
  draft: PlanDraft = {};
  progress: NewSubscriptionProgress | null = null;
  starting = false;
  /** Why the start was refused. */
  private startError: string | null = null;
  /** The server's own reason when the start was refused. */
  detail: string | null = null;

  constructor(
    private readonly useCases: Pick<RegistrationUseCases, 'loadTreatmentOptions' | 'startNewSubscription'>,
    private readonly registration: RegistrationStore,
    private readonly session: SessionStore,
  ) {
    makeAutoObservable<NewSubscriptionStore, 'useCases' | 'registration' | 'session' | 'options'>(
      this,
      { useCases: false, registration: false, session: false, options: false, status: false },
      STORE_OPTIONS,
    );
  }

  /** What the page shows as wrong: the first load's failure, else why the start was refused. */
  get error(): string | null {
    return this.options.error ?? this.startError;
  }

  get products(): readonly CatalogueProduct[] {
    return this.options.value?.products ?? [];
  }

  get prices(): readonly PriceOption[] {
    return this.options.value?.prices ?? [];
  }

  get candidates(): readonly PlanCandidate[] {
    return planCandidates(this.products);
  }

  get plan(): PlanCandidate | null {
    return resolvedPlan(this.candidates, NEW_SUBSCRIPTION_ORDER, this.draft);
  }

  get price(): PriceOption | null {
    return priceOfPlan(this.prices, this.plan);
  }

  /** The choices of the current sub-step. */
  get choices(): PlanCandidate[] {
    const stage = this.progress?.stage;
    return stage && stage !== 'review' ? choicesFor(this.candidates, NEW_SUBSCRIPTION_ORDER, this.draft, dimensionOf(stage)) : [];
  }

  async load(productType: ProductType): Promise<void> {
    if (this.productType === productType && this.options.phase === 'ready') return;
    this.productType = productType;
    this.startError = null;
    this.detail = null;
    this.draft = {};
    await this.options.load(productType, () => this.useCases.loadTreatmentOptions.execute({ productType, subscriptionId: null }), this.begin);
  }

  /** The treatments are known: the first sub-step, every choice at its default. */
  private begin(): void {
    this.draft = completedDraft(this.candidates, NEW_SUBSCRIPTION_ORDER, {});
    this.progress = startNewSubscription(this.candidates, this.draft);
  }

  choose(value: PlanValue): void {
    const stage = this.progress?.stage;
    if (!stage || stage === 'review') return;
    this.draft = completedDraft(this.candidates, NEW_SUBSCRIPTION_ORDER, withChoice(this.draft, dimensionOf(stage), value));
  }

  next(): void {
    if (this.progress) this.progress = newSubscriptionForward(this.progress, this.candidates, this.draft);
  }

  /** Back one sub-step; false from the first (the page leaves for the dashboard). */
  back(): boolean {
    const previous = this.progress ? newSubscriptionBack(this.progress) : null;
    if (!previous) return false;
    this.progress = previous;
    return true;
  }

  /** Starts the new treatment (start-new) and makes it the current registration; true when it started. */
  async start(): Promise<boolean> {
    const patientId = this.session.patientId;
    const productType = this.productType;
    if (!patientId || !productType || this.starting) return false;
    this.starting = true;
    this.startError = null;
    this.detail = null;
    const started = await this.useCases.startNewSubscription.execute({ productType, patientId });
    return runInAction(() => {
      this.starting = false;
      if (!started.ok) {
        this.startError = errorText(started.error);
        this.detail = started.detail ?? null;
        return false;
      }
      this.registration.adopt(started.value, this.draft);
      void this.session.refreshUser();
      return true;
    });
  }

  reset(): void {
    this.options.reset();
    this.productType = null;
    this.draft = {};
    this.progress = null;
    this.starting = false;
    this.startError = null;
    this.detail = null;
  }
}
