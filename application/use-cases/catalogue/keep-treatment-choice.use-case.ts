import type { SubscriptionDetails } from '../../../domain/entities/subscription-details';
import { storedTreatmentPosition } from '../../../domain/registration-flow/treatment-position';
import type { TreatmentSubStep } from '../../../domain/registration-steps/sub-steps';
import { APP_STORAGE_KEYS } from '../../../domain/session/app-storage-keys';
import { ok, type Result } from '../../../domain/shared/result';
import type { KeyValueStoragePort } from '../../ports/key-value-storage.port';
import type { RegistrationPort, TreatmentChoice } from '../../ports/registration.port';
import { holdsTreatmentChoice } from './same-treatment-choice';

/**
 * A treatment sub-step's Continue or Back: the plan as chosen so far is written to the subscription (PUT
 * /api/subscription/{id}, skipped when it holds that plan already), so a reload or a new sign-in finds the
 * choices; and the sub-step reached is remembered, so a reload opens it again. Nothing is remembered when
 * the write fails.
 */
export class KeepTreatmentChoiceUseCase {
  constructor(
    private readonly registration: RegistrationPort,
    private readonly storage: KeyValueStoragePort,
  ) {}

  async execute(input: {
    readonly subscription: SubscriptionDetails;
    readonly choice: TreatmentChoice;
    readonly subStep: TreatmentSubStep;
  }): Promise<Result<SubscriptionDetails>> {
    const { subscription, choice, subStep } = input;
    const written = holdsTreatmentChoice(subscription, choice) ? ok(subscription) : await this.registration.chooseTreatment(subscription._id, choice);
    if (written.ok) this.storage.set(APP_STORAGE_KEYS.treatmentSubStep, storedTreatmentPosition({ subscriptionId: subscription._id, subStep }));
    return written;
  }
}
