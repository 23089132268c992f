import { makeAutoObservable, runInAction } from 'mobx';
import type { RegistrationQuestion } from '../../../domain/entities/registration-question';
import type { SubscriptionDetails } from '../../../domain/entities/subscription-details';
import type { PlanDraft } from '../../../domain/registration-flow/plan-choices';
import { enteredStep } from '../../../domain/registration-flow/step-advance';
import { isRegistrationDone } from '../../../domain/registration-steps/registration-step';
import { initialStepsState, type StepsState } from '../../../domain/registration-steps/steps-state';
import type { SessionStore } from '../session.store';
import type { RegistrationUseCases } from '../../../application/areas/registration.use-cases';
import { inNextTask } from './next-task';
import { STORE_OPTIONS } from './store-options';
import { Loadable } from '../loadable';
import type { LoadStatus } from '../load-status';

export type RegistrationSteps = StepsState<RegistrationQuestion>;

const stepsOf = (subscription: SubscriptionDetails): RegistrationSteps =>
  initialStepsState<RegistrationQuestion>({
    productType: subscription.productType,
    stepsOrder: subscription.registrationStepsOrder,
    step: subscription.registrationStep,
  });

/**
 * The current registration (spec §4): its subscription, and where the patient is in its steps and
 * sub-steps. Every step's page moves it on through here; the back arrow runs the going-back machine.
 */
export class RegistrationStore {
  /** The current registration's subscription as the server last gave it; null once loaded: none goes on. */
  private readonly current = new Loadable<SubscriptionDetails | null>();
  readonly status: LoadStatus = this.current;
  steps: RegistrationSteps | null = null;
  goingBack = false;
  backError: string | null = null;
  /** The subscription the patient just started or chose: current while it is in registration. */
  private preferredId: string | null = null;
  /** Counts the steps states built from the server: what a store keeps beside it is read again with a new one. */
  stepsGeneration = 0;
  /** Choices made before the treatment step (the new-subscription page), to open it with. */
  planPrefill: PlanDraft | null = null;
  private readonly backListeners: Array<(steps: RegistrationSteps) => void> = [];

  constructor(
    private readonly useCases: Pick<RegistrationUseCases, 'loadRegistration' | 'goBack'>,
    private readonly session: SessionStore,
  ) {
    makeAutoObservable<RegistrationStore, 'current' | 'useCases' | 'session' | 'backListeners' | 'preferredId'>(
      this,
      { current: false, status: false, useCases: false, session: false, backListeners: false, preferredId: false },
      STORE_OPTIONS,
    );
  }

  /** Loaded, and no registration goes on: the steps have nothing to show. */
  get none(): boolean {
    return this.current.phase === 'ready' && this.current.value === null;
  }

  get subscription(): SubscriptionDetails | null {
    return this.current.value;
  }

  get step(): string | null {
    return this.steps?.step ?? null;
  }

  get isDone(): boolean {
    return isRegistrationDone(this.subscription?.registrationStep);
  }

  /** The steps layout opens: the current registration, fresh from the server (a reload, another device). */
  async load(): Promise<void> {
    const patientId = this.session.patientId;
    if (!patientId) {
      this.current.set(null);
      return;
    }
    const current = this.subscription;
    if (this.current.phase === 'ready' && current && !this.isDone && current._id === this.preferredId) return;
    const preferredId = this.preferredId;
    await this.current.load(
      `${patientId}:${preferredId ?? ''}`,
      async () => {
        const loaded = await this.useCases.loadRegistration.execute({ patientId, preferredId });
        // No registration goes on: the patient's status is the server's again (active), so the guards agree.
        if (loaded.ok && !loaded.value) await this.session.refreshUser();
        return loaded;
      },
      (subscription) => {
        if (subscription) this.enter(subscription);
      },
    );
  }

  /** A registration just started (entry page, sidebar, new subscription) becomes the current one. */
  adopt(subscription: SubscriptionDetails, planPrefill: PlanDraft | null = null): void {
    this.preferredId = subscription._id;
    this.planPrefill = planPrefill;
    this.current.set(subscription);
    this.enter(subscription);
  }

  /** A registration the patient chose to continue (/user/new-subscription/{id}): current from the next load. */
  prefer(subscriptionId: string): void {
    this.preferredId = subscriptionId;
    this.current.reset();
  }

  /** The server's answer to a step's Continue: the subscription at its new step, whose sub-steps open at their start. */
  stepCompleted(subscription: SubscriptionDetails): void {
    this.current.set(subscription);
    this.steps = this.steps ? enteredStep(this.steps, subscription.registrationStep) : stepsOf(subscription);
    if (isRegistrationDone(subscription.registrationStep)) inNextTask(() => this.session.refreshUser());
  }

  /** The subscription changed within the step (a coupon applied, the plan written). */
  subscriptionChanged(subscription: SubscriptionDetails): void {
    this.current.set(subscription);
  }

  /** A move within the step (a sub-step, a question), as the domain rules give it. */
  moved(steps: RegistrationSteps): void {
    this.steps = steps;
  }

  /** The back arrow (spec §4). Resolves to where to navigate (the dashboard), or null to stay. */
  async goBack(): Promise<string | null> {
    const subscription = this.subscription;
    const from = this.steps;
    if (!subscription || !from || this.goingBack) return null;
    this.goingBack = true;
    this.backError = null;
    const outcome = await this.useCases.goBack.execute(subscription._id, from);
    runInAction(() => {
      this.goingBack = false;
      this.steps = outcome.state;
      this.backError = outcome.error;
      if (outcome.subscription) this.current.set(outcome.subscription);
    });
    if (!outcome.navigateTo) for (const listener of this.backListeners) listener(outcome.state);
    return outcome.navigateTo;
  }

  /** Stores that keep a position of their own (the questionnaire) hear of each move back. */
  onWentBack(listener: (steps: RegistrationSteps) => void): void {
    this.backListeners.push(listener);
  }

  reset(): void {
    this.current.reset();
    this.steps = null;
    this.goingBack = false;
    this.backError = null;
    this.preferredId = null;
    this.planPrefill = null;
  }

  /** A registration entered afresh: its steps open where the server says, and the stores beside it read them again. */
  private enter(subscription: SubscriptionDetails): void {
    this.steps = stepsOf(subscription);
    this.stepsGeneration += 1;
  }
}
