import { Menu } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { Suspense, useState } from 'react';
import { useStores } from '../../app/container-context';
import { lazyNamed } from '../../app/lazy-page';
import { STORES } from '../../stores/store-areas';
import { useTranslate } from '../../i18n/use-translate';
import { useOpenWhenLoaded } from '../use-open-when-loaded';
import { badgeCount } from '../../../domain/formatting/badge-count';

const MenuDrawer = lazyNamed(() => import('./menu-drawer'), 'MenuDrawer');

/**
 * The header's menu button on small screens and the drawer it opens (spec §2). It shows Doctor Messaging's
 * unread count while the drawer is closed; the count changes here alone, not the whole layout.
 */
export const MenuButton = observer(function MenuButton() {
  const _ = useTranslate();
  const unreadTotal = useStores(STORES.shell).unreadMessages.total;
  const [open, setOpen] = useState(false);
  const shown = useOpenWhenLoaded(open);
  return (
    <>
      <button
        type="button"
        className="patient-menu-button"
        onClick={() => setOpen(true)}
        aria-label={
          unreadTotal === 0
            ? _('Open the menu')
            : unreadTotal === 1
              ? _('Open the menu, 1 unread message')
              : _('Open the menu, {count} unread messages', { count: unreadTotal })
        }
        aria-expanded={shown}
      >
        <Menu size={20} />
        {unreadTotal > 0 && (
          <span className="menu-badge" aria-hidden="true">
            {badgeCount(unreadTotal)}
          </span>
        )}
      </button>
      <Suspense fallback={null}>{shown && <MenuDrawer isOpen onClose={() => setOpen(false)} />}</Suspense>
    </>
  );
});
