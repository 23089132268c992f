import type { SubscriptionDetails } from '../../../domain/entities/subscription-details';
import { isRegistrationDone } from '../../../domain/registration-steps/registration-step';
import type { Result } from '../../../domain/shared/result';
import type { RegistrationPort } from '../../ports/registration.port';
import type { LoadCurrentUserUseCase } from '../auth/load-current-user.use-case';

/**
 * One step forward (PATCH stepper {step:'next'}): the server checks the step is complete and answers the
 * subscription at its next step. Reaching done, the patient is loaded again: the server moves the patient
 * from register to active when no other registration goes on, and the stored status follows.
 */
export class AdvanceRegistrationUseCase {
  constructor(
    private readonly registration: RegistrationPort,
    private readonly loadCurrentUser: LoadCurrentUserUseCase,
  ) {}

  async execute(subscriptionId: string): Promise<Result<SubscriptionDetails>> {
    const moved = await this.registration.step(subscriptionId, 'next');
    if (moved.ok && isRegistrationDone(moved.value.registrationStep)) await this.loadCurrentUser.execute();
    return moved;
  }
}
