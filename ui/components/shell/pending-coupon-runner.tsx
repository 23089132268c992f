import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { Subscription } from '../../../domain/entities/subscription';
import { newestFirst } from '../../../domain/shared/newest-first';
import { useStore } from '../../app/container-context';
import { pendingCouponStoreOf } from '../../stores/shell/pending-coupon.store';
import { SHELL_STORE_TOKENS } from '../../stores/shell/shell.store-tokens';
import { STORE_TOKENS } from '../../stores/store-tokens';

/** The newest subscription that is not cancelled: the one a new coupon is for. */
const newestOpen = (subscriptions: readonly Subscription[]): string | null =>
  [...subscriptions]
    .filter((subscription) => subscription.status !== 'cancel')
    .sort(newestFirst)[0]?._id ?? null;

/**
 * Applies the pending coupon (spec §4) once the user and the current subscription are ready: the one the
 * page names (the registration flow's), else the patient's newest open subscription.
 */
export const PendingCouponRunner = observer(({ subscriptionId }: { readonly subscriptionId?: string }) => {
  const session = useStore(STORE_TOKENS.session);
  const coupon = pendingCouponStoreOf(useStore(SHELL_STORE_TOKENS.pendingCoupon));
  const { entryQueryApplied } = useStore(SHELL_STORE_TOKENS.memory);
  const userReady = session.phase === 'signed-in' && session.user !== null;
  const target = subscriptionId ?? newestOpen(session.user?.subscriptions ?? []);
  useEffect(() => {
    coupon.contextChanged(userReady, target);
  }, [coupon, userReady, target, entryQueryApplied]);
  return null;
});
