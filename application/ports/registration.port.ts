import type { SubscriptionDetails } from '../../domain/entities/subscription-details';
import type { ProductType } from '../../domain/shared/product-type';
import type { Result } from '../../domain/shared/result';

/** The treatment sub-steps' choice (PUT /api/subscription/{id}). */
export interface TreatmentChoice {
  readonly productId: string;
  readonly variationId: string;
  readonly doseId: string;
  readonly frequencyOfReception: number;
  readonly frequencyOfDelivery: number;
  readonly packageType: string;
  readonly addonIds: readonly string[];
}

/** A subscription in registration and the calls that move it through its steps. */
export interface RegistrationPort {
  /**
   * POST /api/subscription {productType}: the full registration steps; the patient becomes 'register'.
   * With an idempotency key: the registration the key names (started, under way or done), or a new one it names.
   */
  create(productType: ProductType, idempotencyKey?: string): Promise<Result<SubscriptionDetails>>;
  /** POST /api/subscription/start-new: a new treatment for a patient who finished a registration. */
  startNew(request: {
    readonly productType: ProductType;
    readonly patientId: string;
    readonly couponIds: readonly string[];
  }): Promise<Result<SubscriptionDetails>>;
  get(subscriptionId: string): Promise<Result<SubscriptionDetails>>;
  /** PATCH /api/v2/subscription/stepper/{id}: one step forward (`next`) or back (`prev`). */
  step(subscriptionId: string, direction: 'next' | 'prev'): Promise<Result<SubscriptionDetails>>;
  chooseTreatment(subscriptionId: string, choice: TreatmentChoice): Promise<Result<SubscriptionDetails>>;
  /** GET /api/patient/apply-coupon-login/{subscriptionId}?code= */
  applyCoupon(subscriptionId: string, code: string): Promise<Result<SubscriptionDetails>>;
}
