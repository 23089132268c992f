import type { Database } from '../database/database';
import type { SubscriptionDoc } from './users.repository';

type Queryable = Pick<Database, 'query'>;

interface WinbackCoupon {
  readonly appliesTo?: readonly { readonly appliesObjType?: string }[];
}

/**
 * A win-back link (`/me?winback=CODE`) offers reactivation when the code names an active win-back
 * coupon that applies to one of the patient's cancelled subscriptions (no `appliesTo`: to any). Coupons
 * belong to the catalogue and billing areas; this only reads them.
 */
export const offersWinback = async (db: Queryable, code: string | undefined, subscriptions: readonly SubscriptionDoc[]): Promise<boolean> => {
  const cancelledTypes = new Set<string>(subscriptions.filter((subscription) => subscription.status === 'cancel').map((s) => s.productType));
  if (!code?.trim() || cancelledTypes.size === 0) return false;
  const found = await db.query<{ doc: WinbackCoupon }>(
    `select doc from coupons where lower(code) = lower($1) and doc->>'action' = 'winback' and doc->>'status' = 'active'`,
    [code.trim()],
  );
  const coupon = found.rows[0]?.doc;
  if (!coupon) return false;
  const appliesTo = coupon.appliesTo ?? [];
  return appliesTo.length === 0 || appliesTo.some((target) => cancelledTypes.has(target.appliesObjType ?? ''));
};
