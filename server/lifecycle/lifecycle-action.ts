import type { Caller } from '../contract/operation-router';
import type { Database } from '../database/database';
import { HttpError } from '../http/http-error';
import type { ServerContext } from '../server-context';
import { withDiscountedPrice } from '../subscriptions/subscription-pricing';
import { findOwnSubscription, saveSubscription, type SubscriptionDoc } from '../subscriptions/subscriptions.repository';
import { requirePatient } from '../users/current-patient';
import type { PatientDoc, UserDoc } from '../users/users.repository';
import { transition, type LifecycleAction } from './subscription-transitions';

type Queryable = Pick<Database, 'query'>;

export interface ActionContext {
  readonly tx: Queryable;
  readonly subscription: SubscriptionDoc;
  readonly now: Date;
  readonly user: UserDoc;
  readonly patient: PatientDoc;
}

export interface LifecycleStep {
  /** The fields the action changes; the status comes from the transition table. */
  readonly change: (context: ActionContext) => Promise<Partial<SubscriptionDoc>> | Partial<SubscriptionDoc>;
  /** What must follow once the subscription is saved (in the same transaction). */
  readonly afterSave?: (context: ActionContext) => Promise<void>;
}

/** The upcoming price follows the plan and coupons; a plan the catalogue no longer has keeps the last one. */
const refreshDiscountedPrice = async (tx: Queryable, subscription: SubscriptionDoc): Promise<SubscriptionDoc> => {
  try {
    return await withDiscountedPrice(tx, subscription);
  } catch (error) {
    if (error instanceof HttpError) return subscription;
    throw error;
  }
};

/**
 * One subscription action, all or nothing: the caller's subscription is locked, the transition table
 * decides (409 with its message), the action changes its fields, the new status is saved.
 */
export const runLifecycleAction = (ctx: ServerContext, caller: Caller | null, id: string, action: LifecycleAction, step: LifecycleStep) =>
  ctx.db.transaction(async (tx): Promise<SubscriptionDoc> => {
    const { user, patient } = await requirePatient(tx, caller);
    const subscription = await findOwnSubscription(tx, patient._id, id, { forUpdate: true });
    const allowed = transition(subscription.status, action);
    if (!allowed.ok) throw new HttpError(409, allowed.message);
    const context: ActionContext = { tx, subscription, now: new Date(ctx.now()), user, patient };
    const changes = await step.change(context);
    const updated = await refreshDiscountedPrice(tx, { ...subscription, ...changes, status: allowed.to });
    await saveSubscription(tx, updated);
    await step.afterSave?.({ ...context, subscription: updated });
    return updated;
  });

/** A date as a patient reads it in a message: 'March 4, 2026'. */
export const readableDate = (iso: string | Date): string =>
  new Date(iso).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' });
