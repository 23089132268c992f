import type { SubscriptionDetails } from '../../domain/entities/subscription-details';
import type { ProductType } from '../../domain/shared/product-type';
import type { Result } from '../../domain/shared/result';
import type { RegistrationPort, TreatmentChoice } from '../../application/ports/registration.port';
import type { ApiClient } from './api-client';
import { readResult } from './read-result';
import { singleEnvelope } from './schemas/envelope.schema';
import { subscriptionDetailsSchema } from './schemas/subscription-details.schema';

const subscriptionEnvelope = singleEnvelope(subscriptionDetailsSchema);
const path = (id: string) => ({ params: { path: { id } } });

/** The registration's subscription calls over HTTP; each answers the subscription as the call left it. */
export class HttpRegistrationAdapter implements RegistrationPort {
  constructor(private readonly api: ApiClient) {}

  create(productType: ProductType, idempotencyKey?: string): Promise<Result<SubscriptionDetails>> {
    const body = { productType, ...(idempotencyKey ? { idempotencyKey } : {}) };
    return readResult(this.api.POST('/api/subscription', { body }), subscriptionEnvelope, 'Starting your registration');
  }

  startNew(request: {
    readonly productType: ProductType;
    readonly patientId: string;
    readonly couponIds: readonly string[];
  }): Promise<Result<SubscriptionDetails>> {
    const body = {
      productType: request.productType,
      patientId: request.patientId,
      ...(request.couponIds.length > 0 ? { couponIds: [...request.couponIds] } : {}),
    };
    return readResult(this.api.POST('/api/subscription/start-new', { body }), subscriptionEnvelope, 'Starting your new treatment');
  }

  get(subscriptionId: string): Promise<Result<SubscriptionDetails>> {
    return readResult(this.api.GET('/api/subscription/{id}', path(subscriptionId)), subscriptionEnvelope, 'Loading your registration');
  }

  step(subscriptionId: string, direction: 'next' | 'prev'): Promise<Result<SubscriptionDetails>> {
    return readResult(
      this.api.PATCH('/api/v2/subscription/stepper/{id}', { ...path(subscriptionId), body: { step: direction } }),
      subscriptionEnvelope,
      direction === 'next' ? 'Moving to the next step' : 'Going back a step',
    );
  }

  chooseTreatment(subscriptionId: string, choice: TreatmentChoice): Promise<Result<SubscriptionDetails>> {
    const body = { ...choice, addonIds: [...choice.addonIds] };
    return readResult(this.api.PUT('/api/subscription/{id}', { ...path(subscriptionId), body }), subscriptionEnvelope, 'Saving your treatment');
  }

  applyCoupon(subscriptionId: string, code: string): Promise<Result<SubscriptionDetails>> {
    return readResult(
      this.api.GET('/api/patient/apply-coupon-login/{subscriptionId}', { params: { path: { subscriptionId }, query: { code } } }),
      subscriptionEnvelope,
      'Applying your coupon',
    );
  }
}
