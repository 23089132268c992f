import { History } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect } from 'react';
import { formatUsd } from '../../../domain/billing/usd';
import { useStores } from '../../app/container-context';
import { lazyNamed } from '../../app/lazy-page';
import { LinkButton } from '../../components/link-button';
import { STORES } from '../../stores/store-areas';
import { useTranslate } from '../../i18n/use-translate';
import { useOpenWhenLoaded } from '../../components/use-open-when-loaded';

/** The popup's code (a dialog) loads only for a patient the server offers a reactivation. */
const ReactivatePopup = lazyNamed(() => import('./reactivate-popup'), 'ReactivatePopup');

/** The line under the dashboard's title: the latest billed amount once known, and the way to the order history. */
export const SummaryLine = observer(function SummaryLine({ latestBilledAmount }: { readonly latestBilledAmount: number | null }) {
  const _ = useTranslate();
  return (
    <div className="dashboard-summary">
      {latestBilledAmount !== null && (
        <p>
          {_('Latest billed amount:')} <strong>{formatUsd(latestBilledAmount)}</strong>
        </p>
      )}
      <LinkButton to="/user/order-history" minimal icon={<History />}>
        {_('Order history')}
      </LinkButton>
    </div>
  );
});

interface DashboardSummaryProps {
  readonly patientId: string | null;
  /** A win-back link's coupon code (`?winback=CODE`), for the reactivation offer. */
  readonly winback: string | null;
  readonly onReactivated: () => void;
}

/**
 * What the dashboard's summary adds (its use cases load with their own code, so the title and the treatments
 * do not wait for them): the summary line, the reactivation popup and its announcement.
 */
export const DashboardSummary = observer(function DashboardSummary({ patientId, winback, onReactivated }: DashboardSummaryProps) {
  const _ = useTranslate();
  const summary = useStores(STORES.shell).dashboardSummary;
  const brand = useStores(STORES.app).brand;
  const offerShown = useOpenWhenLoaded(summary.offer !== null);

  useEffect(() => {
    if (patientId) void summary.load(winback, brand.id);
  }, [patientId, summary, winback, brand.id]);

  return (
    <>
      <SummaryLine latestBilledAmount={summary.latestBilledAmount} />
      <p className="visually-hidden" role="status" aria-live="polite">
        {summary.reactivated ? _('{reactivated} is active again.', { reactivated: summary.reactivated }) : ''}
      </p>
      <Suspense fallback={null}>{offerShown && <ReactivatePopup onReactivated={onReactivated} />}</Suspense>
    </>
  );
});
