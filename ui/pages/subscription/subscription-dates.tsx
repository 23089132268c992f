import { Card, H2 } from '@blueprintjs/core';
import type { SubscriptionDetails } from '../../../domain/entities/subscription-details';
import { formatUsd } from '../../../domain/billing/usd';
import { nextPeriodStartToShow } from '../../../domain/subscription-status/next-period-start';
import { billsAgain } from '../../../domain/subscription-status/upcoming-delivery';
import { showDate } from '../subscriptions/show-date';

/**
 * The dates that matter: the next charge, the pause, the next period (only while it is ahead and not
 * paused), the end of the prescription, periods skipped (not once nothing more is billed); and the
 * latest billed amount.
 */
export const SubscriptionDates = ({ subscription, now }: { readonly subscription: SubscriptionDetails; readonly now: number }) => {
  const nextBilling = showDate(subscription.nextBillingDate);
  const nextPeriod = showDate(nextPeriodStartToShow(subscription, now));
  const ends = showDate(subscription.expiredAt);
  const paused = showDate(subscription.pause?.pausedAt);
  return (
    <Card className="panel" elevation={1}>
      <H2>Dates</H2>
      <dl className="facts">
        <dt>Next billing</dt>
        <dd>{nextBilling ?? (subscription.status === 'pause' ? 'None while paused' : 'None scheduled')}</dd>
        {paused && (
          <>
            <dt>Paused since</dt>
            <dd>{paused}</dd>
          </>
        )}
        {nextPeriod && (
          <>
            <dt>Next period starts</dt>
            <dd>{nextPeriod}</dd>
          </>
        )}
        {ends && (
          <>
            <dt>Prescription ends</dt>
            <dd>{ends}</dd>
          </>
        )}
        {subscription.skipPeriods > 0 && billsAgain(subscription.status) && (
          <>
            <dt>Periods skipped</dt>
            <dd>{subscription.skipPeriods}</dd>
          </>
        )}
        {subscription.latestBilledAmount !== null && (
          <>
            <dt>Latest billed amount</dt>
            <dd>{formatUsd(subscription.latestBilledAmount)}</dd>
          </>
        )}
      </dl>
    </Card>
  );
};
