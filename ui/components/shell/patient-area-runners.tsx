import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { useStores } from '../../app/container-context';
import { STORES } from '../../stores/store-areas';
import { useLanguageSwitch } from '../../i18n/use-language-switch';
import { usePainted } from '../use-painted';
import { useUnreadAcrossTabs } from './use-unread-across-tabs';

/** The pending coupon's runner (spec §4) loads with the signed-in layout, once its first screen is drawn. */
const PendingCouponRunner = lazy(() => import('./pending-coupon-runner').then((module) => ({ default: module.PendingCouponRunner })));

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
  // The notices are worded by the server: the bell reads them again in the language the patient switches to.
  useLanguageSwitch(() => {
    if (notifications.status.phase !== 'idle') void notifications.load();
  });

  useEffect(() => {
    // Without its code (a failed download) the badge stays empty; the chat page's follow tries again.
    if (painted) unreadMessages.follow().catch(() => undefined);
  }, [unreadMessages, painted]);
  useUnreadAcrossTabs(unreadMessages);

  return painted ? (
    <Suspense fallback={null}>
      <PendingCouponRunner />
    </Suspense>
  ) : null;
});
