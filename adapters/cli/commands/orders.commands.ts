import type { Order } from '../../../domain/entities/order';
import { formatInvoiceAmount, formatUsd } from '../../../domain/billing/usd';
import { formatOrderDate } from '../../../domain/formatting/date-formats';
import { mergeOrderPages } from '../../../domain/orders/order-pages';
import { orderStatusLabel } from '../../../domain/orders/order-status';
import { doseLabel } from '../../../domain/subscription-plan/plan-summary';
import { table } from '../output';
import { EXIT_CODES, type Command } from '../cli-context';
import { reportFailure, usageError } from '../failures';
import { signedIn } from '../signed-in';
import { AREAS } from '../../container/tokens';

/** Order dates as the app shows them ('MMMM Do, YYYY'), in UTC: a script's output must not depend on the machine's zone. */
const orderDate = (iso: string) => formatOrderDate(Date.parse(iso), 0);
const planOf = (order: Order) =>
  [order.charge.plan?.productName, doseLabel(order.charge.plan?.weight, order.charge.plan?.measure)].filter(Boolean).join(' ') || '-';

export const listOrdersCommand: Command = {
  path: ['orders', 'list'],
  summary: 'The order history, newest first: one page (--page), or every page (--all)',
  options: {
    page: { type: 'string', description: 'page number (default 1)' },
    all: { type: 'boolean', description: 'read every page to the end' },
  },
  run: signedIn(async (context, values) => {
    const listPage = context.get(AREAS.patientArea).listOrdersPage;
    let orders: Order[] = [];
    let page: number | null = values.page === undefined ? 1 : Number(values.page);
    if (!Number.isInteger(page) || page < 1) {
      return usageError(context, '--page must be a whole number from 1');
    }
    let nextPage: number | null = null;
    while (page !== null) {
      const result = await listPage.execute({ page });
      if (!result.ok) {
        return reportFailure(context, result.error);
      }
      orders = mergeOrderPages(orders, result.value.orders);
      nextPage = result.value.nextPage;
      page = values.all === true ? nextPage : null;
    }
    context.output.result({ orders, nextPage }, () =>
      [
        table(
          ['ID', 'DATE', 'STATUS', 'CARRIER', 'TRACKING', 'PLAN', 'CHARGE'],
          orders.map((o) => [
            o._id,
            orderDate(o.createdAt),
            orderStatusLabel(o.status),
            o.carrier ?? '-',
            o.tracking_number ?? '-',
            planOf(o),
            formatUsd(o.charge.sum),
          ]),
          'No orders yet.',
        ),
        ...(nextPage !== null ? [`More on page ${nextPage} (--page ${nextPage}, or --all).`] : []),
      ].join('\n'),
    );
    return EXIT_CODES.ok;
  }),
};

export const showOrderCommand: Command = {
  path: ['orders', 'show'],
  summary: 'One order with its invoice, shipping and tracking',
  options: { id: { type: 'string', description: 'order id', required: true } },
  run: signedIn(async (context, values) => {
    const order = await context.get(AREAS.patientArea).loadOrder.execute(String(values.id));
    if (!order.ok) {
      return reportFailure(context, order.error);
    }
    const o = order.value;
    const ship = o.shipping;
    context.output.result(o, () =>
      [
        `Order ${o._id} of ${orderDate(o.createdAt)}: ${orderStatusLabel(o.status)}`,
        `Plan:      ${planOf(o)}`,
        `Shipping:  ${[ship.address, ship.secondAddress, ship.city, ship.state, ship.zipCode].filter(Boolean).join(', ') || '-'}`,
        `Tracking:  ${o.carrier ?? '-'} ${o.tracking_number ?? ''}${o.tracking_url ? `  ${o.tracking_url}` : ''}`,
        `Invoice ${o.charge.invoiceId}: ${formatUsd(o.charge.sum)}${o.charge.status ? ` (${o.charge.status})` : ''}`,
        ...o.charge.invoiceItems.map((item) => `  ${item.name.padEnd(40)} ${formatInvoiceAmount(item)}`),
      ].join('\n'),
    );
    return EXIT_CODES.ok;
  }),
};
