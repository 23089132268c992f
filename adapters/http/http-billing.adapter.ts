import type { Charge } from '../../domain/entities/charge';
import type { RevealedCard } from '../../domain/entities/revealed-card';
import type { Result } from '../../domain/shared/result';
import type { BillingPort } from '../../application/ports/billing.port';
import type { ApiClient } from './api-client';
import { readResult } from './read-result';
import { chargeSchema } from './schemas/charge.schema';
import { listEnvelope, singleEnvelope } from './schemas/envelope.schema';
import { revealedCardSchema } from './schemas/revealed-card.schema';

const chargesSchema = listEnvelope(chargeSchema);
const oneCharge = singleEnvelope(chargeSchema);

export class HttpBillingAdapter implements BillingPort {
  constructor(private readonly api: ApiClient) {}

  charges(subscriptionId: string): Promise<Result<readonly Charge[]>> {
    return readResult(
      this.api.GET('/api/subscription/charges/{id}', { params: { path: { id: subscriptionId }, query: { includeNext: true } } }),
      chargesSchema,
      'Loading your billing',
    );
  }

  charge(chargeId: string): Promise<Result<Charge>> {
    return readResult(this.api.GET('/api/charge/{id}', { params: { path: { id: chargeId } } }), oneCharge, 'Loading the charge');
  }

  revealCard(patientId: string): Promise<Result<RevealedCard | null>> {
    return readResult(
      this.api.GET('/api/patient/{id}/reveal-credit-card', { params: { path: { id: patientId } } }),
      revealedCardSchema,
      'Loading your card on file',
    );
  }
}
