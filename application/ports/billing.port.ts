import type { Charge } from '../../domain/entities/charge';
import type { RevealedCard } from '../../domain/entities/revealed-card';
import type { Result } from '../../domain/shared/result';

export interface BillingPort {
  /** The charges of a subscription, oldest first, the upcoming one last (includeNext=true). */
  charges(subscriptionId: string): Promise<Result<readonly Charge[]>>;
  /** One of the caller's charges by its id (GET /api/charge/{id}); another patient's is a 404. */
  charge(chargeId: string): Promise<Result<Charge>>;
  /** The card on file of the caller's patient, masked; null when there is none. */
  revealCard(patientId: string): Promise<Result<RevealedCard | null>>;
}
