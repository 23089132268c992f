import { makeAutoObservable, runInAction } from 'mobx';
import type { PriceQuote } from '../../../domain/entities/price-quote';
import type { SubscriptionDetails } from '../../../domain/entities/subscription-details';
import type { RenewalOutcome } from '../../../application/ports/subscription-lifecycle.port';
import type { LoadPhase } from '../load-phase';
import { CheckInDraft } from './check-in-draft';
import type { PatientAreaUseCases } from '../../../application/areas/patient-area.use-cases';

/** The renewal page: the subscription, its price, the renewal questionnaire, and the renewal it creates. */
export class RenewalStore {
  phase: LoadPhase = 'idle';
  subscriptionId: string | null = null;
  subscription: SubscriptionDetails | null = null;
  price: PriceQuote | null = null;
  loadError: string | null = null;
  readonly draft = new CheckInDraft();
  renewing = false;
  error: string | null = null;
  outcome: RenewalOutcome | null = null;

  constructor(private readonly useCases: Pick<PatientAreaUseCases, 'loadSubscription' | 'loadCheckInQuestionnaire' | 'renew'>) {
    makeAutoObservable<RenewalStore, 'useCases'>(this, { useCases: false }, { autoBind: true });
  }

  async load(subscriptionId: string): Promise<void> {
    this.reset();
    this.subscriptionId = subscriptionId;
    this.phase = 'loading';
    const loaded = await this.useCases.loadSubscription.execute(subscriptionId);
    if (!loaded.ok) return this.failLoad(subscriptionId, loaded.error.message);
    const { subscription, price } = loaded.value;
    const questions = await this.useCases.loadCheckInQuestionnaire.execute({ kind: 'renewalQuestions', productType: subscription.productType });
    if (!questions.ok) return this.failLoad(subscriptionId, questions.error.message);
    runInAction(() => {
      if (this.subscriptionId !== subscriptionId) return;
      this.subscription = subscription;
      this.price = price;
      this.draft.start(questions.value);
      this.phase = 'ready';
    });
  }

  /** The patient switched language while answering: the renewal questions read again, the answers kept. */
  async reword(): Promise<void> {
    const subscription = this.subscription;
    if (!subscription || this.phase !== 'ready') return;
    const questions = await this.useCases.loadCheckInQuestionnaire.execute({ kind: 'renewalQuestions', productType: subscription.productType });
    if (questions.ok) this.draft.reword(questions.value);
  }

  /** Renews with the answers given; the answers stay as they were when it fails. */
  async renew(): Promise<boolean> {
    const subscription = this.subscription;
    if (!subscription || this.renewing) return false;
    this.renewing = true;
    this.error = null;
    const renewed = await this.useCases.renew.execute({ subscriptionId: subscription._id, productType: subscription.productType, answers: this.draft.toSend });
    return runInAction(() => {
      this.renewing = false;
      if (!renewed.ok) {
        this.error = renewed.error.message;
        return false;
      }
      this.outcome = renewed.value;
      this.subscription = renewed.value.subscription;
      return true;
    });
  }

  clearError(): void {
    this.error = null;
  }

  reset(): void {
    this.phase = 'idle';
    this.subscriptionId = null;
    this.subscription = null;
    this.price = null;
    this.loadError = null;
    this.draft.start([]);
    this.renewing = false;
    this.error = null;
    this.outcome = null;
  }

  private failLoad(subscriptionId: string, message: string): void {
    runInAction(() => {
      if (this.subscriptionId !== subscriptionId) return;
      this.loadError = message;
      this.phase = 'error';
    });
  }
}
