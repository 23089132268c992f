import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ENGLISH_RECEIPT_WORDING } from '../../../domain/billing/receipt-wording';
import { DownloadReceiptUseCase } from '../../../application/use-cases/billing/download-receipt.use-case';
import { InMemoryPaymentRecovery } from '../../../tests/fakes/in-memory-payment-recovery.fake';
import { ReplaceCardOnFileUseCase } from '../../../application/use-cases/billing/replace-card-on-file.use-case';
import { RetryFailedChargeUseCase } from '../../../application/use-cases/billing/retry-failed-charge.use-case';
import { RevealCardOnFileUseCase } from '../../../application/use-cases/billing/reveal-card-on-file.use-case';
import { UpdateCardAndPayUseCase } from '../../../application/use-cases/billing/update-card-and-pay.use-case';
import { PrepareCardEntryUseCase } from '../../../application/use-cases/payments/prepare-card-entry.use-case';
import { CHARGE } from '../../../tests/fakes/in-memory-patient-area.fake';
import type { PaymentFailure } from '../../../domain/billing/payment-failure';
import { fillPlaceholders } from '../../i18n/fill-placeholders';
import { spanishTranslator } from '../../i18n/spanish';
import { showLanguage } from '../../i18n/translate';
import { CardOnFileStore } from './card-on-file.store';
import { ReceiptsStore } from './receipts.store';

const PATIENT = 'p'.repeat(24);
const FAILURE: PaymentFailure = {
  chargeId: 'f'.repeat(24),
  sum: 54,
  billingDate: '2027-03-03T10:00:00.000Z',
  failedAt: '2027-03-03T10:00:00.000Z',
  message: 'Your card was declined.',
  code: 'card_declined',
};

let fake: InMemoryPaymentRecovery;
let changed: number;
let store: CardOnFileStore;

beforeEach(async () => {
  fake = new InMemoryPaymentRecovery();
  changed = 0;
  const replaceCardOnFile = new ReplaceCardOnFileUseCase(fake, fake);
  store = new CardOnFileStore(
    {
      revealCardOnFile: new RevealCardOnFileUseCase(fake),
      prepareCardEntry: new PrepareCardEntryUseCase(fake),
      replaceCardOnFile,
      updateCardAndPay: new UpdateCardAndPayUseCase(replaceCardOnFile, new RetryFailedChargeUseCase(fake, fake)),
    },
    () => ({ year: 2027, month: 3, day: 1 }),
    () => {
      changed += 1;
    },
  );
  await store.load(PATIENT);
  await store.openForm('#card');
});

const type = (number: string, expiry = '12/34', cvc = '123') => {
  store.form.setCard('number', number);
  store.form.setCard('expiry', expiry);
  store.form.setCard('cvc', cvc);
};

describe('the card on file store', () => {
  it('shows the card with its expiry, and checks the fields before anything is sent', async () => {
    expect(store.card).toEqual({ last4: '4242', cardType: 'Visa', expirationDate: '12/34' });
    type('4242 4242 4242 4241', '02/27', '12');
    expect(await store.save(PATIENT)).toBe(false);
    expect(store.form.cardFieldError('number')).toBe('Check your card number');
    expect(store.form.cardFieldError('expiry')).toBe('This card has expired');
    expect(store.form.cardFieldError('cvc')).toBe('Enter the 3-digit security code');
    expect(fake.calls).toEqual([]);
  });

  it("keeps the old card and says the provider's words when the new one is refused", async () => {
    type('4000 0000 0000 0002');
    fake.refuseNext('replace', 'Your card was declined.', 402, 'card_declined');
    expect(await store.save(PATIENT)).toBe(false);
    expect(store.error).toBe('Your card was declined.');
    expect(store.card?.last4).toBe('4242');
    expect(changed).toBe(0);
  });

  it('shows the new card once it is on file, and tells the session', async () => {
    type('5555 5555 5555 4444');
    expect(await store.save(PATIENT)).toBe(true);
    expect(store.card?.last4).toBe('4444');
    expect(store.done).toBe('Your card on file is now Visa ending in 4444, expiring 12/34.');
    expect(changed).toBe(1);
  });

  it('updates the card and pays the refused renewal, or says which of the two did not happen', async () => {
    type('4000 0000 0000 0341');
    fake.refuseNext('retry', 'Your card was declined.', 402, 'card_declined');
    expect(await store.updateAndPay(PATIENT, FAILURE)).toBeNull();
    expect(store.error).toBe('Your new card, Visa ending in 0341, is saved, but the payment did not go through: Your card was declined.');
    expect(store.card?.last4).toBe('0341');

    type('4242 4242 4242 4242');
    const paid = await store.updateAndPay(PATIENT, FAILURE);
    expect(paid?.charge._id).toBe('e'.repeat(24));
    expect(store.error).toBeNull();
    expect(store.done).toBe(
      'Thank you: your payment of $64.99 went through on Visa ending in 4242. Your treatment goes on, and your delivery is on its way to the pharmacy.',
    );
    expect(fake.calls.filter((call) => call.startsWith('retry'))).toEqual([`retry ${FAILURE.chargeId} key-1`, `retry ${FAILURE.chargeId} key-2`]);
  });

  describe('in Spanish', () => {
    beforeEach(() => showLanguage('es', spanishTranslator()));
    afterEach(() => showLanguage('en', fillPlaceholders));

    it('says what a change did in Spanish sentences, the card and the amount in their places', async () => {
      type('5555 5555 5555 4444');
      await store.save(PATIENT);
      expect(store.done).toBe('Su tarjeta registrada ahora es Visa terminada en 4444, con vencimiento 12/34.');

      type('4242 4242 4242 4242');
      await store.updateAndPay(PATIENT, FAILURE);
      expect(store.done).toBe('Gracias: su pago de $64.99 se realizó con Visa terminada en 4242. Su tratamiento continúa y su envío va camino a la farmacia.');
    });
  });
});

describe('the receipts store', () => {
  const receipts = () =>
    new ReceiptsStore(
      { downloadReceipt: new DownloadReceiptUseCase(fake, fake) },
      {
        issuer: { brandId: 'main', brandName: 'Vireo Health', legalName: 'Vireo Health Services, LLC', address: ['100 Pine Street'] },
        patientName: () => 'Robin Tester',
        utcOffsetAt: () => 0,
        wording: () => ENGLISH_RECEIPT_WORDING,
      },
    );

  it('makes one receipt at a time and says why one could not be made', async () => {
    const store = receipts();
    const [made, ignored] = await Promise.all([store.make(CHARGE._id), store.make(CHARGE._id)]);
    expect(made?.fileName).toBe(`receipt-${CHARGE.invoiceId}.pdf`);
    expect(ignored).toBeNull();
    expect(fake.calls.filter((call) => call.startsWith('render'))).toHaveLength(1);
    expect(await store.make('9'.repeat(24))).toBeNull();
    expect(store.error).toEqual({ chargeId: '9'.repeat(24), message: 'Charge not found' });
  });
});
