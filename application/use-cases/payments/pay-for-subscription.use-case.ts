import type { CardDetails, CardToken, HeldPayment } from '../../../domain/entities/card-payment';
import type { ErrorCode } from '../../../domain/shared/error-codes';
import { errorKindOf, isAnswered } from '../../../domain/shared/error-kind';
import { errorCodeOf, ok, type Result } from '../../../domain/shared/result';
import type { CardTokenizerPort, PaymentsPort } from '../../ports/card-payments.port';
import type { IdempotencyKeysPort } from '../../ports/idempotency-keys.port';

/** One payment attempt: the card token and the idempotency key every retry of it sends again. */
export interface PaymentAttemptKey {
  readonly token: CardToken;
  readonly idempotencyKey: string;
}

export type PaymentOutcome =
  | { readonly kind: 'paid'; readonly payment: HeldPayment }
  /** The provider refused the card (at tokenization or when charged): its message and code; a new card is a new attempt. */
  | { readonly kind: 'declined'; readonly message: string; readonly code: ErrorCode }
  /** No answer came (the network, a server failure): the same attempt must be retried, never a new one. */
  | { readonly kind: 'interrupted'; readonly message: string; readonly attempt: PaymentAttemptKey }
  /** The server refused the payment for another reason (the price changed, a payment already held...). */
  | { readonly kind: 'refused'; readonly message: string; readonly code: ErrorCode };

/**
 * Pays for a subscription in registration: the card is tokenized by the configured provider, then the
 * first charge is held (hold-charge) with an idempotency key made once per attempt, and every attempt is
 * logged without card data. A retry after no answer sends the same token and key, so the patient is
 * charged once; calls that overlap (a double click) share one attempt.
 */
export class PayForSubscriptionUseCase {
  private readonly running = new Map<string, Promise<Result<PaymentOutcome>>>();

  constructor(
    private readonly tokenizer: CardTokenizerPort,
    private readonly payments: PaymentsPort,
    private readonly keys: IdempotencyKeysPort,
  ) {}

  execute(input: {
    readonly subscriptionId: string;
    /** The card as typed (null where the provider's field holds it). */
    readonly card: CardDetails | null;
    /** The amount the patient was shown; the server refuses another. */
    readonly amount: number;
    /** The attempt an interrupted call left, to retry as it was. */
    readonly retry: PaymentAttemptKey | null;
  }): Promise<Result<PaymentOutcome>> {
    const running = this.running.get(input.subscriptionId);
    if (running) return running;
    const attempt = this.attempt(input).finally(() => this.running.delete(input.subscriptionId));
    this.running.set(input.subscriptionId, attempt);
    return attempt;
  }

  private async attempt(input: Parameters<PayForSubscriptionUseCase['execute']>[0]): Promise<Result<PaymentOutcome>> {
    const processor = this.tokenizer.processor;
    let key = input.retry;
    if (!key) {
      const token = await this.tokenizer.tokenize(input.card);
      if (!token.ok) {
        await this.payments.logAttempt(input.subscriptionId, {
          outcome: 'failed',
          message: token.error.message,
          code: token.error.providerCode,
          processor,
          idempotencyKey: null,
        });
        return ok({ kind: isAnswered(token.error) ? 'declined' : 'refused', message: token.error.message, code: errorCodeOf(token.error) });
      }
      key = { token: token.value, idempotencyKey: this.keys.next() };
    }
    const held = await this.payments.holdCharge(input.subscriptionId, { cardToken: key.token.id, idempotencyKey: key.idempotencyKey, amount: input.amount });
    if (held.ok) {
      await this.payments.logAttempt(input.subscriptionId, { outcome: 'succeeded', message: null, code: null, processor, idempotencyKey: key.idempotencyKey });
      return ok({ kind: 'paid', payment: held.value });
    }
    if (!isAnswered(held.error)) return ok({ kind: 'interrupted', message: held.error.message, attempt: key });
    await this.payments.logAttempt(input.subscriptionId, {
      outcome: 'failed',
      message: held.error.message,
      code: held.error.providerCode,
      processor,
      idempotencyKey: key.idempotencyKey,
    });
    return ok({ kind: errorKindOf(held.error) === 'declined' ? 'declined' : 'refused', message: held.error.message, code: errorCodeOf(held.error) });
  }
}
