import type { CardDetails, CardToken } from '../../domain/entities/card-payment';
import { cardNumberDigits } from '../../domain/registration-flow/card-entry';
import { ok, type Result } from '../../domain/shared/result';
import { cardTokenizationFailureText } from '../../domain/validation/call-failures';
import type { CardResult, CardTokenizerPort } from '../../application/ports/card-payments.port';
import type { ApiClient } from '../http/api-client';
import { readCardResult } from '../http/read-card-result';
import { cardTokenSchema } from '../http/schemas/card-payment.schema';
import { singleEnvelope } from '../http/schemas/envelope.schema';

const tokenEnvelope = singleEnvelope(cardTokenSchema);

/**
 * The card provider in local mode (the embedded default): the reference backend's sandbox knows Stripe's
 * test cards and answers as Stripe does. The app draws the card fields itself.
 */
export class SandboxCardTokenizerAdapter implements CardTokenizerPort {
  readonly processor = 'sandbox' as const;
  readonly collects = 'own-fields' as const;

  constructor(private readonly api: ApiClient) {}

  async mountField(): Promise<Result<void>> {
    return ok(undefined);
  }

  unmountField(): void {}

  async tokenize(card: CardDetails | null): Promise<CardResult<CardToken>> {
    if (!card) return { ok: false, error: { message: cardTokenizationFailureText([]), statusCode: 400, providerCode: null } };
    const body = { number: cardNumberDigits(card.number) ?? card.number, expMonth: card.expMonth, expYear: card.expYear, cvc: card.cvc };
    const token = await readCardResult(this.api.POST('/sandbox-card/tokens', { body }), tokenEnvelope, 'Checking your card');
    if (token.ok) return token;
    // The provider's message, else 'Oops... Try again later' (spec §8).
    return { ok: false, error: { ...token.error, message: cardTokenizationFailureText([{ text: token.error.message }]) } };
  }
}
