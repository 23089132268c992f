/** What the billing grouping reads of a charge (spec §3 Charge: status, reasonType). */
export interface ChargeStatusFields {
  readonly status: string;
  readonly reasonType?: string | null;
}

const LAST_BILLING_STATUSES: ReadonlySet<string> = new Set(['success', 'hold', 'captured']);
const NEXT_BILLING_STATUSES: ReadonlySet<string> = new Set(['pending', 'in process']);

/** Billing history: charges with status success and reasonType subscription (spec §4), in the given order. */
export const billingHistory = <C extends ChargeStatusFields>(charges: readonly C[]): C[] =>
  charges.filter((charge) => charge.status === 'success' && charge.reasonType === 'subscription');

/** Last billings: charges with status success, hold or captured (spec §4), in the given order. */
export const lastBillings = <C extends ChargeStatusFields>(charges: readonly C[]): C[] => charges.filter((charge) => LAST_BILLING_STATUSES.has(charge.status));

/**
 * Next billing: the last charge with status pending or 'in process' (spec §4). "Last" is by list position:
 * the charges call with includeNext=true lists the upcoming charge after the past ones.
 */
export const nextBilling = <C extends ChargeStatusFields>(charges: readonly C[]): C | null =>
  charges.findLast((charge) => NEXT_BILLING_STATUSES.has(charge.status)) ?? null;
