import type { Charge } from '../../domain/entities/charge';
import type { Order } from '../../domain/entities/order';
import type { RevealedCard } from '../../domain/entities/revealed-card';
import type { SubscriptionDetails } from '../../domain/entities/subscription-details';
import type { CardResult } from './card-payments.port';

/** A failed renewal paid again: the new charge, its order, and the subscription active again. */
export interface RecoveredPayment {
  readonly subscription: SubscriptionDetails;
  readonly charge: Charge;
  readonly order: Order;
}

/** Keeping a treatment going: the card on file changed, and a refused renewal paid again on it. */
export interface PaymentRecoveryPort {
  /** PUT /api/patient/{id}/credit-card: the card behind `cardToken` becomes the card on file; a refusal keeps the old one. */
  replaceCard(patientId: string, cardToken: string): Promise<CardResult<RevealedCard>>;
  /** POST /api/charge/{id}/retry: a decline is a 402 with the provider's message, a charge not awaited a 409. */
  retryCharge(chargeId: string, idempotencyKey: string): Promise<CardResult<RecoveredPayment>>;
}
