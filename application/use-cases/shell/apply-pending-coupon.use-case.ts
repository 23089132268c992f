import { STORAGE_KEYS } from '../../../domain/session/storage-keys';
import { ok, type Result } from '../../../domain/shared/result';
import type { KeyValueStoragePort } from '../../ports/key-value-storage.port';
import type { ApplyCouponUseCase } from '../catalogue/apply-coupon.use-case';

/**
 * Applies the pending coupon to the current subscription (spec §4, §5), then removes it from local
 * storage, whatever the outcome (the banner tells it; a bad code must not retry on every page), unless
 * another code was saved meanwhile. The coupon rules are the treatment step's (a subscription id that is
 * not an id fails with 'Invalid subscription ID provided for coupon application' before anything is sent).
 */
export class ApplyPendingCouponUseCase {
  constructor(
    private readonly applyCoupon: Pick<ApplyCouponUseCase, 'execute'>,
    private readonly storage: KeyValueStoragePort,
  ) {}

  async execute(input: { readonly subscriptionId: string | null; readonly code: string }): Promise<Result<void>> {
    const applied = await this.applyCoupon.execute(input.subscriptionId, input.code);
    if (this.storage.get(STORAGE_KEYS.pendingCouponCode)?.trim() === input.code.trim()) this.storage.remove(STORAGE_KEYS.pendingCouponCode);
    return applied.ok ? ok(undefined) : applied;
  }
}
