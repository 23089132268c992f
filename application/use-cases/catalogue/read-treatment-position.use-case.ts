import { treatmentPositionFromStorage } from '../../../domain/registration-flow/treatment-position';
import type { TreatmentSubStep } from '../../../domain/registration-steps/sub-steps';
import { APP_STORAGE_KEYS } from '../../../domain/session/app-storage-keys';
import type { KeyValueStoragePort } from '../../ports/key-value-storage.port';

/** The treatment sub-step the patient reached in this subscription before a reload, or null (async like every registration use case: its code loads on first use). */
export class ReadTreatmentPositionUseCase {
  constructor(private readonly storage: KeyValueStoragePort) {}

  async execute(subscriptionId: string): Promise<TreatmentSubStep | null> {
    return treatmentPositionFromStorage(this.storage.get(APP_STORAGE_KEYS.treatmentSubStep), subscriptionId);
  }
}
