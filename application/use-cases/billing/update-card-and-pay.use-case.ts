import type { CardDetails } from '../../../domain/entities/card-payment';
import type { RevealedCard } from '../../../domain/entities/revealed-card';
import { ok, type Result } from '../../../domain/shared/result';
import type { RecoveredPayment } from '../../ports/payment-recovery.port';
import type { ReplaceCardOnFileUseCase } from './replace-card-on-file.use-case';
import type { RetryFailedChargeUseCase } from './retry-failed-charge.use-case';

export type CardAndPaymentOutcome =
  /** The new card is on file and the failed renewal is paid. */
  | { readonly kind: 'paid'; readonly card: RevealedCard; readonly payment: RecoveredPayment }
  /** The card was refused: the old one stays, nothing was charged. */
  | { readonly kind: 'card-refused'; readonly message: string }
  /** The new card is on file, but the payment on it did not go through: the renewal still waits. */
  | { readonly kind: 'payment-refused'; readonly card: RevealedCard; readonly message: string };

/** 'Update card and pay': a new card on file, then the failed renewal charged on it once. */
export class UpdateCardAndPayUseCase {
  constructor(
    private readonly replaceCard: Pick<ReplaceCardOnFileUseCase, 'execute'>,
    private readonly retryCharge: Pick<RetryFailedChargeUseCase, 'execute'>,
  ) {}

  async execute(input: { readonly patientId: string; readonly chargeId: string; readonly card: CardDetails | null }): Promise<Result<CardAndPaymentOutcome>> {
    const card = await this.replaceCard.execute({ patientId: input.patientId, card: input.card });
    if (!card.ok) return ok({ kind: 'card-refused', message: card.error.message });
    const payment = await this.retryCharge.execute(input.chargeId);
    return ok(
      payment.ok ? { kind: 'paid', card: card.value, payment: payment.value } : { kind: 'payment-refused', card: card.value, message: payment.error.message },
    );
  }
}
