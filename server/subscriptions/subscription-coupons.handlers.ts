import { findCouponByCode } from '../catalogue/catalogue.repository';
import { HttpError } from '../http/http-error';
import type { HandlerTable } from '../http/typed-handlers';
import type { ServerContext } from '../server-context';
import { requirePatient } from '../users/current-patient';
import { checkCouponApplies, withCoupon } from './subscription-coupons';
import { upcomingPeriod, withDiscountedPrice } from './subscription-pricing';
import { findOwnSubscription, saveSubscription } from './subscriptions.repository';

/** The spec's own text for a bad id, so the banner reads the same whether the app or the server refuses. */
export const INVALID_COUPON_SUBSCRIPTION_ID = 'Invalid subscription ID provided for coupon application';

const ID = /^[a-f0-9]{24}$/;

export const subscriptionCouponsHandlers = (ctx: ServerContext) =>
  ({
    applyCouponAtLogin: async ({ params, query, caller }) => {
      if (!ID.test(params.subscriptionId)) throw new HttpError(400, INVALID_COUPON_SUBSCRIPTION_ID);
      const { patient } = await requirePatient(ctx.db, caller);
      const updated = await ctx.db.transaction(async (tx) => {
        const subscription = await findOwnSubscription(tx, patient._id, params.subscriptionId, { forUpdate: true });
        const coupon = checkCouponApplies(await findCouponByCode(tx, query.code), subscription);
        const next = await withDiscountedPrice(tx, withCoupon(subscription, coupon, upcomingPeriod(subscription), new Date(ctx.now()).toISOString()));
        await saveSubscription(tx, next);
        return next;
      });
      return { status: 200, body: { status: 'success', data: [updated] } };
    },
  }) satisfies Partial<HandlerTable>;
