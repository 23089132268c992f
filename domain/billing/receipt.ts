import type { BrandId } from '../brands/brand';
import type { Charge } from '../entities/charge';
import { isBilled } from './next-billing';
import type { ReceiptWording, ReceiptWords } from './receipt-wording';

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
  /** The words it prints, in the patient's language. */
  readonly words: ReceiptWords;
  readonly issuer: ReceiptIssuer;
  readonly patientName: string;
  /** The day it was paid, as shown: 'March 3rd, 2027', '3 de marzo de 2027'. */
  readonly date: string;
  readonly items: readonly ReceiptLine[];
  readonly discounts: readonly ReceiptLine[];
  readonly total: string;
  readonly paymentMethod: string;
  readonly chargeId: string;
  readonly invoiceId: string;
  /** 'Paid', in the patient's language. */
  readonly status: string;
  readonly fileName: string;
}

export const NO_RECEIPT = 'This charge was not paid: a receipt is given for a payment only.';

/** Whether a charge gets a receipt: money taken (success, captured), never one held, failed or refunded. */
export const hasReceipt = (charge: Pick<Charge, 'status'>): boolean => isBilled(charge);

/** The receipt of a paid charge, from its invoice items, worded as asked; null for a charge that was not paid. */
export const receiptOf = (
  charge: Charge,
  facts: { readonly patientName: string; readonly issuer: ReceiptIssuer; readonly date: string; readonly wording: ReceiptWording },
): Receipt | null => {
  if (!hasReceipt(charge)) return null;
  const { words, money } = facts.wording;
  // A deduction (isNegative, its sum always positive) shows with a minus sign.
  const line = (item: Charge['invoiceItems'][number]): ReceiptLine => ({ label: item.name, amount: money(item.isNegative ? -Math.abs(item.sum) : item.sum) });
  const card = charge.card ? facts.wording.card({ cardType: charge.card.cardType, last4: charge.card.cardNumber }) : null;
  return {
    words,
    issuer: facts.issuer,
    patientName: facts.patientName,
    date: facts.date,
    items: charge.invoiceItems.filter((item) => !item.isNegative).map(line),
    discounts: charge.invoiceItems.filter((item) => item.isNegative).map(line),
    total: money(charge.sum),
    paymentMethod: card ?? words.card,
    chargeId: charge._id,
    invoiceId: charge.invoiceId,
    status: words.paid,
    fileName: `receipt-${charge.invoiceId}.pdf`,
  };
};
