import type { Receipt } from '../../domain/billing/receipt';
import type { CardDetails, CardToken } from '../../domain/entities/card-payment';
import type { Charge } from '../../domain/entities/charge';
import type { RevealedCard } from '../../domain/entities/revealed-card';
import type { ErrorCode } from '../../domain/shared/error-codes';
import { fail, ok, type AppError, type Result } from '../../domain/shared/result';
import type { BillingPort } from '../../application/ports/billing.port';
import type { CardResult, CardTokenizerPort } from '../../application/ports/card-payments.port';
import type { IdempotencyKeysPort } from '../../application/ports/idempotency-keys.port';
import type { PaymentRecoveryPort, RecoveredPayment } from '../../application/ports/payment-recovery.port';
import type { ReceiptDocumentPort } from '../../application/ports/receipt-document.port';
import { ACTIVE, CHARGE, ORDER } from './in-memory-patient-area.fake';

/** A refusal as the card provider or the API gives it; the provider's own code rides beside the message. */
type Refusal = AppError & { readonly providerCode: string | null };

/**
 * The card provider, the card-on-file and retry operations, the charges and the receipt document in
 * memory, for the use cases that keep a treatment going. Every call is recorded; a test queues refusals.
 */
export class InMemoryPaymentRecovery implements CardTokenizerPort, PaymentRecoveryPort, BillingPort, ReceiptDocumentPort, IdempotencyKeysPort {
  readonly processor = 'sandbox' as const;
  readonly collects = 'own-fields' as const;
  readonly calls: string[] = [];
  readonly chargeList: Charge[] = [CHARGE];
  card: RevealedCard = { last4: '4242', cardType: 'Visa', expirationDate: '12/34' };
  /** Refusals given instead of the next calls whose name starts with the key, once each. */
  private readonly refusals: { readonly call: string; readonly refusal: Refusal }[] = [];
  private keyCount = 0;
  rendered: Receipt | null = null;
  renderFails = false;

  /** `code` is the provider's; `errorCode` the API's stable code, as the HTTP adapter reads it from the answer. */
  refuseNext(call: 'tokenize' | 'replace' | 'retry' | 'charge', message: string, statusCode: number, code: string | null = null, errorCode?: ErrorCode): void {
    this.refusals.push({ call, refusal: { message, statusCode, providerCode: code, ...(errorCode ? { code: errorCode } : {}) } });
  }

  next(): string {
    this.keyCount += 1;
    return `key-${this.keyCount}`;
  }

  async mountField(): Promise<Result<void>> {
    return ok(undefined);
  }

  unmountField(): void {}

  async tokenize(card: CardDetails | null): Promise<CardResult<CardToken>> {
    return this.answer('tokenize', () => ({
      ok: true,
      value: { id: `tok_${card?.number.slice(-4) ?? 'none'}`, brand: 'Visa', last4: card?.number.slice(-4) ?? '0000', expMonth: 12, expYear: 2034 },
    }));
  }

  async replaceCard(patientId: string, cardToken: string): Promise<CardResult<RevealedCard>> {
    return this.answer(`replace ${patientId} ${cardToken}`, () => {
      this.card = { last4: cardToken.slice(-4), cardType: 'Visa', expirationDate: '12/34' };
      return { ok: true, value: this.card };
    });
  }

  async retryCharge(chargeId: string, idempotencyKey: string): Promise<CardResult<RecoveredPayment>> {
    return this.answer(`retry ${chargeId} ${idempotencyKey}`, () => ({
      ok: true,
      value: { subscription: ACTIVE, charge: { ...CHARGE, _id: 'e'.repeat(24) }, order: ORDER },
    }));
  }

  async charges(): Promise<Result<readonly Charge[]>> {
    return ok(this.chargeList);
  }

  async charge(chargeId: string): Promise<Result<Charge>> {
    const refused = this.refusalFor(`charge ${chargeId}`);
    if (refused) return fail(refused.message, refused.statusCode);
    this.calls.push(`charge ${chargeId}`);
    const found = this.chargeList.find((candidate) => candidate._id === chargeId);
    return found ? ok(found) : fail('Charge not found', 404);
  }

  async revealCard(): Promise<Result<RevealedCard | null>> {
    return ok(this.card);
  }

  async render(receipt: Receipt): Promise<Uint8Array> {
    this.calls.push(`render ${receipt.chargeId}`);
    if (this.renderFails) throw new Error('the PDF library did not load');
    this.rendered = receipt;
    return new TextEncoder().encode(`%PDF ${receipt.total}`);
  }

  private refusalFor(call: string): Refusal | null {
    const index = this.refusals.findIndex((queued) => call.startsWith(queued.call));
    if (index < 0) return null;
    const [queued] = this.refusals.splice(index, 1);
    return queued?.refusal ?? null;
  }

  private async answer<T>(call: string, succeed: () => CardResult<T>): Promise<CardResult<T>> {
    this.calls.push(call);
    const refused = this.refusalFor(call);
    return refused ? { ok: false, error: refused } : succeed();
  }
}
