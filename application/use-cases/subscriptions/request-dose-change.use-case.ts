import type { SubscriptionDetails } from '../../../domain/entities/subscription-details';
import { PATIENT_AREA_MESSAGES } from '../../../domain/subscription-actions/patient-area-messages';
import { isRecordId } from '../../../domain/subscription-actions/record-id';
import { fail, type Result } from '../../../domain/shared/result';
import type { SubscriptionLifecyclePort } from '../../ports/subscription-lifecycle.port';
import { withSubscriptionId } from './subscription-id';

export interface DoseChangeInput {
  readonly subscriptionId: string;
  readonly doseId: string;
}

/** Asks the doctor for another dose: a modify request shows as pending until the doctor decides. */
export class RequestDoseChangeUseCase {
  constructor(private readonly lifecycle: SubscriptionLifecyclePort) {}

  execute({ subscriptionId, doseId }: DoseChangeInput): Promise<Result<SubscriptionDetails>> {
    if (!isRecordId(doseId)) return Promise.resolve(fail(PATIENT_AREA_MESSAGES.chooseDose, 400));
    return withSubscriptionId(subscriptionId, (id) => this.lifecycle.requestDoseChange(id, doseId));
  }
}
