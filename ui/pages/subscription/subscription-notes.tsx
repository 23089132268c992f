import { Button, Card, H2 } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { SubscriptionDetails } from '../../../domain/entities/subscription-details';
import { formatUsd } from '../../../domain/billing/usd';
import { doseLabel } from '../../../domain/subscription-plan/plan-summary';
import { showDate } from '../../components/patient-area/show-date';
import { useZone } from '../../components/use-zone';
import { useStores } from '../../app/container-context';
import { STORES } from '../../stores/store-areas';
import { useTranslate } from '../../i18n/use-translate';

/** The dose change waiting for the doctor (spec §3 modifyRequest), with the way to withdraw it. */
export const PendingDoseChange = observer(function PendingDoseChange({
  subscription,
  onWithdraw,
}: {
  readonly subscription: SubscriptionDetails;
  readonly onWithdraw: () => void;
}) {
  const zone = useZone();
  const _ = useTranslate();
  const store = useStores(STORES.patientArea).subscription;
  const request = subscription.modifyRequest;
  if (!request) return null;
  const dose = doseLabel(request.weight, request.measure) ?? 'another dose';
  return (
    <Card className="panel pending-change" elevation={1}>
      <H2>{_('Dose change pending')}</H2>
      <p>
        {request.price !== null
          ? _('You asked for {dose} ({price} a delivery) on {date}. Your doctor reviews it; until then your plan stays as it is.', {
              dose,
              price: formatUsd(request.price),
              date: showDate(request.createdAt, zone) ?? '',
            })
          : _('You asked for {dose} on {date}. Your doctor reviews it; until then your plan stays as it is.', {
              dose,
              date: showDate(request.createdAt, zone) ?? '',
            })}
      </p>
      <p>
        {_('Status:')} <strong>{_('Pending')}</strong>
      </p>
      <Button variant="outlined" text={_('Withdraw request')} onClick={onWithdraw} disabled={store.running !== null} />
    </Card>
  );
});

/** The charges a pause put aside (spec §3 pausedCharges). */
export const PausedCharges = observer(function PausedCharges({ subscription }: { readonly subscription: SubscriptionDetails }) {
  const zone = useZone();
  const _ = useTranslate();
  return subscription.pausedCharges.length === 0 ? null : (
    <Card className="panel" elevation={1}>
      <H2>{_('Paused charges')}</H2>
      <p className="muted">{_('Charges a pause kept from being taken.')}</p>
      <ul className="charge-list" aria-label={_('Paused charges')}>
        {subscription.pausedCharges.map((charge) => (
          <li key={charge._id} className="charge-row">
            <span>{_('Put aside on {date}', { date: showDate(charge.createdAt, zone) ?? '' })}</span>
            <span className="charge-sum">{formatUsd(charge.sum)}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
});
