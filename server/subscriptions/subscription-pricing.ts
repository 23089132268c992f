import { findDoseInCatalogue } from '../catalogue/catalogue.repository';
import type { PeriodQuote } from '../catalogue/catalogue-types';
import { toDollars } from '../catalogue/money';
import { pricePeriod, type PeriodPrice, type PricedPlan } from '../catalogue/pricing';
import type { Database } from '../database/database';
import { codedError, HttpError } from '../http/http-error';
import type { SubscriptionDoc } from './subscriptions.repository';

type Queryable = Pick<Database, 'query'>;

export const NO_PLAN = 'Choose a treatment first: this subscription has no plan yet';

/** `sequencePaymentPeriod` counts the periods paid; the next one to pay is the upcoming period. */
export const upcomingPeriod = (subscription: Pick<SubscriptionDoc, 'sequencePaymentPeriod'>): number => (subscription.sequencePaymentPeriod ?? 0) + 1;

/**
 * The subscription's plan with what prices it: the dose as the catalogue has it now, the plan's uses
 * and delivery, its coupons and add-ons. 409 without a plan.
 */
export const pricedPlanOf = async (db: Queryable, subscription: SubscriptionDoc): Promise<PricedPlan> => {
  const plan = subscription.plan;
  if (!plan?.doseId || plan.frequencyOfReception === undefined || plan.frequencyOfDelivery === undefined) {
    throw codedError(409, 'treatment_not_chosen', NO_PLAN);
  }
  const found = await findDoseInCatalogue(db, subscription.productType, plan.doseId);
  if (!found) throw new HttpError(409, 'The treatment of this subscription is no longer in the catalogue');
  return {
    dose: found.dose,
    terms: {
      productType: subscription.productType,
      frequencyOfReception: plan.frequencyOfReception,
      frequencyOfDelivery: plan.frequencyOfDelivery,
    },
    coupons: subscription.coupons ?? [],
    addons: subscription.addons ?? [],
  };
};

export const toPeriodQuote = (priced: PeriodPrice): PeriodQuote => ({
  period: priced.period,
  strikeThroughPrice: toDollars(priced.strikeThrough),
  price: toDollars(priced.price),
  couponDiscount: toDollars(priced.couponDiscount),
  offerPrice: toDollars(priced.offer),
  addonsPrice: toDollars(priced.addonsPrice),
  total: toDollars(priced.total),
  coupons: priced.coupons.map(({ coupon, amount }) => ({ couponId: coupon._id, code: coupon.code, name: coupon.name, amount: toDollars(amount) })),
  addons: priced.addons.map((addon) => ({ addonId: addon._id, name: addon.name, price: addon.price })),
});

/**
 * What the upcoming period costs in total (treatment after coupons, plus add-ons), in cents: the amount
 * the payment step holds. Billing computes charges with the same function so nobody pays a price they
 * were not shown.
 */
export const upcomingPeriodPrice = async (db: Queryable, subscription: SubscriptionDoc): Promise<PeriodPrice> =>
  pricePeriod(await pricedPlanOf(db, subscription), upcomingPeriod(subscription));

/** `discountedPrice` follows the plan and the coupons: the upcoming period's treatment price after coupons. */
export const withDiscountedPrice = async (db: Queryable, subscription: SubscriptionDoc): Promise<SubscriptionDoc> => {
  if (!subscription.plan?.doseId) return { ...subscription, discountedPrice: null };
  const priced = await upcomingPeriodPrice(db, subscription);
  return { ...subscription, discountedPrice: toDollars(priced.offer) };
};
