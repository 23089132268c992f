import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { DashboardPage } from './dashboard-page';
import { DASHBOARD_PATH } from '../../domain/routing/dashboard-path';

/**
 * Going to the dashboard (spec §8): when the router cannot get there (its page fails to load), a full
 * page load does instead.
 */
export const useGoToDashboard = (): (() => Promise<void>) => {
  const navigate = useNavigate();
  return useCallback(
    () =>
      DashboardPage.preload().then(
        () => navigate(DASHBOARD_PATH),
        () => window.location.assign(DASHBOARD_PATH),
      ),
    [navigate],
  );
};
