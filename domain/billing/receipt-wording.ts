import { describeCard } from './card-on-file';
import { formatUsd } from './usd';

/** The words a receipt prints around its facts. */
export interface ReceiptWords {
  readonly title: string;
  readonly billedTo: string;
  readonly datePaid: string;
  readonly invoice: string;
  readonly chargeId: string;
  readonly paymentMethod: string;
  readonly status: string;
  readonly paid: string;
  readonly item: string;
  readonly amount: string;
  readonly discounts: string;
  readonly totalPaid: string;
  readonly keepForRecords: string;
  /** The payment method when the charge does not name its card. */
  readonly card: string;
}

/**
 * How a receipt reads: its words, and how it writes money, a card and the day paid. The app gives the
 * patient's language's; English's (the CLI's) below. `day` answers null where the spec's date format applies.
 */
export interface ReceiptWording {
  readonly words: ReceiptWords;
  readonly money: (dollars: number) => string;
  readonly card: (card: { readonly cardType: string | null; readonly last4: string }) => string | null;
  readonly day: (instantMs: number) => string | null;
}

export const RECEIPT_WORDS: ReceiptWords = {
  title: 'Receipt',
  billedTo: 'Billed to',
  datePaid: 'Date paid',
  invoice: 'Invoice',
  chargeId: 'Charge ID',
  paymentMethod: 'Payment method',
  status: 'Status',
  paid: 'Paid',
  item: 'Item',
  amount: 'Amount',
  discounts: 'Discounts',
  totalPaid: 'Total paid',
  keepForRecords: 'Keep this receipt for your records, for example for a health savings (HSA) or flexible spending (FSA) account.',
  card: 'Card',
};

export const ENGLISH_RECEIPT_WORDING: ReceiptWording = { words: RECEIPT_WORDS, money: formatUsd, card: describeCard, day: () => null };
