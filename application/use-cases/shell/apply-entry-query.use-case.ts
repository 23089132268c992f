import { queryStorageEffects, type EntryQuery } from '../../../domain/routing/query-parameters';
import { STORAGE_KEYS } from '../../../domain/session/storage-keys';
import type { KeyValueStoragePort } from '../../ports/key-value-storage.port';
import { clearSessionStorage } from './clear-session-storage';

/**
 * The query-parameter rules of spec §2 on arrival: a `token` that differs from the stored one clears
 * local storage (whoever was signed in is signed out), then `code` is saved as the pending coupon.
 */
export class ApplyEntryQueryUseCase {
  constructor(private readonly storage: KeyValueStoragePort) {}

  execute(query: EntryQuery): { readonly clearedStorage: boolean } {
    let clearedStorage = false;
    for (const effect of queryStorageEffects(query, this.storage.get(STORAGE_KEYS.token))) {
      if (effect.kind === 'clear') {
        clearSessionStorage(this.storage);
        clearedStorage = true;
      } else {
        this.storage.set(effect.key, effect.value);
      }
    }
    return { clearedStorage };
  }
}
