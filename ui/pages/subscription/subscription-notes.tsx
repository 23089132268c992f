import { Button, Card, H2 } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { SubscriptionDetails } from '../../../domain/entities/subscription-details';
import { formatUsd } from '../../../domain/billing/usd';
import { doseLabel } from '../../../domain/subscription-plan/plan-summary';
import { showDate } from '../../components/patient-area/show-date';
import { useStores } from '../../app/container-context';
import { STORES } from '../../stores/store-areas';

/** The dose change waiting for the doctor (spec §3 modifyRequest), with the way to withdraw it. */
export const PendingDoseChange = observer(function PendingDoseChange({ subscription, onWithdraw }: { readonly subscription: SubscriptionDetails; readonly onWithdraw: () => void }) {
  const store = useStores(STORES.patientArea).subscription;
  const request = subscription.modifyRequest;
  if (!request) return null;
  const dose = doseLabel(request.weight, request.measure) ?? 'another dose';
  return (
    <Card className="panel pending-change" elevation={1}>
      <H2>Dose change pending</H2>
      <p>
        You asked for {dose}
        {request.price !== null ? ` (${formatUsd(request.price)} a delivery)` : ''} on {showDate(request.createdAt)}. Your doctor reviews it; until then your plan stays as it is.
      </p>
      <p>
        Status: <strong>Pending</strong>
      </p>
      <Button variant="outlined" text="Withdraw request" onClick={onWithdraw} disabled={store.running !== null} />
    </Card>
  );
});

/** The charges a pause put aside (spec §3 pausedCharges). */
export const PausedCharges = observer(function PausedCharges({ subscription }: { readonly subscription: SubscriptionDetails }) {
  return subscription.pausedCharges.length === 0 ? null : (
    <Card className="panel" elevation={1}>
      <H2>Paused charges</H2>
      <p className="muted">Charges a pause kept from being taken.</p>
      <ul className="charge-list" aria-label="Paused charges">
        {subscription.pausedCharges.map((charge) => (
          <li key={charge._id} className="charge-row">
            <span>Put aside on {showDate(charge.createdAt)}</span>
            <span className="charge-sum">{formatUsd(charge.sum)}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
});
