import type { CardDetails } from '../../../domain/entities/card-payment';
import type { RevealedCard } from '../../../domain/entities/revealed-card';
import { fail, ok, type Result } from '../../../domain/shared/result';
import type { CardTokenizerPort } from '../../ports/card-payments.port';
import type { PaymentRecoveryPort } from '../../ports/payment-recovery.port';

/**
 * Changes the card on file: the card goes to the configured provider's tokenizer (the same as at
 * registration, so its number never reaches the app's own calls), then the token becomes the card on
 * file. A card the provider refuses (at tokenization or when attached) fails with the provider's message,
 * and the old card stays.
 */
export class ReplaceCardOnFileUseCase {
  constructor(
    private readonly tokenizer: CardTokenizerPort,
    private readonly recovery: PaymentRecoveryPort,
  ) {}

  async execute(input: { readonly patientId: string; readonly card: CardDetails | null }): Promise<Result<RevealedCard>> {
    const token = await this.tokenizer.tokenize(input.card);
    if (!token.ok) return fail(token.error.message, token.error.statusCode, token.error.code);
    const replaced = await this.recovery.replaceCard(input.patientId, token.value.id);
    return replaced.ok ? ok(replaced.value) : fail(replaced.error.message, replaced.error.statusCode, replaced.error.code);
  }
}
