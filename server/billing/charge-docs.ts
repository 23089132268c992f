import type { components } from '../../openapi/patient-api';
import { toDollars } from '../catalogue/money';
import { upcomingPeriodPrice } from '../subscriptions/subscription-pricing';
import type { SubscriptionDoc } from '../subscriptions/subscriptions.repository';
import type { Database } from '../database/database';
import { addMonths, maxPeriodsCount, periodMonths, periodsLeft } from '../lifecycle/billing-periods';
import { periodInvoice, type PeriodInvoice } from './period-invoice';

export type ChargeDoc = components['schemas']['Charge'];
export type ChargeStatus = components['schemas']['ChargeStatus'];
export type ChargeCard = components['schemas']['ChargeCard'];

/** The invoice number printed on a charge and its order: derived from the charge id, so it never collides. */
const invoiceIdFor = (chargeId: string): string => `INV-${chargeId.slice(-8).toUpperCase()}`;

export interface NewCharge {
  readonly id: string;
  readonly subscription: SubscriptionDoc;
  readonly invoice: PeriodInvoice;
  readonly status: ChargeStatus;
  /** The period it pays for, 1 the first. */
  readonly period: number;
  /** Periods of the prescription left after this one. */
  readonly refills: number;
  readonly createdAt: Date;
  readonly card: ChargeCard | null;
  readonly reasonType?: ChargeDoc['reasonType'];
  readonly failureMessage?: string | null;
}

/** A charge with the plan as it is now: a later change of plan leaves it as billed. */
export const newChargeDoc = (charge: NewCharge): ChargeDoc => ({
  _id: charge.id,
  subscriptionId: charge.subscription._id,
  invoiceId: invoiceIdFor(charge.id),
  sum: toDollars(charge.invoice.totalCents),
  status: charge.status,
  reasonType: charge.reasonType ?? 'subscription',
  createdAt: charge.createdAt.toISOString(),
  invoiceItems: charge.invoice.items,
  reasonObject: {
    plan: charge.subscription.plan ?? null,
    sequencePaymentPeriod: charge.period,
    maxPeriodsCount: maxPeriodsCount(charge.subscription.plan),
    refills: charge.refills,
  },
  card: charge.card,
  failureMessage: charge.failureMessage ?? null,
});

export interface UpcomingPeriodCharge {
  readonly id: string;
  readonly status: ChargeStatus;
  readonly createdAt: Date;
  /** When the period it pays for starts, and when the prescription ends. */
  readonly periodStart: Date;
  readonly expiredAt: Date;
  readonly card: ChargeCard | null;
}

/**
 * A charge for the subscription's upcoming period, priced by the catalogue exactly as the payment step
 * and the price quotes show it (`upcomingPeriodPrice`).
 */
export const chargeUpcomingPeriod = async (db: Pick<Database, 'query'>, subscription: SubscriptionDoc, charge: UpcomingPeriodCharge) => {
  const priced = await upcomingPeriodPrice(db, subscription);
  const afterThisPeriod = addMonths(charge.periodStart, periodMonths(subscription.plan));
  return newChargeDoc({
    ...charge,
    subscription,
    invoice: periodInvoice(subscription, priced),
    period: priced.period,
    refills: periodsLeft(subscription.plan, afterThisPeriod, charge.expiredAt),
  });
};
