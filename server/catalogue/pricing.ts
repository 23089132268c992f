import type { Addon, Coupon, Dose, ProductType, SubscriptionAddon, SubscriptionCoupon } from './catalogue-types';
import { divide, percentOf, toCents, type Cents } from './money';

/**
 * The pricing rules of the contract (GET /api/products/{productId}/product-pricing), in whole cents.
 * Pure: the handlers load the catalogue and the subscription, these functions do the arithmetic.
 */

/** Deliveries of 3 months or more take the dose's special quarterly price, when it has one. */
export const QUARTERLY_MONTHS = 3;

export interface DeliveryTerms {
  readonly frequencyOfReception: number;
  readonly frequencyOfDelivery: number;
}

export interface PlanTerms extends DeliveryTerms {
  readonly productType: ProductType;
}

/** Units (or a month's packages) in one delivery. */
export const unitsPerDelivery = (dose: Dose, terms: DeliveryTerms): number =>
  dose.calculationAsPackage ? terms.frequencyOfDelivery : terms.frequencyOfReception * terms.frequencyOfDelivery;

export interface DeliveryPrice {
  readonly units: number;
  /** The regular price: the dose's price for every unit. */
  readonly strikeThrough: Cents;
  /** What a delivery costs before coupons: the special quarterly price where it applies. */
  readonly price: Cents;
}

export const deliveryPrice = (dose: Dose, terms: DeliveryTerms): DeliveryPrice => {
  const units = unitsPerDelivery(dose, terms);
  const quarterly = terms.frequencyOfDelivery >= QUARTERLY_MONTHS && dose.specialQuarterlyPrice != null;
  const unitPrice = quarterly ? toCents(dose.specialQuarterlyPrice as number) : toCents(dose.price);
  return { units, strikeThrough: toCents(dose.price) * units, price: unitPrice * units };
};

/** Whether a coupon is for this plan: its product type, and the delivery and uses it names, if any. */
export const couponAppliesToPlan = (coupon: Pick<Coupon, 'appliesTo'>, plan: PlanTerms): boolean =>
  coupon.appliesTo.some(
    (target) =>
      target.appliesObjType === plan.productType &&
      (target.frequencyOfDelivery.length === 0 || target.frequencyOfDelivery.includes(plan.frequencyOfDelivery)) &&
      (target.frequencyOfReception === null || target.frequencyOfReception === plan.frequencyOfReception),
  );

/** How many periods a coupon lasts for a plan delivering every `frequencyOfDelivery` months; null: forever. */
export const periodsCovered = (coupon: Pick<Coupon, 'usingPeriodsCount' | 'periodType'>, frequencyOfDelivery: number): number | null => {
  if (coupon.usingPeriodsCount === null) return null;
  return coupon.periodType === 'month' ? Math.ceil(coupon.usingPeriodsCount / frequencyOfDelivery) : coupon.usingPeriodsCount;
};

export const couponCoversPeriod = (coupon: SubscriptionCoupon, frequencyOfDelivery: number, period: number): boolean => {
  const covered = periodsCovered(coupon, frequencyOfDelivery);
  return period >= coupon.firstPeriod && (covered === null || period < coupon.firstPeriod + covered);
};

export interface CouponLine {
  readonly coupon: Coupon;
  readonly amount: Cents;
}

/**
 * What the coupons take off a period's price: percentages first (each a share of the price), then
 * dollar amounts, each line at most what is left, so the total never exceeds the price.
 */
export const couponDiscount = (
  price: Cents,
  coupons: readonly SubscriptionCoupon[],
  plan: PlanTerms,
  period: number,
): { readonly lines: readonly CouponLine[]; readonly total: Cents } => {
  const applicable = coupons
    .filter((coupon) => couponAppliesToPlan(coupon, plan) && couponCoversPeriod(coupon, plan.frequencyOfDelivery, period))
    .sort((a, b) => Number(b.discountType === '%') - Number(a.discountType === '%'));
  let left = price;
  const lines = applicable.map((coupon) => {
    const wanted = coupon.discountType === '%' ? percentOf(price, Math.min(coupon.discountValue, 100)) : toCents(coupon.discountValue);
    const amount = Math.min(wanted, left);
    left -= amount;
    return { coupon, amount };
  });
  return { lines, total: price - left };
};

/** Add-ons of a period: recurring ones every period, one-time ones with the first delivery only. */
export const addonsOfPeriod = (addons: readonly (SubscriptionAddon | Addon)[], period: number): readonly (SubscriptionAddon | Addon)[] =>
  addons.filter((addon) => addon.recurring || period === 1);

export interface PeriodPrice extends DeliveryPrice {
  readonly period: number;
  readonly coupons: readonly CouponLine[];
  readonly couponDiscount: Cents;
  readonly offer: Cents;
  readonly addons: readonly (SubscriptionAddon | Addon)[];
  readonly addonsPrice: Cents;
  readonly total: Cents;
}

export interface PricedPlan {
  readonly dose: Dose;
  readonly terms: PlanTerms;
  readonly coupons: readonly SubscriptionCoupon[];
  readonly addons: readonly (SubscriptionAddon | Addon)[];
}

export const pricePeriod = (plan: PricedPlan, period: number): PeriodPrice => {
  const base = deliveryPrice(plan.dose, plan.terms);
  const discount = couponDiscount(base.price, plan.coupons, plan.terms, period);
  const addons = addonsOfPeriod(plan.addons, period);
  const addonsPrice = addons.reduce((sum, addon) => sum + toCents(addon.price), 0);
  const offer = base.price - discount.total;
  return { ...base, period, coupons: discount.lines, couponDiscount: discount.total, offer, addons, addonsPrice, total: offer + addonsPrice };
};

/** The average of the treatment (no add-ons) over the deliveries of the next twelve months. */
export const AVERAGE_OVER_MONTHS = 12;

export const averagePrice = (plan: PricedPlan, firstPeriod: number) => {
  const delivery = plan.terms.frequencyOfDelivery;
  const periods = Math.ceil(AVERAGE_OVER_MONTHS / delivery);
  const priced = Array.from({ length: periods }, (_, index) => pricePeriod(plan, firstPeriod + index));
  const total = priced.reduce((sum, period) => sum + period.offer, 0);
  const units = priced.reduce((sum, period) => sum + period.units, 0);
  const months = periods * delivery;
  return {
    months,
    periods,
    total,
    perMonth: divide(total, months),
    perPeriod: divide(total, periods),
    perUnit: divide(total, units),
    strikeThroughPerMonth: divide(deliveryPrice(plan.dose, plan.terms).strikeThrough, delivery),
  };
};
