import { makeAutoObservable, runInAction } from 'mobx';
import type { CheckInQuestion } from '../../../domain/entities/check-in-question';
import type { PriceQuote } from '../../../domain/entities/price-quote';
import type { SubscriptionDetails } from '../../../domain/entities/subscription-details';
import { ok } from '../../../domain/shared/result';
import type { RenewalOutcome } from '../../../application/ports/subscription-lifecycle.port';
import { errorKindOf } from '../../../domain/shared/error-kind';
import { Loadable } from '../loadable';
import type { LoadStatus } from '../load-status';
import { CheckInDraft } from './check-in-draft';
import type { PatientAreaUseCases } from '../../../application/areas/patient-area.use-cases';
import { errorText } from '../../i18n/error-text';

interface RenewalOpening {
  readonly subscription: SubscriptionDetails;
  readonly price: PriceQuote | null;
  readonly questions: readonly CheckInQuestion[];
}

/** The renewal page: the subscription, its price, the renewal questionnaire, and the renewal it creates. */
export class RenewalStore {
  /** The subscription with its price and the renewal questions, read afresh each time the page opens. */
  private readonly opening = new Loadable<RenewalOpening>();
  readonly status: LoadStatus = this.opening;
  readonly draft = new CheckInDraft();
  renewing = false;
  error: string | null = null;
  /** The card on file was refused: the page offers to change it and renew again, answers kept. */
  declined = false;
  outcome: RenewalOutcome | null = null;

  constructor(private readonly useCases: Pick<PatientAreaUseCases, 'loadSubscription' | 'loadCheckInQuestionnaire' | 'renew'>) {
    makeAutoObservable<RenewalStore, 'useCases' | 'opening'>(this, { useCases: false, opening: false, status: false }, { autoBind: true });
  }

  get subscription(): SubscriptionDetails | null {
    return this.opening.value?.subscription ?? null;
  }

  get price(): PriceQuote | null {
    return this.opening.value?.price ?? null;
  }

  async load(subscriptionId: string): Promise<void> {
    this.reset();
    await this.opening.load(
      subscriptionId,
      async () => {
        const loaded = await this.useCases.loadSubscription.execute(subscriptionId);
        if (!loaded.ok) return loaded;
        const { subscription, price } = loaded.value;
        const questions = await this.useCases.loadCheckInQuestionnaire.execute({ kind: 'renewalQuestions', productType: subscription.productType });
        return questions.ok ? ok({ subscription, price, questions: questions.value }) : questions;
      },
      (opened) => this.draft.start(opened.questions),
    );
  }

  /** The patient switched language while answering: the renewal questions read again, the answers kept. */
  async reword(): Promise<void> {
    const subscription = this.subscription;
    if (!subscription || this.opening.phase !== 'ready') return;
    const questions = await this.useCases.loadCheckInQuestionnaire.execute({ kind: 'renewalQuestions', productType: subscription.productType });
    if (questions.ok) this.draft.reword(questions.value);
  }

  /** Renews with the answers given; the answers stay as they were when it fails. */
  async renew(): Promise<boolean> {
    const subscription = this.subscription;
    if (!subscription || this.renewing) return false;
    this.renewing = true;
    this.clearError();
    const renewed = await this.useCases.renew.execute({ subscriptionId: subscription._id, productType: subscription.productType, answers: this.draft.toSend });
    return runInAction(() => {
      this.renewing = false;
      if (!renewed.ok) {
        this.error = errorText(renewed.error);
        this.declined = errorKindOf(renewed.error) === 'declined';
        return false;
      }
      this.outcome = renewed.value;
      const shown = this.opening.value;
      if (shown) this.opening.set({ ...shown, subscription: renewed.value.subscription });
      return true;
    });
  }

  clearError(): void {
    this.error = null;
    this.declined = false;
  }

  /** Reads the subscription again after its card changed (the card it is paid with, the price), keeping the answers. */
  async cardChanged(): Promise<void> {
    const key = this.opening.key;
    const subscription = this.subscription;
    if (key === null || !subscription) return;
    const loaded = await this.useCases.loadSubscription.execute(subscription._id);
    runInAction(() => {
      const shown = this.opening.value;
      if (!loaded.ok || !shown || this.opening.key !== key) return;
      this.opening.set({ ...shown, subscription: loaded.value.subscription, price: loaded.value.price });
      this.clearError();
    });
  }

  reset(): void {
    this.opening.reset();
    this.draft.start([]);
    this.renewing = false;
    this.clearError();
    this.outcome = null;
  }
}
