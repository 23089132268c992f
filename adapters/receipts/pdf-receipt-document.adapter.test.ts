import { readFileSync } from 'node:fs';
import { RECEIPT_WORDS } from '../../domain/billing/receipt-wording';
import { describe, expect, it } from 'vitest';
import type { Receipt } from '../../domain/billing/receipt';
import { pdfLines } from './pdf-text.test-support';
import { BRAND_MARKS } from './brand-marks';
import { PdfReceiptDocumentAdapter } from './pdf-receipt-document.adapter';

const RECEIPT: Receipt = {
  words: RECEIPT_WORDS,
  issuer: {
    brandId: 'women',
    brandName: "Wren Women's Health",
    legalName: 'Vireo Health Services, LLC',
    address: ['100 Pine Street, Suite 1200', 'San Francisco, CA 94111'],
  },
  patientName: 'Robin Tester',
  date: 'March 3rd, 2027',
  items: [
    { label: 'Semaglutide 0.25 mg x 4', amount: '$299.00' },
    { label: 'Shipping', amount: '$0.00' },
  ],
  discounts: [{ label: '$20 off your first delivery', amount: '-$20.00' }],
  total: '$279.00',
  paymentMethod: 'Visa ending in 4242',
  chargeId: '0123456789abcdef01234567',
  invoiceId: 'INV-01234567',
  status: 'Paid',
  fileName: 'receipt-INV-01234567.pdf',
};

describe('the receipt as a PDF', () => {
  it('reads back, line by line, with every field a health savings account asks for', async () => {
    const lines = await pdfLines(await new PdfReceiptDocumentAdapter().render(RECEIPT));
    expect(lines).toEqual([
      "Wren Women's Health Receipt",
      'Vireo Health Services, LLC',
      '100 Pine Street, Suite 1200',
      'San Francisco, CA 94111',
      'Billed to Robin Tester',
      'Date paid March 3rd, 2027',
      'Invoice INV-01234567',
      'Charge ID 0123456789abcdef01234567',
      'Payment method Visa ending in 4242',
      'Status Paid',
      'Item Amount',
      'Semaglutide 0.25 mg x 4 $299.00',
      'Shipping $0.00',
      'Discounts',
      '$20 off your first delivery -$20.00',
      'Total paid $279.00',
      'Keep this receipt for your records, for example for a health savings (HSA) or flexible spending (FSA) account.',
    ]);
  });

  it('prints a name the standard fonts cannot write with question marks instead of failing, and cuts a long item to fit', async () => {
    const lines = await pdfLines(
      await new PdfReceiptDocumentAdapter().render({ ...RECEIPT, patientName: 'Zoë 王', items: [{ label: 'A'.repeat(200), amount: '$1.00' }], discounts: [] }),
    );
    expect(lines).toContain('Billed to Zoë ?');
    expect(lines.find((line) => line.endsWith('$1.00'))).toMatch(/^A+\.\.\. \$1\.00$/);
    expect(lines).not.toContain('Discounts');
  });

  it("draws each brand's mark as its logo does", () => {
    for (const brand of ['main', 'women'] as const) {
      const logo = readFileSync(new URL(`../../ui/public/brands/${brand}/logo.svg`, import.meta.url), 'utf8');
      expect(logo).toContain(`d="${BRAND_MARKS[brand].stroke}"`);
      expect(logo).toContain(`stroke-width="${BRAND_MARKS[brand].strokeWidth}"`);
      expect(logo.toLowerCase()).toContain(`fill="${BRAND_MARKS[brand].fill.toLowerCase()}"`);
      expect(logo.toLowerCase()).toContain(`fill="${BRAND_MARKS[brand].ink}"`);
    }
  });
});
