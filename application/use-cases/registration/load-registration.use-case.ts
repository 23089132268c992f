import type { SubscriptionDetails } from '../../../domain/entities/subscription-details';
import { currentRegistration } from '../../../domain/registration-flow/registration-current';
import { ok, type Result } from '../../../domain/shared/result';
import type { RegistrationPort } from '../../ports/registration.port';
import type { SubscriptionsPort } from '../../ports/subscriptions.port';

/**
 * The current registration, loaded fresh: the one the patient started, else the newest in registration
 * (a reload, another device). Null when the patient has no registration going on. (Entering the steps
 * layout also restores the status the dashboard click remembered: the shell's route guard does it.)
 */
export class LoadRegistrationUseCase {
  constructor(
    private readonly subscriptions: SubscriptionsPort,
    private readonly registration: RegistrationPort,
  ) {}

  async execute(input: { readonly patientId: string; readonly preferredId: string | null }): Promise<Result<SubscriptionDetails | null>> {
    const listed = await this.subscriptions.listForPatient(input.patientId);
    if (!listed.ok) return listed;
    const current = currentRegistration(listed.value, input.preferredId);
    if (!current) return ok(null);
    return this.registration.get(current._id);
  }
}
