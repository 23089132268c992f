import type { Subscription } from '../../domain/entities/subscription';
import type { Result } from '../../domain/shared/result';

export interface SubscriptionsPort {
  listForPatient(patientId: string): Promise<Result<readonly Subscription[]>>;
}
