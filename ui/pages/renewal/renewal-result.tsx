import { Callout, Card, H2, Intent } from '@blueprintjs/core';
import type { RenewalOutcome } from '../../../application/ports/subscription-lifecycle.port';
import { formatUsd } from '../../../domain/billing/usd';
import { orderStatusLabel } from '../../../domain/orders/order-status';
import { LinkButton } from '../../components/link-button';
import { showDate } from '../../components/patient-area/show-date';
import { useZone } from '../../components/use-zone';
import { observer } from 'mobx-react-lite';
import { InvoiceTable } from '../../components/patient-area/invoice-table';
import { msg } from '../../i18n/msg';
import { useTranslate } from '../../i18n/use-translate';
import { translate } from '../../i18n/translate';

/** What a renewal created: the charge on the card on file, and the order on its way. */
export const RenewalResult = observer(function RenewalResult({ outcome }: { readonly outcome: RenewalOutcome }) {
  const zone = useZone();
  const _ = useTranslate();
  const { charge, order, subscription } = outcome;
  return (
    <div className="stack">
      <Callout intent={Intent.SUCCESS} title={_('Your treatment is renewed')} className="page-callout">
        <p>
          {charge.card
            ? _('We charged {amount} to your {cardType} ending in {last4} and your order is {status}.', {
                amount: formatUsd(charge.sum),
                cardType: charge.card.cardType,
                last4: charge.card.cardNumber,
                status: translate(orderStatusLabel(order.status)).toLowerCase(),
              })
            : _('We charged {amount} and your order is {status}.', {
                amount: formatUsd(charge.sum),
                status: translate(orderStatusLabel(order.status)).toLowerCase(),
              })}
        </p>
      </Callout>
      <Card className="panel" elevation={1}>
        <H2>{_('Charge')}</H2>
        <dl className="facts">
          <dt>{_('Invoice')}</dt>
          <dd>{charge.invoiceId}</dd>
          <dt>{_('Date')}</dt>
          <dd>{showDate(charge.createdAt, zone)}</dd>
          <dt>{_('Next billing')}</dt>
          <dd>{showDate(subscription.nextBillingDate, zone) ?? _('None scheduled')}</dd>
          <dt>{_('Prescription ends')}</dt>
          <dd>{showDate(subscription.expiredAt, zone) ?? '-'}</dd>
        </dl>
        <InvoiceTable invoice={charge} totalLabel={msg('Total charged')} />
      </Card>
      <div className="form-actions">
        <LinkButton to={`/user/subscriptions/${subscription._id}`}>{_('See billing')}</LinkButton>
        <LinkButton to="/user/order-history" intent="primary">
          {_('See your order')}
        </LinkButton>
      </div>
    </div>
  );
});
