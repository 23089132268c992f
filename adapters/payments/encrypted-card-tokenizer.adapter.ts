import * as z from 'zod/mini';
import type { CardDetails, CardToken } from '../../domain/entities/card-payment';
import { cardNumberDigits } from '../../domain/registration-flow/card-entry';
import { ok, type Result } from '../../domain/shared/result';
import { cardTokenizationFailureText } from '../../domain/validation/call-failures';
import type { CardResult, CardTokenizerPort } from '../../application/ports/card-payments.port';
import { encryptForPublicKey, importPublicKey } from '../crypto/hybrid-encryption';

/** The second processor's answer: a token and what may be known of the card, or its error. */
const answerSchema = z.union([
  z.object({
    id: z.string().check(z.minLength(1)),
    card: z.object({ brand: z.string(), last4: z.string().check(z.regex(/^\d{4}$/)), expMonth: z.number(), expYear: z.number() }),
  }),
  z.object({ error: z.object({ message: z.optional(z.string()), code: z.optional(z.string()) }) }),
]);

/**
 * The second card processor (spec §7): the card is encrypted in the browser with the configured public
 * key (RSA-OAEP + AES-GCM, adapters/crypto) and only the sealed envelope is posted to the processor's
 * tokenization address, so the card never leaves the browser in clear; the processor answers a token.
 */
export class EncryptedCardTokenizerAdapter implements CardTokenizerPort {
  readonly processor = 'second-processor' as const;
  readonly collects = 'own-fields' as const;
  private publicKey: Promise<CryptoKey> | null = null;

  constructor(
    private readonly publicKeyPem: string,
    private readonly tokenizeUrl: string,
    private readonly fetchFn: typeof globalThis.fetch = (input, init) => globalThis.fetch(input, init),
  ) {}

  async mountField(): Promise<Result<void>> {
    return ok(undefined);
  }

  unmountField(): void {}

  async tokenize(card: CardDetails | null): Promise<CardResult<CardToken>> {
    const refused = (message: string | undefined, statusCode: number, providerCode: string | null = null): CardResult<CardToken> => ({
      ok: false,
      error: { message: cardTokenizationFailureText([{ text: message }]), statusCode, providerCode },
    });
    if (!card) return refused(undefined, 400);
    let response: Response;
    try {
      this.publicKey ??= importPublicKey(this.publicKeyPem);
      const envelope = await encryptForPublicKey(
        await this.publicKey,
        JSON.stringify({ number: cardNumberDigits(card.number) ?? '', expMonth: card.expMonth, expYear: card.expYear, cvc: card.cvc }),
      );
      response = await this.fetchFn(this.tokenizeUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ encryptedCard: envelope }),
      });
    } catch {
      return refused(undefined, 503);
    }
    const parsed = answerSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) return refused(undefined, 502);
    if ('error' in parsed.data) return refused(parsed.data.error.message, response.ok ? 402 : response.status, parsed.data.error.code ?? null);
    return { ok: true, value: { id: parsed.data.id, ...parsed.data.card } };
  }
}
