import type { PaymentFailure } from '../billing/payment-failure';
import type { ProductType } from '../shared/product-type';

export interface SubscriptionPlan {
  readonly productId?: string;
  readonly productName?: string;
  readonly variationId?: string;
  readonly variationName?: string;
  readonly doseId?: string;
  readonly weight?: number | string;
  readonly measure?: string;
  readonly frequencyOfReception?: number;
  readonly frequencyOfDelivery?: number;
  readonly productDescription?: string;
  readonly substance?: string;
  readonly productImgUrl?: string;
  readonly variationDescription?: string;
  readonly price?: number;
  readonly packageType?: string;
  /** The package's name in the language asked for, where the server names it. */
  readonly packageTypeName?: string;
}

/** A treatment subscription (spec §3); fields later features read are added as they arrive. */
export interface Subscription {
  readonly _id: string;
  readonly status: string | null;
  readonly productType: ProductType;
  readonly patientId: string;
  readonly isApproved: boolean;
  readonly registrationStep: string;
  readonly registrationStepsOrder: readonly string[];
  readonly nextBillingDate: string | null;
  readonly plan: SubscriptionPlan | null;
  readonly createdAt: string | null;
  /** A renewal the card refused (status past_due); null or absent otherwise. */
  readonly paymentFailure?: PaymentFailure | null;
  /**
   * What the rules of offered actions and billing read besides (domain/subscription-actions,
   * domain/billing/next-billing), so the dashboard and the subscription's page decide alike; undefined
   * where a caller does not know them.
   */
  readonly expiredAt?: string | null;
  readonly nextPeriodStart?: string | null;
  readonly cancellation?: { readonly cancelledAt: string; readonly wasApproved: boolean } | null;
  /** Every coupon it has held (a winback coupon comes once per subscription). */
  readonly couponIds?: readonly string[];
}
