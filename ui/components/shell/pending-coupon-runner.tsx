import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { Subscription } from '../../../domain/entities/subscription';
import { newestFirst } from '../../../domain/shared/newest-first';
import { useStores } from '../../app/container-context';
import { STORES } from '../../stores/store-areas';

/** The newest subscription that is not cancelled: the one a new coupon is for. */
const newestOpen = (subscriptions: readonly Subscription[]): string | null =>
  [...subscriptions].filter((subscription) => subscription.status !== 'cancel').sort(newestFirst)[0]?._id ?? null;

/**
 * Applies the pending coupon (spec §4) once the user and the current subscription are ready: the one the
 * page names (the registration flow's), else the patient's newest open subscription.
 */
export const PendingCouponRunner = observer(function PendingCouponRunner({ subscriptionId }: { readonly subscriptionId?: string }) {
  const session = useStores(STORES.app).session;
  const coupon = useStores(STORES.shell).pendingCoupon;
  const { entryQueryApplied } = useStores(STORES.app).memory;
  const userReady = session.phase === 'signed-in' && session.user !== null;
  const target = subscriptionId ?? newestOpen(session.user?.subscriptions ?? []);
  useEffect(() => {
    coupon.contextChanged(userReady, target);
  }, [coupon, userReady, target, entryQueryApplied]);
  return null;
});
