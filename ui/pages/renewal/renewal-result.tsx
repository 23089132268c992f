import { Callout, Card, H2, Intent } from '@blueprintjs/core';
import type { RenewalOutcome } from '../../../application/ports/subscription-lifecycle.port';
import { formatUsd } from '../../../domain/billing/usd';
import { orderStatusLabel } from '../../../domain/orders/order-status';
import { LinkButton } from '../../components/link-button';
import { showDate } from '../../components/patient-area/show-date';
import { observer } from 'mobx-react-lite';
import { InvoiceTable } from '../../components/patient-area/invoice-table';

/** What a renewal created: the charge on the card on file, and the order on its way. */
export const RenewalResult = observer(function RenewalResult({ outcome }: { readonly outcome: RenewalOutcome }) {
  const { charge, order, subscription } = outcome;
  return (
    <div className="stack">
      <Callout intent={Intent.SUCCESS} title="Your treatment is renewed" className="page-callout">
        <p>
          We charged {formatUsd(charge.sum)}
          {charge.card ? ` to your ${charge.card.cardType} ending in ${charge.card.cardNumber}` : ''} and your order is{' '}
          {orderStatusLabel(order.status).toLowerCase()}.
        </p>
      </Callout>
      <Card className="panel" elevation={1}>
        <H2>Charge</H2>
        <dl className="facts">
          <dt>Invoice</dt>
          <dd>{charge.invoiceId}</dd>
          <dt>Date</dt>
          <dd>{showDate(charge.createdAt)}</dd>
          <dt>Next billing</dt>
          <dd>{showDate(subscription.nextBillingDate) ?? 'None scheduled'}</dd>
          <dt>Prescription ends</dt>
          <dd>{showDate(subscription.expiredAt) ?? '-'}</dd>
        </dl>
        <InvoiceTable invoice={charge} totalLabel="Total charged" />
      </Card>
      <div className="form-actions">
        <LinkButton to={`/user/subscriptions/${subscription._id}`}>See billing</LinkButton>
        <LinkButton to="/user/order-history" intent="primary">
          See your order
        </LinkButton>
      </div>
    </div>
  );
});
