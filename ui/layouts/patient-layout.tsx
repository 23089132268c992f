import './patient-layout.css';
import { Help, Menu } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { useStores } from '../app/container-context';
import { DASHBOARD_PATH } from '../../domain/routing/dashboard-path';
import { BrandLogo } from '../components/brand-logo';
import { HelpPanels } from '../components/shell/help-panels';
import { NotificationBell } from '../components/shell/notification-bell';
import { PatientMenu } from '../components/shell/patient-menu';
import { useUnreadAcrossTabs } from '../components/shell/use-unread-across-tabs';
import { usePainted } from '../components/use-painted';
import { STORES } from '../stores/store-areas';
import { LanguageToggle } from '../i18n/language-toggle';
import { useTranslate } from '../i18n/use-translate';
import { useLanguageSwitch } from '../i18n/use-language-switch';

/** The pending coupon's runner (spec §4) loads with the signed-in layout, once its first screen is drawn. */
const PendingCouponRunner = lazy(() => import('../components/shell/pending-coupon-runner').then((module) => ({ default: module.PendingCouponRunner })));

const MenuDrawer = lazy(() => import('../components/shell/menu-drawer').then((module) => ({ default: module.MenuDrawer })));

/**
 * The default layout (spec §2): the patient area with its menu, a side column on wide screens and a
 * drawer on small ones; the notification bell at the top right; help in the header (in the menu on
 * small screens). The bell listens to the live connection while the patient is here.
 */
export const PatientLayout = observer(function PatientLayout() {
  const _ = useTranslate();
  const session = useStores(STORES.app).session;
  const brand = useStores(STORES.app).brand;
  const help = useStores(STORES.app).helpPanel;
  const { notifications, unreadMessages } = useStores(STORES.shell);
  // The coupon runner's code, the badge's and the bell's, and the live connection start once the layout is on screen.
  const painted = usePainted();
  const unreadTotal = unreadMessages.total;
  const [menuOpen, setMenuOpen] = useState(false);
  const userId = session.user?._id ?? null;

  useEffect(() => {
    if (!userId || !painted) return;
    void notifications.start(userId);
    return () => notifications.stop();
  }, [notifications, userId, painted]);
  // The notices are worded by the server: the bell reads them again in the language the patient switches to.
  useLanguageSwitch(() => {
    if (notifications.status.phase !== 'idle') void notifications.load();
  });

  // The Doctor Messaging badge counts unread messages while the patient is here, in every tab alike.
  useEffect(() => {
    // Without its code (a failed download) the badge stays empty; the chat page's follow tries again.
    if (painted) unreadMessages.follow().catch(() => undefined);
  }, [unreadMessages, painted]);
  useUnreadAcrossTabs(unreadMessages);

  return (
    <div className="patient-layout">
      <a className="skip-link" href="#patient-main">
        {_('Skip to content')}
      </a>
      <header className="app-header patient-header">
        <button
          type="button"
          className="patient-menu-button"
          onClick={() => setMenuOpen(true)}
          aria-label={
            unreadTotal === 0
              ? _('Open the menu')
              : unreadTotal === 1
                ? _('Open the menu, 1 unread message')
                : _('Open the menu, {count} unread messages', { count: unreadTotal })
          }
          aria-expanded={menuOpen}
        >
          <Menu size={20} />
          {/* On a phone the menu is a drawer: its button shows Doctor Messaging's count while it is closed. */}
          {unreadTotal > 0 && (
            <span className="menu-badge" aria-hidden="true">
              {unreadTotal > 99 ? '99+' : unreadTotal}
            </span>
          )}
        </button>
        <Link to={DASHBOARD_PATH} className="logo-link" aria-label={_('{name}: home', { name: brand.name })}>
          <BrandLogo />
        </Link>
        <LanguageToggle />
        <button type="button" className="patient-help-button" onClick={help.openPanel}>
          <Help />
          <span>{_('Help')}</span>
        </button>
      </header>
      <NotificationBell />
      <div className="patient-body">
        <nav aria-label={_('Patient menu')} className="patient-nav">
          <PatientMenu unreadMessages={unreadTotal} />
        </nav>
        <main id="patient-main" className="patient-main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      {menuOpen && (
        <Suspense fallback={null}>
          <MenuDrawer isOpen onClose={() => setMenuOpen(false)} unreadMessages={unreadTotal} />
        </Suspense>
      )}
      <HelpPanels />
      {painted && (
        <Suspense fallback={null}>
          <PendingCouponRunner />
        </Suspense>
      )}
    </div>
  );
});
