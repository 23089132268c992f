import type { BrandId } from '../brands/brand';
import type { Charge } from '../entities/charge';
import { describeCard } from './card-on-file';
import { isBilled } from './next-billing';
import { formatInvoiceAmount, formatUsd } from './usd';

/** Who issues a receipt: the brand the patient knows, and the provider's legal name and address (runtime configuration). */
export interface ReceiptIssuer {
  readonly brandId: BrandId;
  readonly brandName: string;
  readonly legalName: string;
  readonly address: readonly string[];
}

export interface ReceiptLine {
  readonly label: string;
  readonly amount: string;
}

/**
 * An itemised receipt of one payment, as a health savings or flexible spending account asks for it: who
 * was paid and who paid, when, each item and each discount with its amount, the total, how it was paid,
 * the charge it was, and that it is paid.
 */
export interface Receipt {
  readonly issuer: ReceiptIssuer;
  readonly patientName: string;
  /** The day it was paid, as shown: 'March 3rd, 2027'. */
  readonly date: string;
  readonly items: readonly ReceiptLine[];
  readonly discounts: readonly ReceiptLine[];
  readonly total: string;
  readonly paymentMethod: string;
  readonly chargeId: string;
  readonly invoiceId: string;
  readonly status: 'Paid';
  readonly fileName: string;
}

export const NO_RECEIPT = 'This charge was not paid: a receipt is given for a payment only.';

/** Whether a charge gets a receipt: money taken (success, captured), never one held, failed or refunded. */
export const hasReceipt = (charge: Pick<Charge, 'status'>): boolean => isBilled(charge);

/** The receipt of a paid charge, from its invoice items; null for a charge that was not paid. */
export const receiptOf = (charge: Charge, facts: { readonly patientName: string; readonly issuer: ReceiptIssuer; readonly date: string }): Receipt | null => {
  if (!hasReceipt(charge)) return null;
  const line = (item: Charge['invoiceItems'][number]): ReceiptLine => ({ label: item.name, amount: formatInvoiceAmount(item) });
  const card = charge.card ? describeCard({ cardType: charge.card.cardType, last4: charge.card.cardNumber }) : null;
  return {
    issuer: facts.issuer,
    patientName: facts.patientName,
    date: facts.date,
    items: charge.invoiceItems.filter((item) => !item.isNegative).map(line),
    discounts: charge.invoiceItems.filter((item) => item.isNegative).map(line),
    total: formatUsd(charge.sum),
    paymentMethod: card ?? 'Card',
    chargeId: charge._id,
    invoiceId: charge.invoiceId,
    status: 'Paid',
    fileName: `receipt-${charge.invoiceId}.pdf`,
  };
};
