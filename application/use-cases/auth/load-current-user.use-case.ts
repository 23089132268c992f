import type { User } from '../../../domain/entities/user';
import { requirePatientRole } from '../../../domain/session/patient-role';
import { STORAGE_KEYS } from '../../../domain/session/storage-keys';
import { serializeSubTypes } from '../../../domain/session/sub-types';
import type { Result } from '../../../domain/shared/result';
import type { KeyValueStoragePort } from '../../ports/key-value-storage.port';
import type { PatientAccountPort } from '../../ports/patient-account.port';

/** Loads the signed-in user; only a user whose first role is patient is accepted ('Wrong User!'). */
export class LoadCurrentUserUseCase {
  constructor(
    private readonly account: PatientAccountPort,
    private readonly storage: KeyValueStoragePort,
  ) {}

  async execute(options: { readonly winback?: string } = {}): Promise<Result<User>> {
    const loaded = await this.account.loadCurrentUser(options);
    if (!loaded.ok) return loaded;
    const accepted = requirePatientRole(loaded.value);
    if (accepted.ok && accepted.value.patient) this.storage.set(STORAGE_KEYS.status, accepted.value.patient.status);
    // subType: the product types of the patient's subscriptions, as loaded (spec §3).
    if (accepted.ok) this.storage.set(STORAGE_KEYS.subType, serializeSubTypes(accepted.value.subscriptions.map((subscription) => subscription.productType)));
    return accepted;
  }
}
