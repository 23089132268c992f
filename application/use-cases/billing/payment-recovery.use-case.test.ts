import { beforeEach, describe, expect, it } from 'vitest';
import { ENGLISH_RECEIPT_WORDING } from '../../../domain/billing/receipt-wording';
import { NO_RECEIPT, type ReceiptIssuer } from '../../../domain/billing/receipt';
import { errorKindOf } from '../../../domain/shared/error-kind';
import { errorCodeOf, ok } from '../../../domain/shared/result';
import { CHARGE } from '../../../tests/fakes/in-memory-patient-area.fake';
import { DownloadReceiptUseCase } from './download-receipt.use-case';
import { InMemoryPaymentRecovery } from '../../../tests/fakes/in-memory-payment-recovery.fake';
import { ReplaceCardOnFileUseCase } from './replace-card-on-file.use-case';
import { RetryFailedChargeUseCase } from './retry-failed-charge.use-case';
import { UpdateCardAndPayUseCase } from './update-card-and-pay.use-case';

const PATIENT = 'p'.repeat(24);
const FAILED = 'f'.repeat(24);
const MASTERCARD = { number: '5555555555554444', expMonth: 12, expYear: 2034, cvc: '123' };
const ISSUER: ReceiptIssuer = { brandId: 'women', brandName: "Wren Women's Health", legalName: 'Vireo Health Services, LLC', address: ['1 Market Street'] };

let fake: InMemoryPaymentRecovery;
let replace: ReplaceCardOnFileUseCase;
let retry: RetryFailedChargeUseCase;

beforeEach(() => {
  fake = new InMemoryPaymentRecovery();
  replace = new ReplaceCardOnFileUseCase(fake, fake);
  retry = new RetryFailedChargeUseCase(fake, fake);
});

describe('changing the card on file', () => {
  it('tokenizes the card with the provider, then puts the token on file', async () => {
    expect(await replace.execute({ patientId: PATIENT, card: MASTERCARD })).toEqual(ok({ last4: '4444', cardType: 'Visa', expirationDate: '12/34' }));
    expect(fake.calls).toEqual(['tokenize', `replace ${PATIENT} tok_4444`]);
  });

  it("says the provider's words when it refuses the card, and keeps the old card", async () => {
    fake.refuseNext('tokenize', 'Your card number is invalid.', 402, 'invalid_number');
    expect(await replace.execute({ patientId: PATIENT, card: MASTERCARD })).toEqual({
      ok: false,
      error: { message: 'Your card number is invalid.', statusCode: 402 },
    });
    fake.refuseNext('replace', 'Your card was declined.', 402, 'card_declined');
    expect(await replace.execute({ patientId: PATIENT, card: MASTERCARD })).toMatchObject({ ok: false, error: { message: 'Your card was declined.' } });
    expect(fake.card.last4).toBe('4242');
  });

  it("keeps a refusal's own code (an expired card, not just any decline) for the screen and the CLI", async () => {
    fake.refuseNext('replace', 'Your card has expired.', 402, 'expired_card', 'expired_card');
    const replaced = await replace.execute({ patientId: PATIENT, card: MASTERCARD });
    expect(!replaced.ok && [errorCodeOf(replaced.error), errorKindOf(replaced.error)]).toEqual(['expired_card', 'declined']);
  });
});

describe('paying a refused renewal again', () => {
  it('makes one attempt of calls that overlap', async () => {
    const [first, second] = await Promise.all([retry.execute(FAILED), retry.execute(FAILED)]);
    expect(first).toEqual(second);
    expect(fake.calls).toEqual([`retry ${FAILED} key-1`]);
  });

  it('sends the same key again after a lost answer, and a new one once the server answered', async () => {
    fake.refuseNext('retry', 'We could not reach the server.', 503);
    expect((await retry.execute(FAILED)).ok).toBe(false);
    fake.refuseNext('retry', 'Your card was declined.', 402, 'card_declined');
    expect(await retry.execute(FAILED)).toEqual({ ok: false, error: { message: 'Your card was declined.', statusCode: 402 } });
    expect((await retry.execute(FAILED)).ok).toBe(true);
    expect(fake.calls).toEqual([`retry ${FAILED} key-1`, `retry ${FAILED} key-1`, `retry ${FAILED} key-2`]);
  });

  it('keeps the code of a refusal: a key the server saw used for another payment is a conflict, not a decline', async () => {
    fake.refuseNext('retry', 'This payment is already being made.', 409, null, 'idempotency_key_reused');
    const retried = await retry.execute(FAILED);
    expect(!retried.ok && [errorCodeOf(retried.error), errorKindOf(retried.error)]).toEqual(['idempotency_key_reused', 'conflict']);
  });
});

describe('update card and pay', () => {
  const updateAndPay = () => new UpdateCardAndPayUseCase(replace, retry).execute({ patientId: PATIENT, chargeId: FAILED, card: MASTERCARD });

  it('pays on the new card once it is on file', async () => {
    expect(await updateAndPay()).toMatchObject({ ok: true, value: { kind: 'paid', card: { last4: '4444' }, payment: { charge: { _id: 'e'.repeat(24) } } } });
    expect(fake.calls).toEqual(['tokenize', `replace ${PATIENT} tok_4444`, `retry ${FAILED} key-1`]);
  });

  it('charges nothing when the card is refused', async () => {
    fake.refuseNext('replace', 'Your card has insufficient funds.', 402);
    expect(await updateAndPay()).toEqual(ok({ kind: 'card-refused', message: 'Your card has insufficient funds.' }));
    expect(fake.calls.some((call) => call.startsWith('retry'))).toBe(false);
  });

  it('keeps the new card and says why when the payment on it is declined', async () => {
    fake.refuseNext('retry', 'Your card was declined.', 402, 'card_declined');
    expect(await updateAndPay()).toEqual(
      ok({ kind: 'payment-refused', card: { last4: '4444', cardType: 'Visa', expirationDate: '12/34' }, message: 'Your card was declined.' }),
    );
  });
});

describe('a receipt', () => {
  const download = (chargeId = CHARGE._id) =>
    new DownloadReceiptUseCase(fake, fake).execute({
      chargeId,
      patientName: 'Robin Tester',
      issuer: ISSUER,
      utcOffsetAt: () => -300,
      wording: ENGLISH_RECEIPT_WORDING,
    });

  it('is the paid charge laid out as a document, dated the day it was paid where the patient is', async () => {
    fake.chargeList.splice(0, 1, { ...CHARGE, createdAt: '2027-03-04T03:00:00.000Z' });
    const file = await download();
    expect(file).toMatchObject({ ok: true, value: { fileName: `receipt-${CHARGE.invoiceId}.pdf` } });
    expect(fake.rendered).toMatchObject({
      date: 'March 3rd, 2027',
      patientName: 'Robin Tester',
      issuer: ISSUER,
      total: '$64.99',
      status: 'Paid',
      paymentMethod: 'Visa ending in 4242',
    });
  });

  it('is refused for a charge that was not paid, before any document is made', async () => {
    fake.chargeList.splice(0, 1, { ...CHARGE, status: 'failed' });
    expect(await download()).toEqual({ ok: false, error: { message: NO_RECEIPT, statusCode: 409 } });
    expect(fake.calls.some((call) => call.startsWith('render'))).toBe(false);
  });

  it("passes on a charge the server does not give (another patient's), and says so when the document cannot be made", async () => {
    expect(await download('9'.repeat(24))).toEqual({ ok: false, error: { message: 'Charge not found', statusCode: 404 } });
    fake.renderFails = true;
    expect(await download()).toMatchObject({ ok: false, error: { statusCode: 503 } });
  });
});
