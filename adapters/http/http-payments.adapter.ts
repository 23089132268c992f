import * as z from 'zod/mini';
import type { HeldPayment } from '../../domain/entities/card-payment';
import { ok, type Result } from '../../domain/shared/result';
import type { CardResult, PaymentAttempt, PaymentsPort } from '../../application/ports/card-payments.port';
import type { ApiClient } from './api-client';
import { readCardResult } from './read-card-result';
import { readResult } from './read-result';
import { heldPaymentSchema } from './schemas/card-payment.schema';
import { singleEnvelope } from './schemas/envelope.schema';

const heldEnvelope = singleEnvelope(heldPaymentSchema);
const loggedEnvelope = singleEnvelope(z.object({ _id: z.string() }));

/** The registration payment over HTTP: hold-charge, and the payment-attempt log. */
export class HttpPaymentsAdapter implements PaymentsPort {
  constructor(private readonly api: ApiClient) {}

  holdCharge(
    subscriptionId: string,
    request: { readonly cardToken: string; readonly idempotencyKey: string; readonly amount: number },
  ): Promise<CardResult<HeldPayment>> {
    return readCardResult(
      this.api.POST('/api/v2/subscription/hold-charge/{id}', { params: { path: { id: subscriptionId } }, body: { ...request } }),
      heldEnvelope,
      'Your payment',
    );
  }

  async logAttempt(subscriptionId: string, attempt: PaymentAttempt): Promise<Result<void>> {
    const body = {
      outcome: attempt.outcome,
      processor: attempt.processor,
      // A provider message never holds card data, but the server refuses one that looks like it: keep within its limits.
      ...(attempt.message ? { message: attempt.message.slice(0, 500) } : {}),
      ...(attempt.code ? { code: attempt.code } : {}),
      ...(attempt.idempotencyKey ? { idempotencyKey: attempt.idempotencyKey } : {}),
    };
    const logged = await readResult(
      this.api.POST('/api/subscription/log-payment-attempt/{id}', { params: { path: { id: subscriptionId } }, body }),
      loggedEnvelope,
      'Logging the payment attempt',
    );
    return logged.ok ? ok(undefined) : logged;
  }
}
