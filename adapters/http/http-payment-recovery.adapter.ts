import * as z from 'zod/mini';
import type { RevealedCard } from '../../domain/entities/revealed-card';
import type { CardResult } from '../../application/ports/card-payments.port';
import type { PaymentRecoveryPort, RecoveredPayment } from '../../application/ports/payment-recovery.port';
import type { ApiClient } from './api-client';
import { readCardResult } from './read-card-result';
import { chargeSchema } from './schemas/charge.schema';
import { singleEnvelope } from './schemas/envelope.schema';
import { orderSchema } from './schemas/order.schema';
import { cardOnFileSchema } from './schemas/revealed-card.schema';
import { subscriptionDetailsSchema } from './schemas/subscription-details.schema';

const replacedCard = singleEnvelope(cardOnFileSchema);
const recovered = singleEnvelope(z.object({ subscription: subscriptionDetailsSchema, charge: chargeSchema, order: orderSchema }));

/** A new card on file and a failed renewal paid again, over HTTP; refusals keep the provider's code. */
export class HttpPaymentRecoveryAdapter implements PaymentRecoveryPort {
  constructor(private readonly api: ApiClient) {}

  replaceCard(patientId: string, cardToken: string): Promise<CardResult<RevealedCard>> {
    return readCardResult(
      this.api.PUT('/api/patient/{id}/credit-card', { params: { path: { id: patientId } }, body: { cardToken } }),
      replacedCard,
      'Saving your card',
    );
  }

  retryCharge(chargeId: string, idempotencyKey: string): Promise<CardResult<RecoveredPayment>> {
    return readCardResult(this.api.POST('/api/charge/{id}/retry', { params: { path: { id: chargeId } }, body: { idempotencyKey } }), recovered, 'Your payment');
  }
}
