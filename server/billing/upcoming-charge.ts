import { createHash } from 'node:crypto';
import type { Database } from '../database/database';
import { HttpError } from '../http/http-error';
import type { SubscriptionDoc } from '../subscriptions/subscriptions.repository';
import { chargeUpcomingPeriod, type ChargeDoc } from './charge-docs';

/**
 * The charge an active subscription will take on its next billing date, as it will be (a winback
 * coupon included). None when nothing will be billed: not active, no date, the prescription ends before
 * that period, or the catalogue no longer has the plan's dose (support moves the patient to another
 * plan first). Its id derives from the subscription and the date, so it is stable between reads.
 */
export const upcomingCharge = async (db: Pick<Database, 'query'>, subscription: SubscriptionDoc): Promise<ChargeDoc | null> => {
  const { status, nextBillingDate, nextPeriodStart, expiredAt, creditCard, plan } = subscription;
  if (status !== 'active' || !nextBillingDate || !plan?.doseId) return null;
  const periodStart = new Date(nextPeriodStart ?? nextBillingDate);
  if (expiredAt && periodStart >= new Date(expiredAt)) return null;
  try {
    return await chargeUpcomingPeriod(db, subscription, {
      id: createHash('sha256').update(`${subscription._id}:${nextBillingDate}`).digest('hex').slice(0, 24),
      status: 'pending',
      createdAt: new Date(nextBillingDate),
      periodStart,
      expiredAt: new Date(expiredAt ?? periodStart),
      card: creditCard ? { cardType: creditCard.cardType, cardNumber: creditCard.cardNumber } : null,
    });
  } catch (error) {
    if (error instanceof HttpError) return null;
    throw error;
  }
};
