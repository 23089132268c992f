import { makeAutoObservable, runInAction } from 'mobx';
import type { CatalogueAddon, CatalogueProduct } from '../../../domain/entities/catalogue-product';
import type { DeliveryDiscount, PriceOption } from '../../../domain/entities/price-option';
import type { SubscriptionDetails } from '../../../domain/entities/subscription-details';
import {
  choicesFor,
  completedDraft,
  planCandidates,
  resolvedPlan,
  TREATMENT_DIMENSIONS,
  withChoice,
  type PlanCandidate,
  type PlanDimension,
  type PlanDraft,
  type PlanValue,
} from '../../../domain/registration-flow/plan-choices';
import { treatmentResumed, treatmentSubStepChosen } from '../../../domain/registration-flow/step-advance';
import { resumedTreatmentSubStep } from '../../../domain/registration-flow/treatment-position';
import { choosesPlanOnOneScreen, nextTreatmentSubStep } from '../../../domain/registration-flow/treatment-sub-steps';
import type { TreatmentSubStep } from '../../../domain/registration-steps/sub-steps';
import type { TreatmentChoice } from '../../../application/ports/registration.port';
import type { RegistrationStore } from './registration.store';
import type { RegistrationUseCases } from '../../../application/areas/registration.use-cases';
import { nextTask } from './next-task';
import { STORE_OPTIONS } from './store-options';
import { Loadable } from '../loadable';
import type { LoadStatus } from '../load-status';
import type { TreatmentOptions } from '../../../application/use-cases/catalogue/load-treatment-options.use-case';
import { priceOfPlan } from '../../../domain/registration-flow/plan-price';
import { translate } from '../../i18n/translate';
import { errorText } from '../../i18n/error-text';

export const TREATMENT_ORDER: readonly PlanDimension[] = TREATMENT_DIMENSIONS.map((entry) => entry.dimension);

const draftOfPlan = (subscription: SubscriptionDetails, prefill: PlanDraft | null): PlanDraft => {
  const plan = subscription.plan;
  if (!plan?.doseId) return prefill ?? {};
  return {
    productId: plan.productId,
    variationId: plan.variationId,
    doseId: plan.doseId,
    frequencyOfReception: plan.frequencyOfReception,
    frequencyOfDelivery: plan.frequencyOfDelivery,
    packageType: plan.packageType,
    addonIds: subscription.addons.map((addon) => addon._id),
  };
};

/**
 * The treatment step: the catalogue of the product type with every option priced (coupons taken off),
 * the plan as the patient chooses it sub-step by sub-step (GenericOptions, Dosage, NumberOfUses,
 * ShipmentFrequency, Packaging; one screen for hl and ag), a coupon code, and the choice written.
 */
export class TreatmentStore {
  /** The product type's catalogue, priced for the subscription (its coupons taken off), read once per subscription. */
  private readonly options = new Loadable<TreatmentOptions>();
  readonly status: LoadStatus = this.options;
  draft: PlanDraft = {};
  discounts: readonly DeliveryDiscount[] = [];
  couponCode = '';
  couponError: string | null = null;
  applyingCoupon = false;
  saving = false;
  /** Why the last choice could not be written. */
  private actionError: string | null = null;

  constructor(
    private readonly useCases: Pick<
      RegistrationUseCases,
      'loadTreatmentOptions' | 'loadDeliveryDiscounts' | 'chooseTreatment' | 'keepTreatmentChoice' | 'readTreatmentPosition' | 'applyCoupon'
    >,
    private readonly registration: RegistrationStore,
  ) {
    makeAutoObservable<TreatmentStore, 'useCases' | 'registration' | 'options'>(
      this,
      // The coupons' words are read in the language shown at each render, never kept from an earlier one.
      { useCases: false, registration: false, options: false, status: false, couponMessage: false },
      STORE_OPTIONS,
    );
    // Back within the treatment: the sub-step gone back to is the one a reload opens.
    registration.onWentBack((steps) => {
      if (steps.step === 'treatment' && !this.onOneScreen) void this.keep(steps.treatment.subStep);
    });
  }

  /** What the step shows as wrong: the first load's failure, else the last action's. */
  get error(): string | null {
    return this.options.error ?? this.actionError;
  }

  get products(): readonly CatalogueProduct[] {
    return this.options.value?.products ?? [];
  }

  get prices(): readonly PriceOption[] {
    return this.options.value?.prices ?? [];
  }

  get addons(): readonly CatalogueAddon[] {
    return this.options.value?.addons ?? [];
  }

  get candidates(): readonly PlanCandidate[] {
    return planCandidates(this.products);
  }

  /** The plan the choices name, every unchosen dimension at its default. */
  get plan(): PlanCandidate | null {
    return resolvedPlan(this.candidates, TREATMENT_ORDER, this.draft);
  }

  get choice(): TreatmentChoice | null {
    const completed = completedDraft(this.candidates, TREATMENT_ORDER, this.draft);
    const plan = this.plan;
    if (!plan || !completed.packageType) return null;
    return {
      productId: plan.product._id,
      variationId: plan.variation._id,
      doseId: plan.dose._id,
      frequencyOfReception: plan.reception,
      frequencyOfDelivery: plan.delivery,
      packageType: completed.packageType,
      addonIds: [...(this.draft.addonIds ?? [])],
    };
  }

  /** Every coupon the subscription holds, named alike whether typed here or brought by a link (`?code=`). */
  get couponMessage(): string | null {
    const coupons = this.registration.subscription?.coupons ?? [];
    return coupons.length === 0 ? null : coupons.map(({ code, name }) => translate('Coupon {code} applied: {name}', { code, name })).join(' ');
  }

  get subStep(): TreatmentSubStep {
    return this.registration.steps?.treatment.subStep ?? 'GenericOptions';
  }

  get onOneScreen(): boolean {
    const productType = this.registration.subscription?.productType;
    return productType !== undefined && choosesPlanOnOneScreen(productType);
  }

  choices(dimension: PlanDimension): PlanCandidate[] {
    return choicesFor(this.candidates, TREATMENT_ORDER, this.draft, dimension);
  }

  /** The price of the plan with one dimension set to `value` (every other choice as it is). */
  priceWith(dimension: PlanDimension, value: PlanValue): PriceOption | null {
    return this.priceOf(resolvedPlan(this.candidates, TREATMENT_ORDER, withChoice(this.draft, dimension, value)));
  }

  priceOf(plan: PlanCandidate | null): PriceOption | null {
    return priceOfPlan(this.prices, plan);
  }

  get price(): PriceOption | null {
    return this.priceOf(this.plan);
  }

  async load(): Promise<void> {
    const subscription = this.registration.subscription;
    if (!subscription || (this.options.key === subscription._id && this.options.phase !== 'error')) return;
    this.actionError = null;
    this.draft = draftOfPlan(subscription, this.registration.planPrefill);
    let saved: TreatmentSubStep | null = null;
    await this.options.load(
      subscription._id,
      async () => {
        await nextTask();
        const [options, position] = await Promise.all([
          this.useCases.loadTreatmentOptions.execute({ productType: subscription.productType, subscriptionId: subscription._id }),
          this.useCases.readTreatmentPosition.execute(subscription._id),
        ]);
        saved = position;
        return options;
      },
      () => {
        this.draft = completedDraft(this.candidates, TREATMENT_ORDER, this.draft);
        this.resume(saved);
      },
    );
    await this.loadDiscounts();
  }

  choose(dimension: PlanDimension, value: PlanValue): void {
    this.draft = completedDraft(this.candidates, TREATMENT_ORDER, withChoice(this.draft, dimension, value));
    this.actionError = null;
    if (dimension !== 'delivery') void this.loadDiscounts();
  }

  setPackageType(packageType: string): void {
    this.draft = { ...this.draft, packageType };
  }

  toggleAddon(addonId: string): void {
    const chosen = this.draft.addonIds ?? [];
    this.draft = { ...this.draft, addonIds: chosen.includes(addonId) ? chosen.filter((id) => id !== addonId) : [...chosen, addonId] };
  }

  /** Continue: the next sub-step with a choice to make, or, after the last, the plan is written and payment comes. */
  async next(): Promise<void> {
    const steps = this.registration.steps;
    const productType = this.registration.subscription?.productType;
    if (!steps || !productType || this.saving) return;
    const next = nextTreatmentSubStep(productType, steps.treatment.subStep, this.candidates, this.draft);
    if (next) {
      this.saving = true;
      this.actionError = null;
      // The next sub-step is drawn in a task of its own, not in the press's.
      await nextTask();
      const kept = await this.keep(next);
      runInAction(() => {
        this.saving = false;
        if (kept) this.registration.moved(treatmentSubStepChosen(steps, next));
      });
      return;
    }
    await this.submit();
  }

  /**
   * A fresh load (a reload, a new sign-in) opens the sub-step the patient had reached, with the choices the
   * subscription's plan holds; going back or a step just entered keeps its own position.
   */
  private resume(saved: TreatmentSubStep | null): void {
    const steps = this.registration.steps;
    const productType = this.registration.subscription?.productType;
    if (!steps || !productType || steps.step !== 'treatment' || steps.treatment.subStep !== 'GenericOptions' || steps.treatment.passed.length > 0) return;
    const resumed = resumedTreatmentSubStep(productType, saved, this.candidates, this.draft);
    if (resumed.subStep !== steps.treatment.subStep) this.registration.moved(treatmentResumed(steps, resumed));
  }

  /** Writes the choices so far and remembers `subStep` as where the patient is; false (and why) when the write failed. */
  private async keep(subStep: TreatmentSubStep): Promise<boolean> {
    const subscription = this.registration.subscription;
    const choice = this.choice;
    if (!subscription || !choice) return true;
    const kept = await this.useCases.keepTreatmentChoice.execute({ subscription, choice, subStep });
    return runInAction(() => {
      if (!kept.ok) {
        this.actionError = errorText(kept.error);
        return false;
      }
      this.registration.subscriptionChanged(kept.value);
      return true;
    });
  }

  setCouponCode(code: string): void {
    this.couponCode = code;
    this.couponError = null;
  }

  /** A coupon code: applied to the subscription, then every price is read again with it taken off. */
  async applyCoupon(): Promise<void> {
    const subscription = this.registration.subscription;
    if (!subscription || this.applyingCoupon) return;
    if (this.couponCode.trim() === '') {
      this.couponError = 'Enter a coupon code';
      return;
    }
    this.applyingCoupon = true;
    this.couponError = null;
    const applied = await this.useCases.applyCoupon.execute(subscription._id, this.couponCode);
    if (!applied.ok) {
      runInAction(() => {
        this.applyingCoupon = false;
        this.couponError = errorText(applied.error);
      });
      return;
    }
    const options = await this.useCases.loadTreatmentOptions.execute({ productType: subscription.productType, subscriptionId: subscription._id });
    runInAction(() => {
      this.applyingCoupon = false;
      this.registration.subscriptionChanged(applied.value);
      this.couponCode = '';
      if (options.ok) this.options.update((shown) => ({ ...shown, prices: options.value.prices }));
    });
    await this.loadDiscounts();
  }

  reset(): void {
    this.options.reset();
    this.draft = {};
    this.discounts = [];
    this.couponCode = '';
    this.couponError = null;
    this.applyingCoupon = false;
    this.saving = false;
    this.actionError = null;
  }

  private async submit(): Promise<void> {
    const subscription = this.registration.subscription;
    const choice = this.choice;
    if (!subscription || !choice) return;
    this.saving = true;
    this.actionError = null;
    await nextTask();
    const chosen = await this.useCases.chooseTreatment.execute({ subscription, choice, price: this.price });
    runInAction(() => {
      this.saving = false;
      if (chosen.ok) {
        // Read again should the step open again (going back to it), as the server has it then.
        this.options.reset();
        this.registration.stepCompleted(chosen.value);
      } else {
        this.actionError = errorText(chosen.error);
      }
    });
  }

  private async loadDiscounts(): Promise<void> {
    const subscription = this.registration.subscription;
    const plan = this.plan;
    if (!subscription || !plan) return;
    const discounts = await this.useCases.loadDeliveryDiscounts.execute({
      subscriptionId: subscription._id,
      doseId: plan.dose._id,
      frequencyOfReception: plan.reception,
    });
    runInAction(() => {
      this.discounts = discounts.ok ? discounts.value : [];
    });
  }
}
