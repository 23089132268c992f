import {
  NO_PENDING_COUPON,
  pendingCouponReducer,
  type PendingCouponCommand,
  type PendingCouponEvent,
  type PendingCouponState,
} from '../../../domain/coupons/pending-coupon';
import type { ApplyPendingCouponUseCase } from '../../../application/use-cases/shell/apply-pending-coupon.use-case';
import type { ReadPendingCouponUseCase } from '../../../application/use-cases/shell/read-pending-coupon.use-case';

/**
 * The pending coupon (spec §4): the code the `code` query parameter left in local storage is applied
 * once the user and the current subscription are ready, then removed; one application at a time.
 */
export class PendingCouponStore {
  private state: PendingCouponState = NO_PENDING_COUPON;

  constructor(
    private readonly readPendingCoupon: ReadPendingCouponUseCase,
    private readonly applyPendingCoupon: ApplyPendingCouponUseCase,
  ) {}

  /** The user or the current subscription changed (or a code was saved): applied when both are ready. */
  contextChanged(userReady: boolean, subscriptionId: string | null): void {
    this.dispatch({ type: 'code-read', stored: this.readPendingCoupon.execute() });
    this.dispatch({ type: 'context-changed', userReady, subscriptionId });
  }

  reset(): void {
    this.state = NO_PENDING_COUPON;
  }

  private dispatch(event: PendingCouponEvent): void {
    const { state, commands } = pendingCouponReducer(this.state, event);
    this.state = state;
    for (const command of commands) this.run(command);
  }

  private run(command: PendingCouponCommand): void {
    // The use case removes the stored code itself once the call is back (its 'remove').
    if (command.kind === 'apply') void this.applyPendingCoupon.execute(command).then(() => this.dispatch({ type: 'application-finished' }));
  }
}
