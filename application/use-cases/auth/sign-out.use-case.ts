import type { IdentityPort } from '../../ports/identity.port';
import type { KeyValueStoragePort } from '../../ports/key-value-storage.port';
import { clearSessionStorage } from '../shell/clear-session-storage';

/** Signs out of the identity provider and clears local storage (spec §2 Logout). */
export class SignOutUseCase {
  constructor(
    private readonly identity: IdentityPort,
    private readonly storage: KeyValueStoragePort,
  ) {}

  async execute(): Promise<void> {
    try {
      await this.identity.signOut();
    } finally {
      clearSessionStorage(this.storage);
    }
  }
}
