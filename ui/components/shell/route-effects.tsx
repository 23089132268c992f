import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useStores } from '../../app/container-context';
import { STORES } from '../../stores/store-areas';
import { observer } from 'mobx-react-lite';

/** What every route change does: an analytics page view, 250 ms later, for a new path (spec §9). */
export const RouteEffects = observer(function RouteEffects() {
  const pageViews = useStores(STORES.app).pageViews;
  const { pathname, search } = useLocation();
  useEffect(() => {
    pageViews.routeChanged(`${pathname}${search}`);
  }, [pageViews, pathname, search]);
  return null;
});
