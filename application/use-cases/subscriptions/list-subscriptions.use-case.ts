import type { Subscription } from '../../../domain/entities/subscription';
import type { Result } from '../../../domain/shared/result';
import type { SubscriptionsPort } from '../../ports/subscriptions.port';

export class ListSubscriptionsUseCase {
  constructor(private readonly subscriptions: SubscriptionsPort) {}

  execute(patientId: string): Promise<Result<readonly Subscription[]>> {
    return this.subscriptions.listForPatient(patientId);
  }
}
