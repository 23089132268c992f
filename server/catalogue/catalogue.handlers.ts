import { answerLanguage } from '../http/answer-language';
import { HttpError } from '../http/http-error';
import type { HandlerTable } from '../http/typed-handlers';
import type { ServerContext } from '../server-context';
import { upcomingPeriod, upcomingPeriodPrice } from '../subscriptions/subscription-pricing';
import { findOwnSubscription } from '../subscriptions/subscriptions.repository';
import { requirePatient } from '../users/current-patient';
import { findProductDoc, listAddons, listCoupons, listProductDocs } from './catalogue.repository';
import { localizeAddon, localizeCoupon, localizePriceOption, localizeProduct } from './localized-catalogue';
import { toDollars } from './money';
import { priceOptions, withProductPricing } from './product-pricing';

/** The card brands the sandbox tokenizes (POST /sandbox-card/tokens). */
const ACCEPTED_CARDS = ['Visa', 'MasterCard', 'American Express', 'Discover'] as const;

const HOLD_EXPLANATION =
  'We place a hold for this amount on your card now. You are charged only once a doctor approves your treatment; otherwise the hold is released.';

export const catalogueHandlers = (ctx: ServerContext) =>
  ({
    listProducts: async ({ query }) => {
      const products = await listProductDocs(ctx.db, query.productType);
      const language = answerLanguage(query.lang);
      return { status: 200, body: { status: 'success', data: products.map((product) => localizeProduct(withProductPricing(product), language)) } };
    },

    getProductPricing: async ({ params, query, caller }) => {
      const product = await findProductDoc(ctx.db, params.productId);
      if (!product) throw new HttpError(404, 'Product not found');
      let coupons: Parameters<typeof priceOptions>[1] = [];
      let period = 1;
      if (query.subscriptionId) {
        const { patient } = await requirePatient(ctx.db, caller);
        const subscription = await findOwnSubscription(ctx.db, patient._id, query.subscriptionId);
        if (subscription.productType !== product.productType) {
          throw new HttpError(409, 'This subscription is for another kind of treatment than this product');
        }
        coupons = subscription.coupons ?? [];
        period = upcomingPeriod(subscription);
      }
      const products = query.listAllProducts ? await listProductDocs(ctx.db, product.productType) : [product];
      const options = products.flatMap((each) => priceOptions(each, coupons, period));
      const language = answerLanguage(query.lang);
      return { status: 200, body: { status: 'success', data: options.map((option) => localizePriceOption(option, language)) } };
    },

    listCoupons: async ({ query: { lang, ...filters } }) => {
      const coupons = await listCoupons(ctx.db, { ...filters, limit: filters.limit ?? 49 });
      return { status: 200, body: { status: 'success', data: coupons.map((coupon) => localizeCoupon(coupon, answerLanguage(lang))) } };
    },

    listAddons: async ({ query: { lang, ...filters } }) => {
      const addons = await listAddons(ctx.db, { ...filters, limit: filters.limit ?? 49 });
      return { status: 200, body: { status: 'success', data: addons.map((addon) => localizeAddon(addon, answerLanguage(lang))) } };
    },

    getPaymentForm: async ({ query, caller }) => {
      let holdAmount: number | null = null;
      if (query.subscriptionId) {
        const { patient } = await requirePatient(ctx.db, caller);
        const subscription = await findOwnSubscription(ctx.db, patient._id, query.subscriptionId);
        if (subscription.plan?.doseId) holdAmount = toDollars((await upcomingPeriodPrice(ctx.db, subscription)).total);
      }
      const form = {
        cardProvider: 'sandbox' as const,
        mode: 'test' as const,
        publishableKey: null,
        currency: 'usd' as const,
        acceptedCards: [...ACCEPTED_CARDS],
        holdAmount,
        holdExplanation: HOLD_EXPLANATION,
      };
      return { status: 200, body: { status: 'success', data: [form] } };
    },
  }) satisfies Partial<HandlerTable>;
