import type { SubscriptionPlan } from './subscription';

/** One line of an invoice (spec §3): `sum` is always positive, `isNegative` marks a deduction. */
export interface InvoiceItem {
  readonly name: string;
  readonly sum: number;
  readonly type: string;
  readonly isNegative: boolean;
}

/** A charge of a subscription (spec §3 Charge). */
export interface Charge {
  readonly _id: string;
  readonly invoiceId: string;
  readonly sum: number;
  readonly status: string;
  readonly reasonType: string;
  /** For the upcoming charge, its billing date. */
  readonly createdAt: string;
  readonly invoiceItems: readonly InvoiceItem[];
  readonly reasonObject: {
    readonly plan: SubscriptionPlan | null;
    readonly sequencePaymentPeriod: number | null;
    readonly maxPeriodsCount: number | null;
    readonly refills: number | null;
  };
  readonly card: { readonly cardType: string; readonly cardNumber: string } | null;
  readonly failureMessage: string | null;
}
