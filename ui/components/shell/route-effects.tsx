import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useStore } from '../../app/container-context';
import { SHELL_STORE_TOKENS } from '../../stores/shell/shell.store-tokens';

/** What every route change does: an analytics page view, 250 ms later, for a new path (spec §9). */
export const RouteEffects = () => {
  const pageViews = useStore(SHELL_STORE_TOKENS.pageViews);
  const { pathname, search } = useLocation();
  useEffect(() => {
    pageViews.routeChanged(`${pathname}${search}`);
  }, [pageViews, pathname, search]);
  return null;
};
