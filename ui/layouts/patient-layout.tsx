import './patient-layout.css';
import { Help } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { Link, Outlet } from 'react-router-dom';
import { useStores } from '../app/container-context';
import { DASHBOARD_PATH } from '../../domain/routing/dashboard-path';
import { BrandLogo } from '../components/brand-logo';
import { useMediaQuery } from '../components/use-media-query';
import { HelpPanels } from '../components/shell/help-panels';
import { MenuButton } from '../components/shell/menu-button';
import { NotificationBell } from '../components/shell/notification-bell';
import { PatientAreaRunners } from '../components/shell/patient-area-runners';
import { PatientMenu } from '../components/shell/patient-menu';
import { STORES } from '../stores/store-areas';
import { LanguageToggle } from '../i18n/language-toggle';
import { useTranslate } from '../i18n/use-translate';
import { WIDE_SCREEN } from './wide-screen';

/**
 * The default layout (spec §2): the patient area with its menu, a side column on wide screens and a
 * drawer on small ones; the notification bell at the top right; help in the header (in the menu on
 * small screens). What changes while the patient is here (counts, the menu's state) is drawn by the
 * parts that show it, so the frame itself draws once.
 */
export const PatientLayout = observer(function PatientLayout() {
  const _ = useTranslate();
  const brand = useStores(STORES.app).brand;
  const help = useStores(STORES.app).helpPanel;
  // A small screen hides the side column: its menu is drawn only in the drawer, when opened.
  const wide = useMediaQuery(WIDE_SCREEN);

  return (
    <div className="patient-layout">
      <a className="skip-link" href="#patient-main">
        {_('Skip to content')}
      </a>
      <header className="app-header patient-header">
        <MenuButton />
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
        {wide && (
          <nav aria-label={_('Patient menu')} className="patient-nav">
            <PatientMenu />
          </nav>
        )}
        <main id="patient-main" className="patient-main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      <HelpPanels />
      <PatientAreaRunners />
    </div>
  );
});
