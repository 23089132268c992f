import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DownloadReceiptUseCase } from '../../application/use-cases/billing/download-receipt.use-case';
import { PdfReceiptDocumentAdapter } from '../../adapters/receipts/pdf-receipt-document.adapter';
import { pdfLines } from '../../adapters/receipts/pdf-text.test-support';
import type { ReceiptIssuer } from '../../domain/billing/receipt';
import { fillPlaceholders } from '../../ui/i18n/fill-placeholders';
import { receiptWording } from '../../ui/i18n/receipt-wording';
import { spanishTranslator } from '../../ui/i18n/spanish';
import { showLanguage } from '../../ui/i18n/translate';
import { CHARGE } from '../fakes/in-memory-patient-area.fake';
import { InMemoryPaymentRecovery } from '../fakes/in-memory-payment-recovery.fake';

/** The receipt the app makes (its use case, the PDF adapter, the patient's language's wording), read back as text. */
const ISSUER: ReceiptIssuer = {
  brandId: 'main',
  brandName: 'Vireo Health',
  legalName: 'Vireo Health Services, LLC',
  address: ['100 Pine Street, Suite 1200', 'San Francisco, CA 94111'],
};

const receiptLines = async () => {
  const billing = new InMemoryPaymentRecovery();
  billing.chargeList.splice(0, 1, {
    ...CHARGE,
    sum: 1234.5,
    createdAt: '2027-03-04T03:00:00.000Z',
    invoiceItems: [
      { name: 'Sildenafil 50 mg x 24', sum: 1254.5, type: 'product', isNegative: false },
      { name: 'WELCOME20', sum: 20, type: 'coupon', isNegative: true },
    ],
  });
  const file = await new DownloadReceiptUseCase(billing, new PdfReceiptDocumentAdapter()).execute({
    chargeId: CHARGE._id,
    patientName: 'Paz Rivera',
    issuer: ISSUER,
    // The browser's zone, as the app gives it (ui/components/local-zone.ts).
    utcOffsetAt: (instantMs) => -new Date(instantMs).getTimezoneOffset(),
    wording: receiptWording(),
  });
  if (!file.ok) throw new Error(file.error.message);
  return pdfLines(file.value.bytes);
};

// Paid at 22:00 on March 3rd in New York, where the patient is: the 4th in UTC.
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterEach(() => showLanguage('en', fillPlaceholders));

describe('a receipt in the patient’s language', () => {
  it('reads in English as the spec’s formats write it', async () => {
    const lines = await receiptLines();
    expect(lines).toContain('Date paid March 3rd, 2027');
    expect(lines).toContain('Payment method Visa ending in 4242');
    expect(lines).toContain('Total paid $1,234.50');
  });

  it('reads in Spanish: its words, the day paid, the card and the money', async () => {
    showLanguage('es', spanishTranslator());
    const lines = await receiptLines();
    expect(lines).toEqual([
      'Vireo Health Recibo',
      'Vireo Health Services, LLC',
      '100 Pine Street, Suite 1200',
      'San Francisco, CA 94111',
      'Facturado a Paz Rivera',
      'Fecha de pago 3 de marzo de 2027',
      'Factura INV-0000000C',
      `ID del cargo ${CHARGE._id}`,
      'Método de pago Visa terminada en 4242',
      'Estado Pagado',
      'Concepto Importe',
      'Sildenafil 50 mg x 24 $1,254.50',
      'Descuentos',
      'WELCOME20 -$20.00',
      'Total pagado $1,234.50',
      'Guarde este recibo, por ejemplo para una cuenta de ahorros para la salud (HSA) o de gastos flexibles (FSA).',
    ]);
  });
});
