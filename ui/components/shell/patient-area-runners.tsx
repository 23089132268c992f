import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useStores } from '../../app/container-context';
import { STORES } from '../../stores/store-areas';
import { usePainted } from '../use-painted';
import { PendingCouponRunner } from './pending-coupon-runner';
import { useUnreadAcrossTabs } from './use-unread-across-tabs';

/**
 * What the patient area runs while the patient is in it: the bell's notices, Doctor Messaging's unread
 * count (in every tab alike) and the pending coupon. All start once the layout is on screen; this part
 * of the layout draws nothing of its own, so their start and their answers redraw none of it.
 */
export const PatientAreaRunners = observer(function PatientAreaRunners() {
  const userId = useStores(STORES.app).session.user?._id ?? null;
  const { notifications, unreadMessages } = useStores(STORES.shell);
  const painted = usePainted();

  useEffect(() => {
    if (!userId || !painted) return;
    void notifications.start(userId);
    return () => notifications.stop();
  }, [notifications, userId, painted]);
  // The notices are worded by the server: on a language switch the live connection opens again in the new
  // language, and the bell reads them again on that reconnect (adapters/live/websocket-live-connection.adapter.ts).

  useEffect(() => {
    // Without its code (a failed download) the badge stays empty; the chat page's follow tries again.
    if (painted) unreadMessages.follow().catch(() => undefined);
  }, [unreadMessages, painted]);
  useUnreadAcrossTabs(unreadMessages);

  // The pending coupon's runner (spec §4), once the first screen is drawn. Its code (a few hundred bytes) comes
  // with the area's: loaded lazily, it cost a request, and its Suspense fallback made React hold back for
  // 300 ms whatever else the page revealed then (issue 23).
  return painted ? <PendingCouponRunner /> : null;
});
