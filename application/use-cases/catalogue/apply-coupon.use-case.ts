import { couponApplication } from '../../../domain/coupons/coupon-application';
import type { SubscriptionDetails } from '../../../domain/entities/subscription-details';
import type { Result } from '../../../domain/shared/result';
import type { RegistrationPort } from '../../ports/registration.port';

/** A coupon code the patient types at the treatment step (GET /api/patient/apply-coupon-login/{id}?code). */
export class ApplyCouponUseCase {
  constructor(private readonly registration: RegistrationPort) {}

  async execute(subscriptionId: string | null, code: string): Promise<Result<SubscriptionDetails>> {
    const application = couponApplication(subscriptionId, code);
    if (!application.ok) return application;
    return this.registration.applyCoupon(application.value.subscriptionId, application.value.code);
  }
}
