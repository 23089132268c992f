import './patient-area.css';
import { Button, Callout, H1, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { History } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatUsd } from '../../../domain/billing/usd';
import { useStore } from '../../app/container-context';
import { usePatientAreaStores } from '../../stores/patient-area/use-patient-area-stores';
import { STORE_TOKENS } from '../../stores/store-tokens';
import { LinkButton } from './link-button';
import { ReactivatePopup } from './reactivate-popup';
import { SubscriptionCard } from './subscription-card';

/** `/user/subscriptions`: the dashboard, home of the patient area. A win-back link adds `?winback=CODE`. */
export const SubscriptionsPage = observer(() => {
  const session = useStore(STORE_TOKENS.session);
  const subscriptions = useStore(STORE_TOKENS.subscriptions);
  const summary = usePatientAreaStores().dashboardSummary;
  const [search] = useSearchParams();
  const winback = search.get('winback');
  const patientId = session.patientId;

  useEffect(() => {
    if (patientId) void subscriptions.load(patientId);
  }, [patientId, subscriptions]);

  useEffect(() => {
    if (patientId) void summary.load(winback);
  }, [patientId, summary, winback]);

  const reload = () => {
    if (patientId) void subscriptions.load(patientId);
  };

  return (
    <section className="page" aria-labelledby="dashboard-title">
      <H1 id="dashboard-title" className="page-title">
        {session.user?.firstName ? `Welcome, ${session.user.firstName}` : 'Your treatments'}
      </H1>
      <div className="dashboard-summary">
        {summary.latestBilledAmount !== null && (
          <p>
            Latest billed amount: <strong>{formatUsd(summary.latestBilledAmount)}</strong>
          </p>
        )}
        <LinkButton to="/user/order-history" minimal icon={<History />}>
          Order history
        </LinkButton>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {summary.reactivated ? `${summary.reactivated} is active again.` : ''}
      </p>
      {subscriptions.phase === 'loading' && subscriptions.items.length === 0 && <Spinner aria-label="Loading your treatments" />}
      {subscriptions.phase === 'error' && (
        <Callout intent={Intent.DANGER} title="Your treatments could not be loaded" role="alert">
          <p>{subscriptions.error}</p>
          <Button text="Try again" onClick={reload} />
        </Callout>
      )}
      {subscriptions.phase === 'ready' && subscriptions.items.length === 0 && (
        <NonIdealState
          className="empty-state"
          title="No treatments yet"
          description="Start an online visit: answer a few medical questions, and a licensed doctor reviews them, usually within a day. Your treatments will be listed here."
        />
      )}
      {subscriptions.items.length > 0 && (
        <ul className="subscription-list" aria-label="Your treatments">
          {subscriptions.items.map((subscription) => (
            <li key={subscription._id}>
              <SubscriptionCard subscription={subscription} />
            </li>
          ))}
        </ul>
      )}
      <ReactivatePopup onReactivated={reload} />
    </section>
  );
});
