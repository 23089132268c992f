import { Button, Callout, Card, Collapse, H2, Intent, Tag } from '@blueprintjs/core';
import { ChevronDown, ChevronUp } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import type { Order } from '../../../domain/entities/order';
import { chargeStatusLabel } from '../../../domain/billing/charge-status';
import { formatUsd } from '../../../domain/billing/usd';
import { orderStatusLabel } from '../../../domain/orders/order-status';
import { doseLabel } from '../../../domain/subscription-plan/plan-summary';
import { showDate } from '../../components/patient-area/show-date';
import { useZone } from '../../components/use-zone';
import { useStores } from '../../app/container-context';
import { STORES } from '../../stores/store-areas';
import { InvoiceTable } from '../../components/patient-area/invoice-table';
import { OrderDetailLoading } from './orders-loading';
import { useTranslate } from '../../i18n/use-translate';
import { translate } from '../../i18n/translate';

const STATUS_INTENT: Readonly<Record<string, Intent>> = { delivered: Intent.SUCCESS, cancelled: Intent.DANGER, shipped: Intent.PRIMARY };

const planName = (order: Order): string =>
  [order.charge.plan?.productName, order.charge.plan?.variationName, doseLabel(order.charge.plan?.weight, order.charge.plan?.measure)]
    .filter(Boolean)
    .join(' · ') || translate('Order');

/** The order detail: the whole charge (invoice items, status) and where it ships, loaded when first opened. */
const OrderDetail = observer(function OrderDetail({ orderId }: { readonly orderId: string }) {
  const _ = useTranslate();
  const store = useStores(STORES.patientArea).orderHistory;
  const detail = store.detailOf(orderId);
  if (!detail || detail.phase === 'loading') return <OrderDetailLoading />;
  if (detail.phase === 'error' || !detail.value) {
    return (
      <Callout intent={Intent.DANGER} compact role="alert">
        {detail.error} <Button variant="minimal" text={_('Try again')} onClick={() => void store.loadDetail(orderId)} />
      </Callout>
    );
  }
  const order = detail.value;
  const ship = order.shipping;
  return (
    <div className="order-body">
      <dl className="facts">
        <dt>{_('Ships to')}</dt>
        <dd>{[ship.address, ship.secondAddress, ship.city, [ship.state, ship.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ') || '-'}</dd>
        {order.charge.status && (
          <>
            <dt>{_('Payment')}</dt>
            <dd>{translate(chargeStatusLabel(order.charge.status))}</dd>
          </>
        )}
      </dl>
      <InvoiceTable invoice={order.charge} />
    </div>
  );
});

/** One order (spec §3): its date ('MMMM Do, YYYY'), status, carrier and tracking link, the charge and the plan. */
export const OrderCard = observer(function OrderCard({ order }: { readonly order: Order }) {
  const zone = useZone();
  const _ = useTranslate();
  const store = useStores(STORES.patientArea).orderHistory;
  const [open, setOpen] = useState(false);
  const detailId = useId();
  const titleId = useId();
  const toggle = () => {
    if (!open) void store.loadDetail(order._id);
    setOpen(!open);
  };
  return (
    <Card className="panel" elevation={1} role="group" aria-labelledby={titleId}>
      <div className="order-head">
        <H2 id={titleId}>{showDate(order.createdAt, zone) ?? order.createdAt}</H2>
        <Tag round minimal intent={STATUS_INTENT[order.status] ?? Intent.NONE}>
          {translate(orderStatusLabel(order.status))}
        </Tag>
      </div>
      <dl className="facts order-body">
        <dt>{_('Plan')}</dt>
        <dd>{planName(order)}</dd>
        <dt>{_('Charge')}</dt>
        <dd>
          {formatUsd(order.charge.sum)}{' '}
          <span className="muted">
            {_('(invoice')} {order.charge.invoiceId})
          </span>
        </dd>
        {(order.carrier || order.tracking_number) && (
          <>
            <dt>{_('Tracking')}</dt>
            <dd>
              {order.carrier ?? _('Carrier')}{' '}
              {order.tracking_url ? (
                <a href={order.tracking_url} target="_blank" rel="noopener noreferrer">
                  {order.tracking_number ?? _('Track your order')}
                  <span className="visually-hidden"> {_("(opens the carrier's site in a new tab)")}</span>
                </a>
              ) : (
                order.tracking_number
              )}
            </dd>
          </>
        )}
      </dl>
      <Button
        className="invoice-toggle"
        variant="minimal"
        endIcon={open ? <ChevronUp /> : <ChevronDown />}
        aria-expanded={open}
        aria-controls={detailId}
        text={_('Order details')}
        onClick={toggle}
      />
      <Collapse isOpen={open}>
        <div id={detailId}>{open && <OrderDetail orderId={order._id} />}</div>
      </Collapse>
    </Card>
  );
});
