import type { RevealedCard } from '../../../domain/entities/revealed-card';
import type { Result } from '../../../domain/shared/result';
import type { BillingPort } from '../../ports/billing.port';

/** The card on file of the signed-in patient: type and last four digits; null when there is none. */
export class RevealCardOnFileUseCase {
  constructor(private readonly billing: BillingPort) {}

  execute(patientId: string): Promise<Result<RevealedCard | null>> {
    return this.billing.revealCard(patientId);
  }
}
