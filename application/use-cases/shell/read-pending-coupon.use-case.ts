import { STORAGE_KEYS } from '../../../domain/session/storage-keys';
import type { KeyValueStoragePort } from '../../ports/key-value-storage.port';

/** The pending coupon code in local storage (pendingCouponCode), as stored; the coupon rule reads it. */
export class ReadPendingCouponUseCase {
  constructor(private readonly storage: KeyValueStoragePort) {}

  execute(): string | null {
    return this.storage.get(STORAGE_KEYS.pendingCouponCode);
  }
}
