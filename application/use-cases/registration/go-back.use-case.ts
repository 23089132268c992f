import type { SubscriptionDetails } from '../../../domain/entities/subscription-details';
import { goBack, previousStepAnswered, type StepsEffect } from '../../../domain/registration-steps/going-back';
import type { QuestionRef, StepsState } from '../../../domain/registration-steps/steps-state';
import { STORAGE_KEYS } from '../../../domain/session/storage-keys';
import type { KeyValueStoragePort } from '../../ports/key-value-storage.port';
import type { RegistrationPort } from '../../ports/registration.port';

export interface GoBackOutcome<Q extends QuestionRef> {
  readonly state: StepsState<Q>;
  /** Where to go now (the dashboard), or null to stay on the steps. */
  readonly navigateTo: string | null;
  /** The server's refusal of the step-previous update; the step is kept. */
  readonly error: string | null;
  /** The subscription as the step-previous update left it. */
  readonly subscription: SubscriptionDetails | null;
}

/**
 * The back arrow (spec §4 "Going back"): the domain machine decides, this runs its effects in order: the
 * step-previous update (PATCH stepper {step:'prev'}) whose answer is fed back to the machine, the stored
 * status, and where to navigate.
 */
export class GoBackUseCase {
  constructor(
    private readonly registration: RegistrationPort,
    private readonly storage: KeyValueStoragePort,
  ) {}

  async execute<Q extends QuestionRef>(subscriptionId: string, from: StepsState<Q>): Promise<GoBackOutcome<Q>> {
    const pending: StepsEffect[] = [];
    let { state, effects } = goBack(from);
    pending.push(...effects);
    let navigateTo: string | null = null;
    let error: string | null = null;
    let subscription: SubscriptionDetails | null = null;
    while (pending.length > 0) {
      const effect = pending.shift() as StepsEffect;
      if (effect.kind === 'send-step-previous') {
        const answer = await this.registration.step(subscriptionId, 'prev');
        if (answer.ok) subscription = answer.value;
        else error = answer.error.message;
        ({ state, effects } = previousStepAnswered(
          state,
          answer.ok ? { ok: true, registrationStep: answer.value.registrationStep } : { ok: false, message: answer.error.message },
        ));
        pending.push(...effects);
      } else if (effect.kind === 'set-status') {
        this.storage.set(STORAGE_KEYS.status, effect.status);
      } else {
        navigateTo = effect.to;
      }
    }
    return { state, navigateTo, error: navigateTo ? null : error, subscription };
  }
}
