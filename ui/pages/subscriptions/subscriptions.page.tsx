import '../../components/patient-area/patient-area.css';
import { H1 } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useStores } from '../../app/container-context';
import { lazyNamed } from '../../app/lazy-page';
import { usePainted } from '../../components/use-painted';
import { DashboardSummary, SummaryLine } from './dashboard-summary';
import { TreatmentsLoading } from './treatments-loading';
import { useTranslate } from '../../i18n/use-translate';
import { STORES } from '../../stores/store-areas';
import { useLanguageSwitch } from '../../i18n/use-language-switch';
import { useReadAgainOnLiveOpen } from '../../components/shell/use-read-again-on-live-open';

/**
 * The list's code downloads alongside the page's first screen and the treatments themselves (the page's early script
 * preloads it): asked for as this page's code runs, it has arrived by the time the title is on screen and the list is
 * drawn, in the same pass as the page around it. Asked for only then, its first draw was a Suspense retry, which each
 * store update of a first visit started over: every card drawn four times (issue 23).
 */
const TreatmentList = lazyNamed(() => import('./treatment-list'), 'TreatmentList');
// A failed download is tried again when the list is drawn, and then reaches the error boundary.
TreatmentList.preload().catch(() => undefined);

/** `/user/subscriptions`: the dashboard, home of the patient area. A win-back link adds `?winback=CODE`. */
export const SubscriptionsPage = observer(function SubscriptionsPage() {
  const _ = useTranslate();
  const session = useStores(STORES.app).session;
  const { subscriptions, notifications } = useStores(STORES.shell);
  const [search] = useSearchParams();
  const winback = search.get('winback');
  const patientId = session.patientId;
  // The title is drawn first; the summary's and the list's code and data are asked for once it is on screen,
  // as the patient area's live connection starts: a change told once the connection is up reloads the cards
  // (below), and the list is read again when the connection opens, for a change made before.
  const painted = usePainted();

  useEffect(() => {
    if (patientId && painted) void subscriptions.load(patientId);
  }, [patientId, painted, subscriptions]);

  const reload = () => {
    if (patientId) void subscriptions.load(patientId);
  };
  // The plans' names are the provider's texts: read again in the language the patient switches to.
  useLanguageSwitch(reload);
  // Only a list already read: one still on its way is answered after the connection opened, or close to it.
  useReadAgainOnLiveOpen(() => {
    if (subscriptions.status.phase === 'ready') reload();
  });
  // A care decision, a charge or a shipment told live: the cards show it without a reload.
  const treatmentUpdate = notifications.treatmentUpdate;
  useEffect(() => {
    if (treatmentUpdate && patientId) void subscriptions.load(patientId);
  }, [treatmentUpdate, patientId, subscriptions]);

  return (
    <section className="page" aria-labelledby="dashboard-title">
      <H1 id="dashboard-title" className="page-title">
        {session.user?.firstName ? _('Welcome, {firstName}', { firstName: session.user.firstName }) : _('Your treatments')}
      </H1>
      {/* The same line stands in until the title is on screen and the summary is asked for: nothing below it moves. */}
      {painted ? <DashboardSummary patientId={patientId} winback={winback} onReactivated={reload} /> : <SummaryLine latestBilledAmount={null} />}
      {painted ? (
        <Suspense fallback={<TreatmentsLoading />}>
          <TreatmentList subscriptions={subscriptions} onRetry={reload} />
        </Suspense>
      ) : (
        <TreatmentsLoading />
      )}
    </section>
  );
});
