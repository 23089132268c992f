import type { components } from '../../openapi/operator-api';
import type { CardDecline } from '../cards/sandbox-test-cards';
import type { Database } from '../database/database';
import { newId } from '../ids';
import { addMonths, holdsPeriod, periodMonths } from '../lifecycle/billing-periods';
import { noticeToPatient } from '../notices/patient-notice';
import { newOrderDoc } from '../orders/order-docs';
import { insertOrder } from '../orders/orders.repository';
import { withDiscountedPrice } from '../subscriptions/subscription-pricing';
import { saveSubscription, type SubscriptionDoc } from '../subscriptions/subscriptions.repository';
import { treatmentName } from '../subscriptions/treatment-name';
import type { PatientDoc } from '../users/users.repository';
import { billedCard, declineOnFile } from './card-on-file';
import { chargeUpcomingPeriod, type ChargeDoc } from './charge-docs';
import { insertCharge } from './charges.repository';
import { formatDollars } from './period-invoice';
import { requireShippingAddress } from './shipping-address';
import { toCents } from '../catalogue/money';
import { paymentFailedEs, prescriptionEndedEs, renewalChargedEs } from '../notices/spanish/notices.spanish';

export type BillingEvent = components['schemas']['BillingEvent'];
type Queryable = Pick<Database, 'query'>;

/** A date as a notice reads it: 'March 3, 2027'. */
const day = (date: Date): string => date.toLocaleDateString('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' });

/** The prescription has no period left, and the approval that came with it lapses: the patient renews it to go on. */
const endPrescription = async (tx: Queryable, subscription: SubscriptionDoc, at: Date): Promise<BillingEvent> => {
  await saveSubscription(tx, { ...subscription, status: 'renewal', isApproved: false, nextBillingDate: null });
  await noticeToPatient(tx, subscription.patientId, {
    type: 'subscription',
    message: `Your ${treatmentName(subscription)} prescription has come to its end: renew it to keep your deliveries coming.`,
    spanish: prescriptionEndedEs(subscription),
    data: { subscriptionId: subscription._id },
    createdAt: at,
  });
  return { at: at.toISOString(), kind: 'prescriptionEnded', subscriptionId: subscription._id, productType: subscription.productType };
};

const recordFailure = async (tx: Queryable, subscription: SubscriptionDoc, charge: ChargeDoc, decline: CardDecline, at: Date): Promise<BillingEvent> => {
  await saveSubscription(tx, {
    ...subscription,
    status: 'past_due',
    nextBillingDate: null,
    paymentIntentStatus: 'requires_payment_method',
    paymentFailure: {
      chargeId: charge._id,
      sum: charge.sum,
      billingDate: at.toISOString(),
      failedAt: at.toISOString(),
      message: decline.message,
      code: decline.code,
      declineCode: decline.declineCode,
    },
  });
  await noticeToPatient(tx, subscription.patientId, {
    type: 'billing',
    message: `Your payment of ${formatDollars(toCents(charge.sum))} for ${treatmentName(subscription)} on ${day(at)} did not go through: ${decline.message} Your next delivery waits until it is paid.`,
    spanish: paymentFailedEs(formatDollars(toCents(charge.sum)), subscription, at, decline),
    data: { subscriptionId: subscription._id, chargeId: charge._id },
    createdAt: at,
  });
  return {
    at: at.toISOString(),
    kind: 'failed',
    subscriptionId: subscription._id,
    productType: subscription.productType,
    period: charge.reasonObject.sequencePaymentPeriod,
    sum: charge.sum,
    chargeId: charge._id,
    failureMessage: decline.message,
  };
};

/**
 * Bills one period of an active subscription whose billing date has come, in the caller's transaction
 * (which holds the subscription's lock), on the card on file and dated its billing date: the charge and
 * the period's order, the next period a plan's frequency later; or the failed charge and `past_due`; or,
 * when the prescription has no period left, `renewal`. The charge names its billing date, so the date is
 * never billed twice.
 */
export const billDuePeriod = async (tx: Queryable, subscription: SubscriptionDoc, patient: PatientDoc): Promise<BillingEvent> => {
  const billingDate = new Date(subscription.nextBillingDate ?? 0);
  const periodStart = new Date(subscription.nextPeriodStart ?? billingDate);
  const expiredAt = subscription.expiredAt ? new Date(subscription.expiredAt) : null;
  if (expiredAt && !holdsPeriod(subscription.plan, periodStart, expiredAt)) return endPrescription(tx, subscription, billingDate);

  const card = billedCard(subscription, patient);
  const decline = await declineOnFile(tx, patient._id, card, billingDate);
  const priced = await chargeUpcomingPeriod(tx, subscription, {
    id: newId(),
    status: decline ? 'failed' : 'success',
    createdAt: billingDate,
    periodStart,
    expiredAt: expiredAt ?? addMonths(periodStart, periodMonths(subscription.plan)),
    card: card ? { cardType: card.cardType, cardNumber: card.cardNumber } : null,
  });
  const charge: ChargeDoc = decline ? { ...priced, failureMessage: decline.message } : priced;
  await insertCharge(tx, patient._id, charge, `run:${billingDate.toISOString()}`);
  if (decline) return recordFailure(tx, subscription, charge, decline, billingDate);

  const order = newOrderDoc({
    id: newId(),
    charge,
    patientId: patient._id,
    shipping: requireShippingAddress(patient.shipping),
    status: 'processing',
    createdAt: billingDate,
  });
  await insertOrder(tx, patient._id, charge._id, order);
  const nextPeriod = addMonths(periodStart, periodMonths(subscription.plan)).toISOString();
  await saveSubscription(
    tx,
    await withDiscountedPrice(tx, {
      ...subscription,
      sequencePaymentPeriod: charge.reasonObject.sequencePaymentPeriod,
      nextPeriodStart: nextPeriod,
      nextBillingDate: nextPeriod,
      latestBilledAmount: charge.sum,
      paymentIntentStatus: 'succeeded',
    }),
  );
  await noticeToPatient(tx, patient._id, {
    type: 'billing',
    message: `We charged ${formatDollars(toCents(charge.sum))} for your next ${treatmentName(subscription)} delivery: it is on its way to the pharmacy.`,
    spanish: renewalChargedEs(formatDollars(toCents(charge.sum)), subscription),
    data: { subscriptionId: subscription._id, chargeId: charge._id, orderId: order._id },
    createdAt: billingDate,
  });
  return {
    at: billingDate.toISOString(),
    kind: 'charged',
    subscriptionId: subscription._id,
    productType: subscription.productType,
    period: charge.reasonObject.sequencePaymentPeriod,
    sum: charge.sum,
    chargeId: charge._id,
    orderId: order._id,
  };
};
