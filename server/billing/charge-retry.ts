import { toCents } from '../catalogue/money';
import type { Caller } from '../contract/operation-router';
import type { Database } from '../database/database';
import { HttpError } from '../http/http-error';
import type { BodyOf } from '../http/typed-handlers';
import { newId } from '../ids';
import { addMonths, periodMonths } from '../lifecycle/billing-periods';
import { transition } from '../lifecycle/subscription-transitions';
import { noticeToPatient } from '../notices/patient-notice';
import { newOrderDoc } from '../orders/order-docs';
import { insertOrder } from '../orders/orders.repository';
import type { ServerContext } from '../server-context';
import { withDiscountedPrice } from '../subscriptions/subscription-pricing';
import { findOwnSubscription, saveSubscription, type SubscriptionDoc } from '../subscriptions/subscriptions.repository';
import { treatmentName } from '../subscriptions/treatment-name';
import { requirePatient } from '../users/current-patient';
import { billedCard, declineOnFile, NO_CARD, type CardOnFile } from './card-on-file';
import { newChargeDoc, type ChargeDoc } from './charge-docs';
import { findOwnCharge, insertCharge } from './charges.repository';
import { formatDollars } from './period-invoice';
import { claimIdempotencyKey, fingerprintOf, storeAnswer, type StoredAnswer } from './payment-requests';
import { requireShippingAddress } from './shipping-address';
import { paymentReceivedEs } from '../notices/spanish/notices.spanish';

type RetryRequest = BodyOf<'retryCharge'>;
type Queryable = Pick<Database, 'query'>;

export const CHARGE_NOT_FOUND = 'Charge not found';
export const ALREADY_PAID = 'This payment was already made: there is nothing left to pay.';

/** The billing key of a failed charge's payment: the database takes one per failed charge. */
const retryKeyOf = (failed: ChargeDoc): string => `retry:${failed._id}`;

const STATUS_WORDS: Readonly<Record<string, string>> = { success: 'paid', captured: 'paid', hold: 'authorized', refunded: 'refunded', pending: 'scheduled' };

/** Why a charge cannot be retried now (a 409), or null when it is the failed renewal its subscription waits for. */
const refusalOf = async (tx: Queryable, failed: ChargeDoc, subscription: SubscriptionDoc): Promise<string | null> => {
  if (failed.status !== 'failed') {
    return `This charge was ${STATUS_WORDS[failed.status] ?? failed.status}, not refused: there is nothing to retry.`;
  }
  if (subscription.paymentFailure?.chargeId === failed._id) {
    const allowed = transition(subscription.status, 'payOverdue');
    return allowed.ok ? null : allowed.message;
  }
  const retried = await tx.query('select 1 from charges where subscription_id = $1 and billing_key = $2', [subscription._id, retryKeyOf(failed)]);
  return retried.rows.length > 0 ? ALREADY_PAID : 'This payment is no longer due: your treatment does not wait for it.';
};

/** The failed charge paid again: the same period, lines and sum, on the card on file, dated now. */
const paymentFor = (failed: ChargeDoc, subscription: SubscriptionDoc, card: CardOnFile, now: Date): ChargeDoc => ({
  ...newChargeDoc({
    id: newId(),
    subscription,
    invoice: { items: failed.invoiceItems, totalCents: toCents(failed.sum) },
    status: 'success',
    period: failed.reasonObject.sequencePaymentPeriod,
    refills: failed.reasonObject.refills,
    createdAt: now,
    card: { cardType: card.cardType, cardNumber: card.cardNumber },
    reasonType: failed.reasonType,
  }),
  reasonObject: failed.reasonObject,
});

/**
 * The retry of a failed renewal, in one transaction and once per idempotency key: the subscription is
 * locked, so retries arriving together pay once (the others find nothing left to pay). A decline is an
 * answer too: stored under the key, with nothing else written.
 */
export const retryFailedCharge = (ctx: ServerContext, caller: Caller | null, chargeId: string, request: RetryRequest) =>
  ctx.db.transaction(async (tx): Promise<StoredAnswer> => {
    const { patient } = await requirePatient(tx, caller);
    const failed = await findOwnCharge(tx, patient._id, chargeId);
    if (!failed) throw new HttpError(404, CHARGE_NOT_FOUND);
    const subscription = await findOwnSubscription(tx, patient._id, failed.subscriptionId, { forUpdate: true });
    const now = new Date(ctx.now());
    const stored = await claimIdempotencyKey(tx, {
      patientId: patient._id,
      key: request.idempotencyKey,
      fingerprint: fingerprintOf('charge-retry', { chargeId, ...request }),
      at: now,
    });
    if (stored) return stored;

    const refusal = await refusalOf(tx, failed, subscription);
    if (refusal) throw new HttpError(409, refusal);
    const shipping = requireShippingAddress(patient.shipping);
    const card = billedCard(subscription, patient);
    const decline = await declineOnFile(tx, patient._id, card, now);
    if (!card || decline) {
      const refused = decline ?? NO_CARD;
      const answer: StoredAnswer = {
        status: 402,
        body: { status: 'error', message: refused.message, metadata: { code: refused.code, declineCode: refused.declineCode } },
      };
      await storeAnswer(tx, patient._id, request.idempotencyKey, answer);
      return answer;
    }

    const charge = paymentFor(failed, subscription, card, now);
    // The failed charge's own key: a second payment of it is refused by the database whatever happens above.
    await insertCharge(tx, patient._id, charge, retryKeyOf(failed));
    const order = newOrderDoc({ id: newId(), charge, patientId: patient._id, shipping, status: 'processing', createdAt: now });
    await insertOrder(tx, patient._id, charge._id, order);
    const nextPeriod = addMonths(now, periodMonths(subscription.plan)).toISOString();
    const paid = await withDiscountedPrice(tx, {
      ...subscription,
      status: 'active',
      paymentFailure: null,
      sequencePaymentPeriod: charge.reasonObject.sequencePaymentPeriod,
      nextPeriodStart: nextPeriod,
      nextBillingDate: nextPeriod,
      latestBilledAmount: charge.sum,
      paymentIntentStatus: 'succeeded',
    });
    await saveSubscription(tx, paid);
    await noticeToPatient(tx, patient._id, {
      type: 'billing',
      message: `We received your payment of ${formatDollars(toCents(charge.sum))} for ${treatmentName(subscription)}: your delivery is on its way to the pharmacy.`,
      spanish: paymentReceivedEs(formatDollars(toCents(charge.sum)), subscription),
      data: { subscriptionId: subscription._id, chargeId: charge._id, orderId: order._id },
      createdAt: now,
    });
    const answer: StoredAnswer = { status: 201, body: { status: 'success', data: [{ subscription: paid, charge, order }] } };
    await storeAnswer(tx, patient._id, request.idempotencyKey, answer);
    return answer;
  });
