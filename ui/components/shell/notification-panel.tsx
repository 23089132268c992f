import './notification-panel.css';
import { Cross } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { MESSAGES } from '../../../domain/feedback/messages';
import { BUSINESS_CONSTANTS } from '../../../domain/shared/business-constants';
import { useStores } from '../../app/container-context';
import { STORES } from '../../stores/store-areas';
import { useZone } from '../use-zone';
import { RefreshError } from '../refresh-error';
import { showMoment } from '../show-moment';
import { useTranslate } from '../../i18n/use-translate';

/** The bell's panel (spec §2): slides in from the right on phones, a 400-wide menu on wider screens. */
export const NotificationPanel = observer(function NotificationPanel({ onClose }: { readonly onClose: () => void }) {
  const _ = useTranslate();
  const notifications = useStores(STORES.shell).notifications;
  const zone = useZone();
  const panel = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const [shown, setShown] = useState(false);
  const { items } = notifications.list;

  useEffect(() => {
    panel.current?.focus();
    // The next frame, so the slide-in transition runs from off-screen.
    const frame = requestAnimationFrame(() => setShown(true));
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !(target instanceof Element && target.closest('.notification-bell'))) onClose();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [onClose]);

  // Read when 75% visible (spec §2, §9).
  useEffect(() => {
    const root = list.current;
    if (!root) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = (entry.target as HTMLElement).dataset.noticeId;
          if (id) notifications.visibilityChanged(id, entry.intersectionRatio);
        }
      },
      { root, threshold: [0, BUSINESS_CONSTANTS.readMarkVisibilityThreshold, 1] },
    );
    for (const item of root.querySelectorAll('[data-notice-id]')) observer.observe(item);
    return () => observer.disconnect();
  }, [notifications, items]);

  // The end of the list in view: the next older page (spec §9 reads 10 at a time), so every notice can be seen.
  const nextPage = notifications.list.nextPage;
  useEffect(() => {
    const root = list.current;
    const end = root?.querySelector('.notification-list-end');
    if (!root || !end || nextPage === null) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void notifications.loadMore();
      },
      { root },
    );
    observer.observe(end);
    return () => observer.disconnect();
  }, [notifications, nextPage, items]);

  return (
    <div ref={panel} className={`notification-panel${shown ? ' is-shown' : ''}`} role="dialog" aria-label={_('Notifications')} tabIndex={-1}>
      <div className="notification-panel-head">
        <h2 className="notification-panel-title">{_('Notifications')}</h2>
        <button type="button" className="notification-panel-close" onClick={onClose} aria-label={_('Close the notifications')}>
          <Cross />
        </button>
      </div>
      {notifications.status.phase === 'error' && (
        <p className="notification-panel-state" role="alert">
          {notifications.status.error}
        </p>
      )}
      <RefreshError error={notifications.status.refreshError} onRetry={() => void notifications.load()} />
      {notifications.status.phase === 'loading' && items.length === 0 && <p className="notification-panel-state">{_('Loading…')}</p>}
      {notifications.status.phase === 'ready' && items.length === 0 && <p className="notification-panel-state">{MESSAGES.noItems}</p>}
      {/* Focusable, so a keyboard user can scroll it (and so have the items seen and marked read). */}
      <ul ref={list} className="notification-list" aria-label={_('Your notifications')} tabIndex={0} aria-live="polite" aria-relevant="additions">
        {items.map((item) => {
          const date = showMoment(item.createdAt, zone);
          return (
            <li key={item._id} data-notice-id={item._id} className={`notification-item${item.hasRead ? '' : ' is-unread'}`}>
              {!item.hasRead && <span className="visually-hidden">{_('Unread:')} </span>}
              <span className="notification-message">{item.message}</span>
              {date && (
                <time className="notification-date" dateTime={item.createdAt}>
                  {date}
                </time>
              )}
            </li>
          );
        })}
        {nextPage !== null && <li className="notification-list-end" aria-hidden="true" />}
      </ul>
      <p className="notification-panel-more" role="status">
        {notifications.loadingMore ? _('Loading older notifications…') : (notifications.moreError ?? '')}
        {notifications.moreError && !notifications.loadingMore && (
          <button type="button" className="bp6-button bp6-minimal bp6-small" onClick={() => void notifications.loadMore()}>
            {_('Try again')}
          </button>
        )}
      </p>
    </div>
  );
});
