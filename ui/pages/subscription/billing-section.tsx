import { Button, Callout, Card, H2, Intent } from '@blueprintjs/core';
import { CreditCard } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { Charge } from '../../../domain/entities/charge';
import type { SubscriptionDetails } from '../../../domain/entities/subscription-details';
import { nextBilling, NEXT_BILLING_WORDS } from '../../../domain/billing/next-billing';
import { historyGaps } from '../../../domain/billing/history-gaps';
import { showDate } from '../../components/patient-area/show-date';
import { useZone } from '../../components/use-zone';
import { ChargeItem } from './charge-item';
import { BillingLoading } from './billing-loading';
import { cardText } from '../../i18n/card-text';
import { msg } from '../../i18n/msg';
import { useTranslate } from '../../i18n/use-translate';
import { useStores } from '../../app/container-context';
import { STORES } from '../../stores/store-areas';
import { RefreshError } from '../../components/refresh-error';

const ChargeList = observer(function ChargeList({ charges, label }: { readonly charges: readonly Charge[]; readonly label: string }) {
  return (
    <ul className="charge-list" aria-label={label}>
      {charges.map((charge) => (
        <ChargeItem key={charge._id} charge={charge} />
      ))}
    </ul>
  );
});

/**
 * Where the last billings the history leaves out are, in the patient's words; '' when it leaves none out.
 * Held or captured is the contract's first payment: authorized at sign-up, taken when the doctor approves.
 */
const gapsNote = (lastBillings: readonly Charge[]): string => {
  const { addons, unsettled } = historyGaps(lastBillings);
  if (unsettled && addons) return msg('Add-ons and the first payment, authorized at sign-up, are listed under Last billings only.');
  if (unsettled) return msg('The first payment, authorized at sign-up, is listed under Last billings only.');
  return addons ? msg('Add-ons are listed under Last billings only.') : '';
};

/**
 * The billing history (spec §4: successful treatment charges), which only ever repeats some of the last
 * billings: it says so, and where the others are, instead of an empty list that contradicts the one above.
 */
const BillingHistory = observer(function BillingHistory({
  history,
  lastBillings,
}: {
  readonly history: readonly Charge[];
  readonly lastBillings: readonly Charge[];
}) {
  const _ = useTranslate();
  if (lastBillings.length === 0) return <p className="muted">{_('No treatment payments yet.')}</p>;
  const note = gapsNote(lastBillings);
  return (
    <>
      <p className="muted">
        {history.length === 0 ? _('No treatment charges here yet.') : _('Treatment charges, also listed under Last billings.')}
        {note && ` ${_(note)}`}
      </p>
      {history.length > 0 && <ChargeList charges={history} label={_('Billing history')} />}
    </>
  );
});

/** The card on file, shown on request (type, last four digits, expiry), and the way to change it. */
const CardOnFile = observer(function CardOnFile({ patientId, onChangeCard }: { readonly patientId: string; readonly onChangeCard: () => void }) {
  const _ = useTranslate();
  const cardOnFile = useStores(STORES.patientArea).cardOnFile;
  const [shown, setShown] = useState(false);
  const card = cardOnFile.card;
  const show = () => {
    setShown(true);
    void cardOnFile.load(patientId);
  };
  return (
    <div className="card-on-file">
      <h3>{_('Card on file')}</h3>
      <div role="status" aria-live="polite">
        {shown && cardOnFile.status.phase === 'ready' && (
          <p>
            {card
              ? _('{card}, expires {expiry}', { card: cardText(card) ?? _('Card on file'), expiry: card.expirationDate ?? _('as printed on it') })
              : _('No card on file.')}
          </p>
        )}
        {shown && cardOnFile.status.error && <p className="muted">{cardOnFile.status.error}</p>}
        {shown && cardOnFile.status.refreshError && <p className="muted">{cardOnFile.status.refreshError}</p>}
        {cardOnFile.done && <p>{_(cardOnFile.done)}</p>}
      </div>
      <div className="card-on-file-actions">
        {shown ? (
          <Button variant="outlined" text={_('Hide card')} onClick={() => setShown(false)} />
        ) : (
          <Button variant="outlined" icon={<CreditCard />} text={_('Show card on file')} loading={cardOnFile.status.phase === 'loading'} onClick={show} />
        )}
        <Button variant="outlined" text={_('Change card')} onClick={onChangeCard} />
      </div>
    </div>
  );
});

/**
 * A subscription's billing (spec §4 billing grouping): the next billing, the last billings and the history,
 * each charge with its invoice items and, once paid, its receipt; the card on file by its type, last digits
 * and expiry, and the way to change it. `changes` reloads it
 * after an action (a reactivation or a skip moves the next charge).
 */
interface BillingSectionProps {
  readonly subscription: SubscriptionDetails;
  readonly patientId: string | null;
  readonly changes: number;
  readonly onChangeCard: () => void;
}

export const BillingSection = observer(function BillingSection({ subscription, patientId, changes, onChangeCard }: BillingSectionProps) {
  const zone = useZone();
  const _ = useTranslate();
  const billing = useStores(STORES.patientArea).billing;
  const subscriptionId = subscription._id;
  useEffect(() => {
    void billing.load(subscriptionId);
  }, [billing, subscriptionId, changes]);
  const overview = billing.overview;
  // The billing rule decides whether a next billing is shown; the charge, when listed, says how much.
  const next = nextBilling(subscription);
  return (
    <Card className="panel" elevation={1} id="billing">
      <H2>{_('Billing')}</H2>
      {billing.status.phase === 'loading' && !overview && <BillingLoading />}
      {billing.status.error && (
        <Callout intent={Intent.DANGER} compact role="alert" className="page-callout">
          {billing.status.error} <Button variant="minimal" text={_('Try again')} onClick={() => void billing.load(subscriptionId)} />
        </Callout>
      )}
      <RefreshError error={billing.status.refreshError} onRetry={() => void billing.load(subscriptionId)} />
      {overview && (
        <>
          <h3>{_('Next billing')}</h3>
          {next.kind === 'scheduled' && overview.nextBilling ? (
            <ul className="charge-list" aria-label={_('Next billing')}>
              <ChargeItem charge={overview.nextBilling} />
            </ul>
          ) : (
            <p className="muted">{next.kind === 'scheduled' ? (showDate(next.date, zone) ?? next.date) : _(NEXT_BILLING_WORDS[next.kind])}</p>
          )}
          <h3>{_('Last billings')}</h3>
          {overview.lastBillings.length === 0 ? (
            <p className="muted">{_('No billings yet.')}</p>
          ) : (
            <ChargeList charges={overview.lastBillings} label={_('Last billings')} />
          )}
          <h3>{_('Billing history')}</h3>
          <BillingHistory history={overview.history} lastBillings={overview.lastBillings} />
        </>
      )}
      {patientId && <CardOnFile patientId={patientId} onChangeCard={onChangeCard} />}
    </Card>
  );
});
