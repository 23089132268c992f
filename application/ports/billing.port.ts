import type { Charge } from '../../domain/entities/charge';
import type { RevealedCard } from '../../domain/entities/revealed-card';
import type { Result } from '../../domain/shared/result';

export interface BillingPort {
  /** The charges of a subscription, oldest first, the upcoming one last (includeNext=true). */
  charges(subscriptionId: string): Promise<Result<readonly Charge[]>>;
  /** The card on file of the caller's patient, masked; null when there is none. */
  revealCard(patientId: string): Promise<Result<RevealedCard | null>>;
}
