import type { Charge } from '../../domain/entities/charge';
import type { CheckInAnswer } from '../../domain/entities/check-in-question';
import type { Order } from '../../domain/entities/order';
import type { SubscriptionDetails } from '../../domain/entities/subscription-details';
import type { Result } from '../../domain/shared/result';

/** What a renewal creates: the renewed subscription, the charge taken on the card on file and the order shipped. */
export interface RenewalOutcome {
  readonly subscription: SubscriptionDetails;
  readonly charge: Charge;
  readonly order: Order;
}

/** The subscription actions of spec §4; each answers the subscription as the action left it. */
export interface SubscriptionLifecyclePort {
  cancel(subscriptionId: string): Promise<Result<SubscriptionDetails>>;
  pause(subscriptionId: string): Promise<Result<SubscriptionDetails>>;
  resume(subscriptionId: string): Promise<Result<SubscriptionDetails>>;
  skip(subscriptionId: string, periods: number): Promise<Result<SubscriptionDetails>>;
  reactivate(subscriptionId: string, options: { readonly winback?: string; readonly fromPopup?: boolean }): Promise<Result<SubscriptionDetails>>;
  requestDoseChange(subscriptionId: string, doseId: string): Promise<Result<SubscriptionDetails>>;
  removeDoseChange(subscriptionId: string): Promise<Result<SubscriptionDetails>>;
  submitFollowUp(subscriptionId: string, answers: readonly CheckInAnswer[]): Promise<Result<SubscriptionDetails>>;
  /** PATCH .../inprogress-to-pending: Action Required back to In Review. */
  sendForReview(subscriptionId: string): Promise<Result<SubscriptionDetails>>;
  renew(subscriptionId: string, answers: readonly CheckInAnswer[], idempotencyKey: string): Promise<Result<RenewalOutcome>>;
}
