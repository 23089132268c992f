import { findDoseInCatalogue } from '../catalogue/catalogue.repository';
import { toDollars } from '../catalogue/money';
import { averagePrice, pricePeriod } from '../catalogue/pricing';
import { codedError, HttpError } from '../http/http-error';
import type { HandlerTable } from '../http/typed-handlers';
import type { ServerContext } from '../server-context';
import { requirePatient } from '../users/current-patient';
import { pricedPlanOf, toPeriodQuote, upcomingPeriod } from './subscription-pricing';
import { findOwnSubscription } from './subscriptions.repository';

export const subscriptionPricingHandlers = (ctx: ServerContext) => {
  const ownSubscription = async (caller: Parameters<typeof requirePatient>[1], id: string) => {
    const { patient } = await requirePatient(ctx.db, caller);
    return findOwnSubscription(ctx.db, patient._id, id);
  };

  return {
    getSubscriptionDiscounts: async ({ params, query, caller }) => {
      const subscription = await ownSubscription(caller, params.id);
      const found = await findDoseInCatalogue(ctx.db, subscription.productType, query.doseId);
      if (!found) throw new HttpError(409, 'This dose is not offered for this treatment');
      const { product, variation, dose } = found;
      if (dose.status !== 'active') throw codedError(409, 'dose_unavailable', `${variation.variationName} ${dose.strength} is not available at the moment`);
      if (!variation.frequencyOfReception.includes(query.frequencyOfReception)) {
        throw new HttpError(
          409,
          `${variation.variationName} is offered for ${variation.frequencyOfReception.join(', ')} uses a month, not ${query.frequencyOfReception}`,
        );
      }
      const period = upcomingPeriod(subscription);
      const data = [...product.frequencyOfDelivery]
        .sort((a, b) => a - b)
        .map((frequencyOfDelivery) => {
          const terms = { productType: subscription.productType, frequencyOfReception: query.frequencyOfReception, frequencyOfDelivery };
          const priced = pricePeriod({ dose, terms, coupons: subscription.coupons ?? [], addons: [] }, period);
          const saved = priced.strikeThrough - priced.offer;
          return {
            frequencyOfDelivery,
            unitsPerDelivery: priced.units,
            strikeThroughPrice: toDollars(priced.strikeThrough),
            price: toDollars(priced.price),
            deliveryDiscount: toDollars(priced.strikeThrough - priced.price),
            couponDiscount: toDollars(priced.couponDiscount),
            offerPrice: toDollars(priced.offer),
            discountPercent: priced.strikeThrough === 0 ? 0 : Math.round((saved * 100) / priced.strikeThrough),
            coupons: toPeriodQuote(priced).coupons,
          };
        });
      return { status: 200, body: { status: 'success', data } };
    },

    getSubscriptionAveragePrice: async ({ params, caller }) => {
      const subscription = await ownSubscription(caller, params.id);
      const average = averagePrice(await pricedPlanOf(ctx.db, subscription), upcomingPeriod(subscription));
      const data = {
        months: average.months,
        periods: average.periods,
        total: toDollars(average.total),
        perMonth: toDollars(average.perMonth),
        perPeriod: toDollars(average.perPeriod),
        perUnit: toDollars(average.perUnit),
        strikeThroughPerMonth: toDollars(average.strikeThroughPerMonth),
      };
      return { status: 200, body: { status: 'success', data: [data] } };
    },

    getSubscriptionPeriodsPrice: async ({ params, query, caller }) => {
      const subscription = await ownSubscription(caller, params.id);
      const plan = await pricedPlanOf(ctx.db, subscription);
      const first = upcomingPeriod(subscription);
      const priced = Array.from({ length: query.periods ?? 2 }, (_, index) => pricePeriod(plan, first + index));
      const total = priced.reduce((sum, period) => sum + period.total, 0);
      return { status: 200, body: { status: 'success', data: priced.map(toPeriodQuote), total: toDollars(total) } };
    },

    getSubscriptionPrice: async ({ params, caller }) => {
      const subscription = await ownSubscription(caller, params.id);
      const priced = pricePeriod(await pricedPlanOf(ctx.db, subscription), upcomingPeriod(subscription));
      return { status: 200, body: { status: 'success', data: [toPeriodQuote(priced)] } };
    },
  } satisfies Partial<HandlerTable>;
};
