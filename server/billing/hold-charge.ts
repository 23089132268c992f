import type { components } from '../../openapi/patient-api';
import { findOwnCardToken, spendCardToken } from '../cards/card-tokens.repository';
import { declineOf } from '../cards/sandbox-test-cards';
import type { Caller } from '../contract/operation-router';
import { requireCaller } from '../http/caller';
import { codedError, HttpError } from '../http/http-error';
import { newId } from '../ids';
import { cycleDates } from '../lifecycle/billing-periods';
import { transition } from '../lifecycle/subscription-transitions';
import { newOrderDoc } from '../orders/order-docs';
import { insertOrder } from '../orders/orders.repository';
import type { ServerContext } from '../server-context';
import { withDiscountedPrice } from '../subscriptions/subscription-pricing';
import { findOwnSubscription, saveSubscription } from '../subscriptions/subscriptions.repository';
import { requirePatient } from '../users/current-patient';
import { toCents } from '../catalogue/money';
import { cardOnFileOf, rememberCardToken, saveCardOnPatient } from './card-on-file';
import { chargeUpcomingPeriod } from './charge-docs';
import { insertCharge } from './charges.repository';
import { formatDollars } from './period-invoice';
import { claimIdempotencyKey, fingerprintOf, storeAnswer, type StoredAnswer } from './payment-requests';
import { requireShippingAddress } from './shipping-address';

type HoldChargeRequest = components['schemas']['HoldChargeRequest'];

const TOKEN_SPENT = 'This card entry was already used for a payment: enter your card again.';

/**
 * The registration payment, in one transaction: claim the idempotency key, check the subscription and
 * the price, charge the sandbox card, hold the charge, create the first order, keep the card on file.
 * A decline is an answer too: it is stored under the key and nothing else is written.
 */
export const holdSubscriptionCharge = (ctx: ServerContext, caller: Caller | null, subscriptionId: string, request: HoldChargeRequest) =>
  ctx.db.transaction(async (tx): Promise<StoredAnswer> => {
    const { patient } = await requirePatient(tx, caller);
    const subscription = await findOwnSubscription(tx, patient._id, subscriptionId, { forUpdate: true });
    const now = new Date(ctx.now());
    const key = request.idempotencyKey;
    const stored = await claimIdempotencyKey(tx, {
      patientId: patient._id,
      key,
      fingerprint: fingerprintOf('hold-charge', { subscriptionId, ...request }),
      at: now,
    });
    if (stored) return stored;

    const allowed = transition(subscription.status, 'holdCharge');
    if (!allowed.ok) throw new HttpError(409, allowed.message);
    const shipping = requireShippingAddress(patient.shipping);
    const token = await findOwnCardToken(tx, request.cardToken, requireCaller(caller).sub);
    if (!token) throw codedError(400, 'card_token_invalid', 'No such card token: please enter your card again.');
    if (token.usedAt) throw codedError(409, 'card_token_used', TOKEN_SPENT);
    const card = cardOnFileOf(token);
    const dates = cycleDates(subscription.plan, now);
    const charge = await chargeUpcomingPeriod(tx, subscription, {
      id: newId(),
      status: 'hold',
      createdAt: now,
      periodStart: now,
      expiredAt: new Date(dates.expiredAt),
      card: { cardType: card.cardType, cardNumber: card.cardNumber },
    });
    if (request.amount !== undefined && toCents(request.amount) !== toCents(charge.sum)) {
      throw codedError(409, 'price_changed', `The price of this subscription is now ${formatDollars(toCents(charge.sum))}: please review it before paying.`, {
        amount: charge.sum,
      });
    }
    const decline = declineOf(token.behaviour, 'first');
    if (decline) {
      const answer: StoredAnswer = {
        status: 402,
        body: { status: 'error', message: decline.message, metadata: { code: decline.code, declineCode: decline.declineCode } },
      };
      await storeAnswer(tx, patient._id, key, answer);
      return answer;
    }
    if (!(await spendCardToken(tx, token.id, token.ownerSub, now))) throw codedError(409, 'card_token_used', TOKEN_SPENT);
    if (!(await insertCharge(tx, patient._id, charge))) {
      throw codedError(409, 'payment_already_held', 'This subscription already has a payment on hold: it is not charged twice.');
    }
    const order = newOrderDoc({ id: newId(), charge, patientId: patient._id, shipping, status: 'pending', createdAt: now });
    await insertOrder(tx, patient._id, charge._id, order);
    await saveCardOnPatient(tx, patient._id, card);
    await rememberCardToken(tx, patient._id, token.id, now);
    const paid = {
      ...subscription,
      creditCard: card,
      paymentIntentStatus: 'requires_capture',
      latestBilledAmount: charge.sum,
      sequencePaymentPeriod: charge.reasonObject.sequencePaymentPeriod,
      ...dates,
    };
    await saveSubscription(tx, await withDiscountedPrice(tx, paid));
    const answer: StoredAnswer = { status: 201, body: { status: 'success', data: [{ charge, order }] } };
    await storeAnswer(tx, patient._id, key, answer);
    return answer;
  });
