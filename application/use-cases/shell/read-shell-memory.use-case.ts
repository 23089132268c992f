import type { PatientStatus } from '../../../domain/entities/patient';
import { patientStatusFromStorage } from '../../../domain/navigation/registration-status-memory';
import { parseSubTypes } from '../../../domain/session/sub-types';
import { STORAGE_KEYS } from '../../../domain/session/storage-keys';
import type { ProductType } from '../../../domain/shared/product-type';
import type { KeyValueStoragePort } from '../../ports/key-value-storage.port';

/** What the guards and the shell read from local storage (spec §3 keys), each value as its rule reads it. */
export interface ShellMemory {
  readonly status: PatientStatus | null;
  readonly originalRegistrationStatus: PatientStatus | null;
  readonly subTypes: readonly ProductType[];
}

export class ReadShellMemoryUseCase {
  constructor(private readonly storage: KeyValueStoragePort) {}

  execute(): ShellMemory {
    return {
      status: patientStatusFromStorage(this.storage.get(STORAGE_KEYS.status)),
      originalRegistrationStatus: patientStatusFromStorage(this.storage.get(STORAGE_KEYS.originalRegistrationStatus)),
      subTypes: parseSubTypes(this.storage.get(STORAGE_KEYS.subType)),
    };
  }
}
