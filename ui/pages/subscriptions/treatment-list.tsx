import { Button, Callout, Intent, NonIdealState } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { SubscriptionsStore } from '../../stores/subscriptions.store';
import { SubscriptionCard } from './subscription-card';
import { TreatmentsLoading } from './treatments-loading';

/** The dashboard's treatments: loading, the error with a retry, none yet, or a card for each. */
export const TreatmentList = observer(({ subscriptions, onRetry }: { readonly subscriptions: SubscriptionsStore; readonly onRetry: () => void }) => (
  <>
    {subscriptions.phase === 'loading' && subscriptions.items.length === 0 && <TreatmentsLoading />}
    {subscriptions.phase === 'error' && (
      <Callout intent={Intent.DANGER} title="Your treatments could not be loaded" role="alert">
        <p>{subscriptions.error}</p>
        <Button text="Try again" onClick={onRetry} />
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
  </>
));
