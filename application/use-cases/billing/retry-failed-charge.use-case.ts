import { isAnswered } from '../../../domain/shared/error-kind';
import { fail, ok, type Result } from '../../../domain/shared/result';
import type { CardResult } from '../../ports/card-payments.port';
import type { IdempotencyKeysPort } from '../../ports/idempotency-keys.port';
import type { PaymentRecoveryPort, RecoveredPayment } from '../../ports/payment-recovery.port';

/** An answer from the server about this attempt spends its key; a lost call (network, 5xx) is retried with it. */
const settlesAttempt = (result: CardResult<unknown>): boolean => result.ok || isAnswered(result.error);

/**
 * Pays a refused renewal again on the card on file, once: each attempt has its idempotency key, sent again
 * when the answer was lost, and calls that overlap (a double click) share one attempt.
 */
export class RetryFailedChargeUseCase {
  private readonly pendingKeys = new Map<string, string>();
  private readonly running = new Map<string, Promise<Result<RecoveredPayment>>>();

  constructor(
    private readonly recovery: PaymentRecoveryPort,
    private readonly keys: IdempotencyKeysPort,
  ) {}

  execute(chargeId: string): Promise<Result<RecoveredPayment>> {
    const running = this.running.get(chargeId);
    if (running) return running;
    const attempt = this.attempt(chargeId).finally(() => this.running.delete(chargeId));
    this.running.set(chargeId, attempt);
    return attempt;
  }

  private async attempt(chargeId: string): Promise<Result<RecoveredPayment>> {
    const key = this.pendingKeys.get(chargeId) ?? this.keys.next();
    this.pendingKeys.set(chargeId, key);
    const paid = await this.recovery.retryCharge(chargeId, key);
    if (settlesAttempt(paid)) this.pendingKeys.delete(chargeId);
    return paid.ok ? ok(paid.value) : fail(paid.error.message, paid.error.statusCode, paid.error.code);
  }
}
