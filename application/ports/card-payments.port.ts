import type { CardDetails, CardProcessor, CardToken, HeldPayment } from '../../domain/entities/card-payment';
import type { AppError, Result } from '../../domain/shared/result';

/**
 * A card call's outcome: a refusal carries the provider's message (for tokenization its first message,
 * else 'Oops... Try again later', spec §8) and the provider's own code, e.g. card_declined, for the payment log.
 */
export type CardResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: AppError & { readonly providerCode: string | null } };

/**
 * The card provider's tokenization: card data goes to the provider (or, for the second processor, is
 * encrypted in the browser first) and only a token comes back. `collects` says who draws the card fields:
 * the app ('own-fields', handing them to `tokenize`) or the provider ('provider-field', mounted into the page).
 */
export interface CardTokenizerPort {
  readonly processor: CardProcessor;
  readonly collects: 'own-fields' | 'provider-field';
  /** Mounts the provider's card field into the element found by `selector` (provider-field only). */
  mountField(selector: string): Promise<Result<void>>;
  unmountField(): void;
  tokenize(card: CardDetails | null): Promise<CardResult<CardToken>>;
}

export interface PaymentAttempt {
  readonly outcome: 'succeeded' | 'failed';
  readonly message: string | null;
  readonly code: string | null;
  readonly processor: CardProcessor;
  readonly idempotencyKey: string | null;
}

/** The registration payment: the first charge held on the card, and the log support reads. */
export interface PaymentsPort {
  /** POST /api/v2/subscription/hold-charge/{id}; a decline is a 402 with the provider's message. */
  holdCharge(
    subscriptionId: string,
    request: { readonly cardToken: string; readonly idempotencyKey: string; readonly amount: number },
  ): Promise<CardResult<HeldPayment>>;
  /** POST /api/subscription/log-payment-attempt/{id}: no card data. */
  logAttempt(subscriptionId: string, attempt: PaymentAttempt): Promise<Result<void>>;
}
