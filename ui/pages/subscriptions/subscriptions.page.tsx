import { Button, Callout, H1, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useStore } from '../../app/container-context';
import { STORE_TOKENS } from '../../stores/store-tokens';
import { SubscriptionCard } from './subscription-card';

/** `/user/subscriptions`: the dashboard, home of the patient area. */
export const SubscriptionsPage = observer(() => {
  const session = useStore(STORE_TOKENS.session);
  const subscriptions = useStore(STORE_TOKENS.subscriptions);
  const patientId = session.patientId;

  useEffect(() => {
    if (patientId) void subscriptions.load(patientId);
  }, [patientId, subscriptions]);

  return (
    <section className="page" aria-labelledby="dashboard-title">
      <H1 id="dashboard-title" className="page-title">
        {session.user?.firstName ? `Welcome, ${session.user.firstName}` : 'Your treatments'}
      </H1>
      {subscriptions.phase === 'loading' && <Spinner aria-label="Loading your treatments" />}
      {subscriptions.phase === 'error' && (
        <Callout intent={Intent.DANGER} title="Your treatments could not be loaded" role="alert">
          <p>{subscriptions.error}</p>
          <Button text="Try again" onClick={() => patientId && subscriptions.load(patientId)} />
        </Callout>
      )}
      {subscriptions.phase === 'ready' && subscriptions.items.length === 0 && (
        <NonIdealState
          className="empty-state"
          title="No treatments yet"
          description="Start an online visit: answer a few medical questions, and a licensed doctor reviews them, usually within a day. Your treatments will be listed here."
        />
      )}
      {subscriptions.phase === 'ready' && subscriptions.items.length > 0 && (
        <ul className="subscription-list" aria-label="Your treatments">
          {subscriptions.items.map((subscription) => (
            <li key={subscription._id}>
              <SubscriptionCard subscription={subscription} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
