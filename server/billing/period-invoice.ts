import type { components } from '../../openapi/patient-api';
import { toDollars, type Cents } from '../catalogue/money';
import type { PeriodPrice } from '../catalogue/pricing';
import type { SubscriptionDoc } from '../subscriptions/subscriptions.repository';

type InvoiceItem = components['schemas']['InvoiceItem'];

export interface PeriodInvoice {
  readonly items: InvoiceItem[];
  readonly totalCents: Cents;
}

export const formatDollars = (cents: Cents): string => `$${(cents / 100).toFixed(2)}`;

const treatmentLine = (plan: SubscriptionDoc['plan'], units: number): string => {
  const dose = plan?.weight !== undefined ? ` ${plan.weight} ${plan.measure ?? ''}`.trimEnd() : '';
  return `${plan?.productName ?? 'Treatment'}${dose} x ${units}`;
};

/**
 * The invoice lines of one period as the catalogue prices it (server/catalogue/pricing.ts): the
 * treatment at its regular price, the multi-month saving, each coupon, each add-on, free shipping. The
 * lines add up to the period's total.
 */
export const periodInvoice = (subscription: SubscriptionDoc, priced: PeriodPrice): PeriodInvoice => {
  const items: InvoiceItem[] = [
    { name: treatmentLine(subscription.plan, priced.units), sum: toDollars(priced.strikeThrough), type: 'product', isNegative: false },
  ];
  if (priced.strikeThrough > priced.price) {
    items.push({ name: 'Multi-month price', sum: toDollars(priced.strikeThrough - priced.price), type: 'discount', isNegative: true });
  }
  for (const { coupon, amount } of priced.coupons) {
    if (amount > 0) items.push({ name: coupon.name, sum: toDollars(amount), type: 'coupon', isNegative: true });
  }
  for (const addon of priced.addons) items.push({ name: addon.name, sum: addon.price, type: 'addon', isNegative: false });
  items.push({ name: 'Shipping', sum: 0, type: 'shipping', isNegative: false });
  return { items, totalCents: priced.total };
};
