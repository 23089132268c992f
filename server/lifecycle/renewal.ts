import { declineOnFile, type CardOnFile } from '../billing/card-on-file';
import { chargeUpcomingPeriod } from '../billing/charge-docs';
import { insertCharge } from '../billing/charges.repository';
import { claimIdempotencyKey, fingerprintOf, storeAnswer, type StoredAnswer } from '../billing/payment-requests';
import { requireShippingAddress } from '../billing/shipping-address';
import type { Caller } from '../contract/operation-router';
import { codedError, HttpError } from '../http/http-error';
import type { BodyOf } from '../http/typed-handlers';
import { newId } from '../ids';
import { newOrderDoc } from '../orders/order-docs';
import { insertOrder } from '../orders/orders.repository';
import type { ServerContext } from '../server-context';
import { withDiscountedPrice } from '../subscriptions/subscription-pricing';
import { findOwnSubscription, saveSubscription, type SubscriptionDoc } from '../subscriptions/subscriptions.repository';
import { requirePatient } from '../users/current-patient';
import type { PatientDoc } from '../users/users.repository';
import { addMonths, cycleDates, periodMonths } from './billing-periods';
import { readableDate } from './lifecycle-action';
import { requireAnswersOf } from './questionnaire-answers';
import { transition } from './subscription-transitions';

type RenewalRequest = BodyOf<'renewSubscription'>;

const CARD_ON_FILE = /^[0-9]{4}$/;

/** The card the renewal is charged on: the subscription's, else the patient's; 409 without one. */
const requireCardOnFile = (subscription: SubscriptionDoc, patient: PatientDoc): CardOnFile => {
  const card = subscription.creditCard ?? patient.creditCard;
  if (!card?.cardNumber || !CARD_ON_FILE.test(card.cardNumber) || !card.expirationDate || !card.cardType) {
    throw codedError(409, 'no_card_on_file', 'There is no card on file to charge: pay for a treatment with your card first.');
  }
  return card as CardOnFile;
};

/**
 * A renewal, in one transaction and once per idempotency key: the renewal questionnaire is checked,
 * a new prescription year starts where the paid period ends (today when it has ended), its first
 * period is charged on the card on file and shipped.
 */
export const renewSubscription = (ctx: ServerContext, caller: Caller | null, subscriptionId: string, request: RenewalRequest) =>
  ctx.db.transaction(async (tx): Promise<StoredAnswer> => {
    const { patient } = await requirePatient(tx, caller);
    const subscription = await findOwnSubscription(tx, patient._id, subscriptionId, { forUpdate: true });
    const now = new Date(ctx.now());
    const stored = await claimIdempotencyKey(tx, {
      patientId: patient._id,
      key: request.idempotencyKey,
      fingerprint: fingerprintOf('renewal', { subscriptionId, ...request }),
      at: now,
    });
    if (stored) return stored;

    const allowed = transition(subscription.status, 'renew');
    if (!allowed.ok) throw new HttpError(409, allowed.message);
    const last = subscription.renewal;
    if (last && addMonths(new Date(last.startsAt), periodMonths(subscription.plan)) > now) {
      throw codedError(
        409,
        'already_renewed',
        `This subscription was renewed on ${readableDate(last.renewedAt)}: it can be renewed again from its next period.`,
      );
    }
    await requireAnswersOf(tx, 'renewalQuestions', subscription.productType, request.questionnaire);
    const card = requireCardOnFile(subscription, patient);
    const shipping = requireShippingAddress(patient.shipping);
    // The card on file as the provider would charge it: expired, or declining after its first charge (0341).
    const decline = await declineOnFile(tx, patient._id, card, now);
    if (decline) {
      const answer: StoredAnswer = {
        status: 402,
        body: { status: 'error', message: decline.message, metadata: { code: decline.code, declineCode: decline.declineCode } },
      };
      await storeAnswer(tx, patient._id, request.idempotencyKey, answer);
      return answer;
    }

    const paidUntil = subscription.nextPeriodStart ? new Date(subscription.nextPeriodStart) : null;
    const startsAt = subscription.status === 'active' && paidUntil && paidUntil > now ? paidUntil : now;
    const dates = cycleDates(subscription.plan, startsAt);
    const charge = await chargeUpcomingPeriod(tx, subscription, {
      id: newId(),
      status: 'success',
      createdAt: now,
      periodStart: startsAt,
      expiredAt: new Date(dates.expiredAt),
      card: { cardType: card.cardType, cardNumber: card.cardNumber },
    });
    await insertCharge(tx, patient._id, charge);
    const order = newOrderDoc({ id: newId(), charge, patientId: patient._id, shipping, status: 'processing', createdAt: now });
    await insertOrder(tx, patient._id, charge._id, order);
    const renewed = await withDiscountedPrice(tx, {
      ...subscription,
      status: allowed.to,
      // A renewal is a new prescription year, approved on the renewal questionnaire's answers.
      isApproved: true,
      sequencePaymentPeriod: charge.reasonObject.sequencePaymentPeriod,
      ...dates,
      latestBilledAmount: charge.sum,
      latestRenewalId: charge._id,
      paymentIntentStatus: 'succeeded',
      renewal: { renewedAt: now.toISOString(), startsAt: startsAt.toISOString(), chargeId: charge._id, questionnaire: request.questionnaire },
    });
    await saveSubscription(tx, renewed);
    const answer: StoredAnswer = { status: 201, body: { status: 'success', data: [{ subscription: renewed, charge, order }] } };
    await storeAnswer(tx, patient._id, request.idempotencyKey, answer);
    return answer;
  });
