import { Notifications } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { Suspense, useRef, useState } from 'react';
import { useStores } from '../../app/container-context';
import { lazyNamed } from '../../app/lazy-page';
import { STORES } from '../../stores/store-areas';
import { useTranslate } from '../../i18n/use-translate';
import { useOpenWhenLoaded } from '../use-open-when-loaded';
import { badgeCount } from '../../../domain/formatting/badge-count';

const NotificationPanel = lazyNamed(() => import('./notification-panel'), 'NotificationPanel');

/** The notification bell (spec §2), fixed at the top right, with the unread counter; its panel loads when opened. */
export const NotificationBell = observer(function NotificationBell() {
  const _ = useTranslate();
  const notifications = useStores(STORES.shell).notifications;
  const [open, setOpen] = useState(false);
  const shown = useOpenWhenLoaded(open);
  const bell = useRef<HTMLButtonElement>(null);
  const { unread } = notifications;

  const close = () => {
    setOpen(false);
    bell.current?.focus();
  };

  return (
    <div className="notification-bell">
      <button
        ref={bell}
        type="button"
        className="notification-bell-button"
        aria-label={unread > 0 ? _('Notifications, {unread} unread', { unread }) : _('Notifications')}
        aria-expanded={shown}
        aria-haspopup="dialog"
        onClick={() => (open ? close() : setOpen(true))}
      >
        <Notifications size={20} />
        {unread > 0 && (
          <span className="notification-count" aria-hidden="true">
            {badgeCount(unread)}
          </span>
        )}
      </button>
      <Suspense fallback={null}>{shown && <NotificationPanel onClose={close} />}</Suspense>
    </div>
  );
});
