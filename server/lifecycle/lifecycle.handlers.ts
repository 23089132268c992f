import { upcomingCharge } from '../billing/upcoming-charge';
import { moveCharges } from '../billing/charges.repository';
import { findDoseInCatalogue } from '../catalogue/catalogue.repository';
import { toDollars } from '../catalogue/money';
import { deliveryPrice } from '../catalogue/pricing';
import { codedError } from '../http/http-error';
import type { HandlerTable, SuccessReply } from '../http/typed-handlers';
import { newId } from '../ids';
import { cancelOpenOrders } from '../orders/orders.repository';
import { replay } from '../billing/payment-requests';
import type { ServerContext } from '../server-context';
import { withCoupon } from '../subscriptions/subscription-coupons';
import { upcomingPeriod } from '../subscriptions/subscription-pricing';
import type { SubscriptionDoc } from '../subscriptions/subscriptions.repository';
import { addDays, addMonths, periodMonths } from './billing-periods';
import { readableDate, runLifecycleAction } from './lifecycle-action';
import { requireAnswersOf } from './questionnaire-answers';
import { refreshReactivatePopup } from './reactivate-popup';
import { renewSubscription } from './renewal';
import { requireWinbackCoupon } from './winback-coupon';

const changed = <S extends 200 | 201>(status: S, subscription: SubscriptionDoc) => ({
  status,
  body: { status: 'success' as const, data: [subscription] },
});

/** The subscription actions of spec §4; which status allows which is server/lifecycle/subscription-transitions.ts. */
export const lifecycleHandlers = (ctx: ServerContext) =>
  ({
    moveSubscriptionToReview: async ({ params, caller }) => changed(200, await runLifecycleAction(ctx, caller, params.id, 'toPending', { change: () => ({}) })),

    cancelSubscription: async ({ params, caller }) =>
      changed(
        200,
        await runLifecycleAction(ctx, caller, params.id, 'cancel', {
          change: async ({ tx, subscription, now }) => {
            // Nothing is billed after a cancellation: a held payment is released, unshipped orders stop.
            const released = await moveCharges(tx, subscription._id, 'hold', 'refunded');
            await cancelOpenOrders(tx, subscription._id);
            return {
              nextBillingDate: null,
              isApproved: false,
              modifyRequest: null,
              pause: null,
              paymentFailure: null,
              cancellation: { cancelledAt: now.toISOString(), previousStatus: subscription.status, wasApproved: subscription.isApproved === true },
              ...(released > 0 ? { paymentIntentStatus: 'canceled' } : {}),
            };
          },
          afterSave: ({ tx, user, patient }) => refreshReactivatePopup(tx, user._id, patient._id, false),
        }),
      ),

    pauseSubscription: async ({ params, caller }) =>
      changed(
        200,
        await runLifecycleAction(ctx, caller, params.id, 'pause', {
          change: async ({ tx, subscription, now }) => {
            // The charge the pause keeps from being taken is listed in pausedCharges.
            const upcoming = await upcomingCharge(tx, subscription);
            const putAside = upcoming ? { _id: newId(), sum: upcoming.sum, createdAt: now.toISOString() } : null;
            return {
              pause: { pausedAt: now.toISOString(), pausedChargeId: putAside?._id ?? null, resumeBillingDate: subscription.nextBillingDate ?? null },
              pausedCharges: [...(subscription.pausedCharges ?? []), ...(putAside ? [putAside] : [])],
              nextBillingDate: null,
            };
          },
        }),
      ),

    resumeSubscription: async ({ params, caller }) =>
      changed(
        200,
        await runLifecycleAction(ctx, caller, params.id, 'resume', {
          change: ({ subscription, now }) => {
            const pause = subscription.pause;
            const planned = pause?.resumeBillingDate ? new Date(pause.resumeBillingDate) : null;
            if (planned && planned > now) {
              // Back before the billing date: that charge is taken as planned, so it was not put aside after all.
              return {
                pause: null,
                nextBillingDate: planned.toISOString(),
                pausedCharges: (subscription.pausedCharges ?? []).filter((charge) => charge._id !== pause?.pausedChargeId),
              };
            }
            return { pause: null, nextBillingDate: now.toISOString(), nextPeriodStart: now.toISOString() };
          },
        }),
      ),

    skipSubscriptionPeriods: async ({ params, body, caller }) =>
      changed(
        200,
        await runLifecycleAction(ctx, caller, params.id, 'skip', {
          change: ({ subscription, now }) => {
            const months = periodMonths(subscription.plan) * body.skipPeriods;
            const billing = new Date(subscription.nextBillingDate ?? now);
            const periodStart = addMonths(new Date(subscription.nextPeriodStart ?? billing), months);
            if (subscription.expiredAt && periodStart >= new Date(subscription.expiredAt)) {
              const periods = body.skipPeriods === 1 ? '1 period' : `${body.skipPeriods} periods`;
              throw codedError(
                409,
                'skip_past_prescription_end',
                `Skipping ${periods} would go past the end of your prescription on ${readableDate(subscription.expiredAt)}: skip fewer periods or renew it first.`,
              );
            }
            return {
              nextBillingDate: addMonths(billing, months).toISOString(),
              nextPeriodStart: periodStart.toISOString(),
              skipPeriods: (subscription.skipPeriods ?? 0) + body.skipPeriods,
            };
          },
        }),
      ),

    renewSubscription: async ({ params, body, caller }) =>
      replay<SuccessReply<'renewSubscription'>['body']>(await renewSubscription(ctx, caller, params.id, body)),

    reactivateSubscription: async ({ params, query, caller }) =>
      changed(
        200,
        await runLifecycleAction(ctx, caller, params.id, 'reactivate', {
          change: async ({ tx, subscription, now }) => {
            if (subscription.cancellation?.wasApproved !== true) {
              throw codedError(409, 'cancelled_before_approval', 'This subscription was cancelled before a doctor approved it: start a new treatment instead.');
            }
            // Billing restarts a day later, so the patient can still review the plan before paying.
            const restart = addDays(now, 1);
            if (subscription.expiredAt && new Date(subscription.expiredAt) <= restart) {
              throw codedError(
                409,
                'prescription_ended',
                `The prescription of this subscription ended on ${readableDate(subscription.expiredAt)}: start a new treatment for a new consultation.`,
              );
            }
            const withWinback = query.winback
              ? withCoupon(subscription, await requireWinbackCoupon(tx, query.winback, subscription), upcomingPeriod(subscription), now.toISOString())
              : subscription;
            return {
              isApproved: true,
              cancellation: null,
              // A treatment back from a cancellation counts its skipped periods from 0 again.
              skipPeriods: 0,
              coupons: withWinback.coupons ?? [],
              couponIds: withWinback.couponIds ?? [],
              nextBillingDate: restart.toISOString(),
              nextPeriodStart: restart.toISOString(),
            };
          },
          afterSave: ({ tx, user, patient }) => refreshReactivatePopup(tx, user._id, patient._id, query.fromPopup === true),
        }),
      ),

    requestDoseChange: async ({ params, body, caller }) =>
      changed(
        201,
        await runLifecycleAction(ctx, caller, params.id, 'changeDose', {
          change: async ({ tx, subscription, now }) => {
            if (subscription.modifyRequest) {
              throw codedError(409, 'dose_change_pending', 'A dose change is already waiting for the doctor: withdraw it first to ask for another.');
            }
            const plan = subscription.plan;
            const found = await findDoseInCatalogue(tx, subscription.productType, body.doseId);
            if (!found || found.variation._id !== plan?.variationId || found.dose.status !== 'active') {
              throw codedError(400, 'dose_not_offered', 'This dose is not offered for your treatment.');
            }
            if (found.dose._id === plan.doseId) throw codedError(400, 'same_dose', 'This is already your dose.');
            const terms = { frequencyOfReception: plan.frequencyOfReception ?? 0, frequencyOfDelivery: plan.frequencyOfDelivery ?? 0 };
            return {
              modifyRequest: {
                _id: newId(),
                type: 'dose',
                status: 'pending',
                doseId: found.dose._id,
                weight: found.dose.weight,
                measure: found.dose.measure,
                price: toDollars(deliveryPrice(found.dose, terms).price),
                createdAt: now.toISOString(),
              },
            };
          },
        }),
      ),

    removeModifyRequest: async ({ params, caller }) =>
      changed(
        200,
        await runLifecycleAction(ctx, caller, params.id, 'removeModify', {
          change: ({ subscription }) => {
            if (!subscription.modifyRequest) throw codedError(409, 'no_dose_change', 'There is no dose change waiting for the doctor to withdraw.');
            return { modifyRequest: null };
          },
        }),
      ),

    submitFollowUp: async ({ params, body, caller }) =>
      changed(
        201,
        await runLifecycleAction(ctx, caller, params.id, 'followUp', {
          change: async ({ tx, subscription, now }) => {
            await requireAnswersOf(tx, 'followupVisitQuestions', subscription.productType, body.questionnaire);
            return { followUp: { submittedAt: now.toISOString(), questionnaire: body.questionnaire } };
          },
        }),
      ),
  }) satisfies Partial<HandlerTable>;
