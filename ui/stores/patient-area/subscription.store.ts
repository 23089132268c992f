import { makeAutoObservable, runInAction } from 'mobx';
import type { CheckInAnswer, CheckInQuestion } from '../../../domain/entities/check-in-question';
import type { DoseOption } from '../../../domain/entities/dose-option';
import type { PriceQuote } from '../../../domain/entities/price-quote';
import type { SubscriptionDetails } from '../../../domain/entities/subscription-details';
import type { WinbackCoupon } from '../../../domain/entities/winback-coupon';
import { availableActions, type SubscriptionAction } from '../../../domain/subscription-actions/subscription-actions';
import { hasUpcomingDelivery } from '../../../domain/subscription-status/upcoming-delivery';
import { isRefusal } from '../../../domain/feedback/refusal';
import type { Result } from '../../../domain/shared/result';
import type { PatientAreaUseCases } from '../../../application/areas/patient-area.use-cases';
import type { LoadedSubscription } from '../../../application/use-cases/subscriptions/load-subscription.use-case';
import { Loadable } from '../loadable';
import type { LoadStatus } from '../load-status';
import type { ClockPort } from '../../../application/ports/clock.port';
import { CheckInDraft } from './check-in-draft';
import { errorText } from '../../i18n/error-text';

/** What the page announces once an action went through. */
const DONE: Readonly<Record<Exclude<SubscriptionAction, 'continueRegistration' | 'renew' | 'startAgain'>, string>> = {
  pause: 'Your treatment is paused.',
  resume: 'Your treatment is active again.',
  skip: 'Done: the periods are skipped and your next billing date moved.',
  cancel: 'Your treatment is cancelled. Nothing more will be billed or shipped.',
  reactivate: 'Welcome back: your treatment is active again.',
  changeDose: 'Your dose change is sent to your doctor. It shows as pending until they decide.',
  removeDoseChange: 'Your dose change request is withdrawn.',
  followUp: 'Thank you: your answers are sent to your provider.',
  sendForReview: 'Your treatment is sent back to your provider for review.',
};

type StoreAction = keyof typeof DONE;

/** How an action ended: it went through; the server refused it (the page now shows things as they are); or it failed and may pass if tried again. */
export type ActionOutcome = 'done' | 'refused' | 'failed';

/**
 * One subscription's page: the subscription and the price of its upcoming delivery, and every action on
 * it. One action runs at a time. A failed action leaves the subscription as it was and says why, to try
 * again; a refused one (another tab cancelled it first, say) says why and reads the subscription again, so
 * the page offers what it allows now.
 */
export class SubscriptionStore {
  /** The subscription with its upcoming delivery's price; an action's answer replaces the subscription. */
  private readonly loaded = new Loadable<LoadedSubscription>();
  readonly status: LoadStatus = this.loaded;
  running: StoreAction | null = null;
  /** Why the last action was refused, until another starts. */
  refusal: string | null = null;
  actionError: string | null = null;
  /** The last action that went through, for the page's live region; cleared when another starts. */
  done: string | null = null;
  /** Bumped after each action that went through, so the billing section reloads. */
  changes = 0;
  /** The doses the change-dose dialog offers, read with the page so a change is offered only when there is another dose. */
  private readonly doseOptions = new Loadable<readonly DoseOption[]>();
  readonly dosesStatus: LoadStatus = this.doseOptions;
  winbackCoupons: readonly WinbackCoupon[] | null = null;
  /** The follow-up questionnaire's questions, read each time it opens; its answers are in `followUp`. */
  private readonly followUpQuestions = new Loadable<readonly CheckInQuestion[]>();
  readonly followUpStatus: LoadStatus = this.followUpQuestions;
  readonly followUp = new CheckInDraft();

  constructor(
    private readonly useCases: Pick<
      PatientAreaUseCases,
      | 'loadSubscription'
      | 'pause'
      | 'resume'
      | 'skip'
      | 'cancel'
      | 'reactivate'
      | 'requestDoseChange'
      | 'removeDoseChange'
      | 'listDoseOptions'
      | 'listWinbackCoupons'
      | 'sendForReview'
      | 'loadCheckInQuestionnaire'
      | 'submitFollowUp'
    >,
    private readonly clock: ClockPort,
  ) {
    makeAutoObservable<SubscriptionStore, 'useCases' | 'clock' | 'loaded' | 'followUpQuestions' | 'doseOptions'>(
      this,
      { useCases: false, clock: false, loaded: false, status: false, followUpQuestions: false, followUpStatus: false, doseOptions: false, dosesStatus: false },
      { autoBind: true },
    );
  }

  get subscriptionId(): string | null {
    return this.loaded.key;
  }

  get subscription(): SubscriptionDetails | null {
    return this.loaded.value?.subscription ?? null;
  }

  get price(): PriceQuote | null {
    return this.loaded.value?.price ?? null;
  }

  get priceError(): string | null {
    return this.loaded.value?.priceError ?? null;
  }

  get doses(): readonly DoseOption[] | null {
    return this.doseOptions.value;
  }

  async load(subscriptionId: string): Promise<void> {
    if (subscriptionId !== this.subscriptionId) this.reset();
    const loaded = await this.loaded.load(subscriptionId, () => this.useCases.loadSubscription.execute(subscriptionId));
    if (loaded?.ok) await this.loadDosesIfChangeable();
  }

  /** How many other doses there are, for the choice of actions (ActionFacts.otherDoses). */
  get otherDoses(): number | null | undefined {
    if (this.doses) return this.doses.length;
    return this.doseOptions.error === null ? undefined : null;
  }

  pause = (): Promise<ActionOutcome> => this.run('pause', (id) => this.useCases.pause.execute(id));
  resume = (): Promise<ActionOutcome> => this.run('resume', (id) => this.useCases.resume.execute(id));
  cancel = (): Promise<ActionOutcome> => this.run('cancel', (id) => this.useCases.cancel.execute(id));
  removeDoseChange = (): Promise<ActionOutcome> => this.run('removeDoseChange', (id) => this.useCases.removeDoseChange.execute(id));
  sendForReview = (): Promise<ActionOutcome> => this.run('sendForReview', (id) => this.useCases.sendForReview.execute(id));

  skip(periods: number): Promise<ActionOutcome> {
    return this.run('skip', (subscriptionId) => this.useCases.skip.execute({ subscriptionId, periods }));
  }

  reactivate(winback: string | null): Promise<ActionOutcome> {
    return this.run('reactivate', (subscriptionId) => this.useCases.reactivate.execute({ subscriptionId, winback }));
  }

  requestDoseChange(doseId: string): Promise<ActionOutcome> {
    return this.run('changeDose', (subscriptionId) => this.useCases.requestDoseChange.execute({ subscriptionId, doseId }));
  }

  async submitFollowUp(): Promise<ActionOutcome> {
    const subscription = this.subscription;
    if (!subscription) return 'failed';
    const answers: CheckInAnswer[] = this.followUp.toSend;
    const sent = await this.run('followUp', (subscriptionId) =>
      this.useCases.submitFollowUp.execute({ subscriptionId, productType: subscription.productType, answers }),
    );
    if (sent !== 'failed') this.followUpQuestions.reset();
    return sent;
  }

  /** Reads the doses again (another subscription opening meanwhile resets them, so its answer is dropped). */
  async loadDoses(): Promise<void> {
    const subscription = this.subscription;
    if (!subscription) return;
    this.doseOptions.reset();
    await this.doseOptions.load(subscription._id, () =>
      this.useCases.listDoseOptions.execute({ productType: subscription.productType, plan: subscription.plan }),
    );
  }

  /** Reads the doses once, when the subscription could otherwise change its dose. */
  private async loadDosesIfChangeable(): Promise<void> {
    const subscription = this.subscription;
    if (!subscription || this.doses !== null) return;
    if (availableActions({ ...subscription, otherDoses: null }, this.clock.now()).includes('changeDose')) await this.loadDoses();
  }

  /** The winback coupons the reactivate dialog offers; none when they cannot be read (reactivation still works). */
  async loadWinbackCoupons(): Promise<void> {
    const subscription = this.subscription;
    if (!subscription) return;
    this.winbackCoupons = null;
    const coupons = await this.useCases.listWinbackCoupons.execute({
      productType: subscription.productType,
      plan: subscription.plan,
      couponIds: subscription.couponIds ?? [],
    });
    runInAction(() => (this.winbackCoupons = coupons.ok ? coupons.value : []));
  }

  async startFollowUp(): Promise<void> {
    const subscription = this.subscription;
    if (!subscription) return;
    // Each opening starts with fresh questions and no answers.
    this.followUpQuestions.reset();
    await this.followUpQuestions.load(
      subscription._id,
      () => this.useCases.loadCheckInQuestionnaire.execute({ kind: 'followupVisitQuestions', productType: subscription.productType }),
      this.followUp.start,
    );
  }

  /** The patient switched language while answering the follow-up: its questions read again, the answers kept. */
  async rewordFollowUp(): Promise<void> {
    const subscription = this.subscription;
    if (!subscription || this.followUpQuestions.phase !== 'ready') return;
    const questions = await this.useCases.loadCheckInQuestionnaire.execute({ kind: 'followupVisitQuestions', productType: subscription.productType });
    if (questions.ok) this.followUp.reword(questions.value);
  }

  closeFollowUp(): void {
    this.followUpQuestions.reset();
  }

  clearActionError(): void {
    this.actionError = null;
  }

  /** A refused renewal was paid ('Update card and pay'): the subscription as the payment left it, and what happened. */
  paymentRecovered(subscription: SubscriptionDetails, done: string | null): void {
    if (subscription._id !== this.subscriptionId) return;
    this.showSubscription(subscription);
    this.refusal = null;
    this.done = done;
    this.changes += 1;
    void this.refreshPrice(subscription._id);
  }

  reset(): void {
    this.loaded.reset();
    this.running = null;
    this.actionError = null;
    this.refusal = null;
    this.done = null;
    this.doseOptions.reset();
    this.winbackCoupons = null;
    this.followUpQuestions.reset();
    this.followUp.start([]);
  }

  /**
   * Runs one action unless another runs; on success the subscription is the server's answer and the price
   * is read again. A refusal reads the subscription again (what the page offers follows it).
   */
  private async run(action: StoreAction, call: (subscriptionId: string) => Promise<Result<SubscriptionDetails>>): Promise<ActionOutcome> {
    const id = this.subscriptionId;
    if (!id || this.running) return 'failed';
    this.running = action;
    this.actionError = null;
    this.refusal = null;
    this.done = null;
    const result = await call(id);
    const outcome = runInAction((): ActionOutcome => {
      this.running = null;
      if (this.subscriptionId !== id) return 'failed';
      if (!result.ok) {
        if (!isRefusal(result.error)) {
          this.actionError = errorText(result.error);
          return 'failed';
        }
        this.refusal = errorText(result.error);
        this.changes += 1;
        return 'refused';
      }
      this.showSubscription(result.value);
      this.done = DONE[action];
      this.changes += 1;
      return 'done';
    });
    if (outcome === 'refused') await this.load(id);
    if (outcome === 'done') {
      void this.refreshPrice(id);
      void this.loadDosesIfChangeable();
    }
    return outcome;
  }

  /** The subscription as an action or a payment left it; cancelled, its price is gone at once, not when it is read again. */
  private showSubscription(subscription: SubscriptionDetails): void {
    const shown = this.loaded.value;
    const keepsPrice = shown !== null && hasUpcomingDelivery(subscription);
    this.loaded.set({ subscription, price: keepsPrice ? shown.price : null, priceError: keepsPrice ? shown.priceError : null });
  }

  private async refreshPrice(id: string): Promise<void> {
    const loaded = await this.useCases.loadSubscription.execute(id);
    this.priceRead(id, loaded);
  }

  private priceRead(id: string, loaded: Result<LoadedSubscription>): void {
    const shown = this.loaded.value;
    if (this.subscriptionId !== id || !loaded.ok || shown === null) return;
    this.loaded.set({ ...shown, price: loaded.value.price, priceError: loaded.value.priceError });
  }
}
