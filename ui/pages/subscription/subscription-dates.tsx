import { Card, H2 } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { SubscriptionDetails } from '../../../domain/entities/subscription-details';
import { latestBilledAmount, nextBilling, NEXT_BILLING_WORDS } from '../../../domain/billing/next-billing';
import { formatUsd } from '../../../domain/billing/usd';
import { nextPeriodStartToShow } from '../../../domain/subscription-status/next-period-start';
import { billsAgain } from '../../../domain/subscription-status/upcoming-delivery';
import { showDate } from '../../components/patient-area/show-date';
import { useZone } from '../../components/use-zone';
import { useStores } from '../../app/container-context';
import { STORES } from '../../stores/store-areas';
import { useTranslate } from '../../i18n/use-translate';

/**
 * The dates that matter: the next charge (the billing rule every screen follows), the pause, the next
 * period (only while it is ahead and not paused), the end of the prescription, periods skipped (not once
 * nothing more is billed); and the latest billed amount, from the charges that took money.
 */
export const SubscriptionDates = observer(function SubscriptionDates({
  subscription,
  now,
}: {
  readonly subscription: SubscriptionDetails;
  readonly now: number;
}) {
  const zone = useZone();
  const _ = useTranslate();
  const billing = useStores(STORES.patientArea).billing;
  const next = nextBilling(subscription);
  const billed = billing.overview ? latestBilledAmount(billing.overview.lastBillings) : null;
  const nextPeriod = showDate(nextPeriodStartToShow(subscription, now), zone);
  const ends = showDate(subscription.expiredAt, zone);
  const paused = showDate(subscription.pause?.pausedAt, zone);
  return (
    <Card className="panel" elevation={1}>
      <H2>{_('Dates')}</H2>
      <dl className="facts">
        <dt>{_('Next billing')}</dt>
        <dd>{next.kind === 'scheduled' ? (showDate(next.date, zone) ?? next.date) : _(NEXT_BILLING_WORDS[next.kind])}</dd>
        {paused && (
          <>
            <dt>{_('Paused since')}</dt>
            <dd>{paused}</dd>
          </>
        )}
        {nextPeriod && (
          <>
            <dt>{_('Next period starts')}</dt>
            <dd>{nextPeriod}</dd>
          </>
        )}
        {ends && (
          <>
            <dt>{_('Prescription ends')}</dt>
            <dd>{ends}</dd>
          </>
        )}
        {subscription.skipPeriods > 0 && billsAgain(subscription.status) && (
          <>
            <dt>{_('Periods skipped')}</dt>
            <dd>{subscription.skipPeriods}</dd>
          </>
        )}
        {billed !== null && (
          <>
            <dt>{_('Latest billed amount')}</dt>
            <dd>{formatUsd(billed)}</dd>
          </>
        )}
      </dl>
    </Card>
  );
});
