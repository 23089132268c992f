import { Button, Callout, Card, H2, Intent, Spinner } from '@blueprintjs/core';
import { CreditCard } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { Charge } from '../../../domain/entities/charge';
import { describeCard } from '../../../domain/billing/card-on-file';
import { usePatientAreaStores } from '../../stores/patient-area/use-patient-area-stores';
import { ChargeItem } from './charge-item';

const ChargeList = ({ charges, empty, label }: { readonly charges: readonly Charge[]; readonly empty: string; readonly label: string }) =>
  charges.length === 0 ? (
    <p className="muted">{empty}</p>
  ) : (
    <ul className="charge-list" aria-label={label}>
      {charges.map((charge) => (
        <ChargeItem key={charge._id} charge={charge} />
      ))}
    </ul>
  );

const CardOnFile = observer(({ patientId }: { readonly patientId: string }) => {
  const billing = usePatientAreaStores().billing;
  return (
    <div className="card-on-file">
      <h3>Card on file</h3>
      <div role="status" aria-live="polite">
        {billing.cardPhase === 'ready' && <p>{billing.card ? (describeCard(billing.card) ?? 'No card on file.') : 'No card on file.'}</p>}
        {billing.cardPhase === 'error' && <p className="muted">{billing.cardError}</p>}
      </div>
      {billing.cardPhase === 'ready' ? (
        <Button variant="outlined" text="Hide card" onClick={billing.hideCard} />
      ) : (
        <Button variant="outlined" icon={<CreditCard />} text="Show card on file" loading={billing.cardPhase === 'loading'} onClick={() => billing.revealCard(patientId)} />
      )}
    </div>
  );
});

/**
 * A subscription's billing (spec §4 billing grouping): the next billing, the last billings and the history,
 * each charge with its invoice items; the card on file by its type and last digits. `changes` reloads it
 * after an action (a reactivation or a skip moves the next charge).
 */
export const BillingSection = observer(({ subscriptionId, patientId, changes }: { readonly subscriptionId: string; readonly patientId: string | null; readonly changes: number }) => {
  const billing = usePatientAreaStores().billing;
  useEffect(() => {
    void billing.load(subscriptionId);
  }, [billing, subscriptionId, changes]);
  const overview = billing.overview;
  return (
    <Card className="panel" elevation={1} id="billing">
      <H2>Billing</H2>
      {billing.phase === 'loading' && <Spinner size={24} aria-label="Loading your billing" />}
      {billing.error && (
        <Callout intent={Intent.DANGER} compact role="alert" className="page-callout">
          {billing.error} <Button variant="minimal" text="Try again" onClick={() => billing.load(subscriptionId)} />
        </Callout>
      )}
      {overview && (
        <>
          <h3>Next billing</h3>
          {overview.nextBilling ? (
            <ul className="charge-list" aria-label="Next billing">
              <ChargeItem charge={overview.nextBilling} />
            </ul>
          ) : (
            <p className="muted">Nothing is scheduled.</p>
          )}
          <h3>Last billings</h3>
          <ChargeList charges={overview.lastBillings} empty="No billings yet." label="Last billings" />
          <h3>Billing history</h3>
          <ChargeList charges={overview.history} empty="No treatment payments yet." label="Billing history" />
        </>
      )}
      {patientId && <CardOnFile patientId={patientId} />}
    </Card>
  );
});
