import type { Subscription } from './subscription';

/** A coupon on a subscription: what it takes off, and from which billing period (1 the first). */
export interface SubscriptionCoupon {
  readonly _id: string;
  readonly code: string;
  readonly name: string;
  readonly discountType: '$' | '%';
  readonly discountValue: number;
  /** null: every period from the first one. */
  readonly usingPeriodsCount: number | null;
  readonly firstPeriod: number | null;
}

export interface SubscriptionAddon {
  readonly _id: string;
  readonly name: string;
  readonly price: number;
  readonly recurring: boolean;
}

/** The charge a pause put aside (spec §3 pausedCharges). */
export interface PausedCharge {
  readonly _id: string;
  readonly sum: number;
  readonly createdAt: string;
}

/** A dose change waiting for the doctor (spec §3 modifyRequest). */
export interface ModifyRequest {
  readonly _id: string;
  readonly status: string;
  readonly doseId: string;
  readonly weight: number | string | null;
  readonly measure: string | null;
  readonly price: number | null;
  readonly createdAt: string;
}

/** One subscription as its own page reads it: the dashboard fields and what the actions maintain. */
export interface SubscriptionDetails extends Subscription {
  readonly sequencePaymentPeriod: number;
  readonly coupons: readonly SubscriptionCoupon[];
  readonly addons: readonly SubscriptionAddon[];
  readonly expiredAt: string | null;
  readonly nextPeriodStart: string | null;
  readonly latestBilledAmount: number | null;
  readonly discountedPrice: number | null;
  readonly skipPeriods: number;
  readonly pausedCharges: readonly PausedCharge[];
  readonly pause: { readonly pausedAt: string; readonly resumeBillingDate: string | null } | null;
  readonly cancellation: { readonly cancelledAt: string; readonly wasApproved: boolean } | null;
  readonly renewal: { readonly renewedAt: string; readonly startsAt: string; readonly chargeId: string } | null;
  readonly followUp: { readonly submittedAt: string } | null;
  readonly modifyRequest: ModifyRequest | null;
  /** The card this subscription is billed on: type and last four digits only. */
  readonly creditCard: { readonly cardNumber: string; readonly cardType: string } | null;
}
