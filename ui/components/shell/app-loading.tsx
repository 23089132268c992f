// The frame's rules come with the app's first styles: the server's page draws the frame before any other arrives.
import './patient-frame.css';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import { DASHBOARD_PATH, PATIENT_AREA_PREFIX } from '../../../domain/routing/dashboard-path';
import { useStores } from '../../app/container-context';
import { useTranslate } from '../../i18n/use-translate';
import { STORES } from '../../stores/store-areas';
import { BrandLogo } from '../brand-logo';
import { PageLoading } from './page-loading';
import { PatientFrame } from './patient-frame';

/**
 * Before a layout is on screen (the session check, a layout's code on its way): the brand's logo over the
 * spinner, so the first thing drawn already shows whose app is opening rather than an empty page. In the
 * patient area, its frame instead, as the server's page draws it: the dashboard's greeting stays where it
 * is while the app starts, rather than giving way to another screen.
 */
export const AppLoading = observer(function AppLoading() {
  const _ = useTranslate();
  const { pathname } = useLocation();
  const session = useStores(STORES.app).session;
  if (!pathname.startsWith(PATIENT_AREA_PREFIX)) {
    return (
      <div className="app-loading">
        <BrandLogo />
        <PageLoading />
      </div>
    );
  }
  const firstName = session.user?.firstName;
  const onDashboard = pathname.replace(/\/+$/, '') === DASHBOARD_PATH;
  return (
    <PatientFrame
      logo={<BrandLogo />}
      loading={<PageLoading />}
      greeting={onDashboard ? (firstName ? _('Welcome, {firstName}', { firstName }) : null) : undefined}
    />
  );
});
