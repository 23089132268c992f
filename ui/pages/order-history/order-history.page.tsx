import '../../components/patient-area/patient-area.css';
import { Button, Callout, H1, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { ArrowLeft } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { OrderCard } from './order-card';
import { OrdersLoading } from './orders-loading';
import { useLanguageSwitch } from '../../i18n/use-language-switch';
import { useTranslate } from '../../i18n/use-translate';
import { useStores } from '../../app/container-context';
import { STORES } from '../../stores/store-areas';
import { RefreshError } from '../../components/refresh-error';

/** How far below the screen the next page starts loading, so scrolling rarely waits. */
const PRELOAD_MARGIN = '600px';

/**
 * `/user/order-history`: every order, newest first, as one endless list (spec §7 pagination.nextPage). The
 * next page loads as the end of the list comes near, or with the button, which keyboards and screen
 * readers use; the end of the list is said.
 */
export const OrderHistoryPage = observer(function OrderHistoryPage() {
  const _ = useTranslate();
  const store = useStores(STORES.patientArea).orderHistory;
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    void store.loadFirst();
  }, [store]);
  // The orders' plan names are the catalogue's texts: read again in the language switched to.
  useLanguageSwitch(() => void store.loadFirst());

  const canLoadMore = store.status.phase === 'ready' && store.nextPage !== null && !store.moreError;
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !canLoadMore) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void store.loadMore();
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [store, canLoadMore, store.orders.length]);

  return (
    <section className="page" aria-labelledby="orders-title">
      <Link to="/user/subscriptions" className="back-link">
        <ArrowLeft /> {_('All treatments')}
      </Link>
      <H1 id="orders-title" className="page-title">
        {_('Order history')}
      </H1>
      {store.status.phase === 'loading' && <OrdersLoading />}
      {store.status.phase === 'error' && (
        <Callout intent={Intent.DANGER} title={_('Your orders could not be loaded')} role="alert">
          <p>{store.status.error}</p>
          <Button text={_('Try again')} onClick={() => void store.loadFirst()} />
        </Callout>
      )}
      <RefreshError error={store.status.refreshError} onRetry={() => void store.loadFirst()} />
      {store.status.phase === 'ready' && store.orders.length === 0 && (
        <NonIdealState
          className="empty-state"
          title={_('No orders yet')}
          description="Once your doctor approves a treatment and it is paid, its deliveries are listed here."
        />
      )}
      {store.orders.length > 0 && (
        <ul className="order-list" aria-label={_('Your orders, newest first ({length} of {total})', { length: store.orders.length, total: store.total })}>
          {store.orders.map((order) => (
            <li key={order._id}>
              <OrderCard order={order} />
            </li>
          ))}
        </ul>
      )}
      <div ref={sentinel} />
      <div role="status" aria-live="polite">
        {store.loadingMore && <Spinner size={24} aria-label={_('Loading more orders')} className="load-more" />}
        {store.reachedEnd && store.orders.length > 0 && (
          <p className="order-end">{_('That is every order: {count} in all.', { count: store.orders.length })}</p>
        )}
      </div>
      {store.moreError && (
        <Callout intent={Intent.DANGER} role="alert" compact className="page-callout">
          {_('More orders could not be loaded:')} {store.moreError} <Button variant="minimal" text={_('Try again')} onClick={() => void store.loadMore()} />
        </Callout>
      )}
      {canLoadMore && (
        <div className="load-more">
          <Button text={_('Load more orders')} onClick={() => void store.loadMore()} loading={store.loadingMore} />
        </div>
      )}
    </section>
  );
});
