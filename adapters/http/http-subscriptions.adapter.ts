import type { Subscription } from '../../domain/entities/subscription';
import type { Result } from '../../domain/shared/result';
import type { SubscriptionsPort } from '../../application/ports/subscriptions.port';
import type { ApiClient } from './api-client';
import { readResult } from './read-result';
import { listEnvelope } from './schemas/envelope.schema';
import { subscriptionSchema } from './schemas/subscription.schema';

const subscriptionsSchema = listEnvelope(subscriptionSchema);

export class HttpSubscriptionsAdapter implements SubscriptionsPort {
  constructor(private readonly api: ApiClient) {}

  listForPatient(patientId: string): Promise<Result<readonly Subscription[]>> {
    return readResult(this.api.GET('/api/subscriptions', { params: { query: { patientId } } }), subscriptionsSchema, 'Loading your subscriptions');
  }
}
