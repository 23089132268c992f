import { instantFromIso } from '../formatting/calendar-parts';

/** What the billing rule reads of a subscription (spec §3): the dashboard's list items carry it as the page does. */
export interface NextBillingFacts {
  readonly status: string | null;
  readonly isApproved: boolean;
  readonly nextBillingDate: string | null;
  readonly nextPeriodStart?: string | null;
  readonly expiredAt?: string | null;
}

/**
 * When the subscription is billed next, as every screen says it (our rule, the server's upcoming charge's):
 * - `scheduled`: active, with a billing date inside the prescription;
 * - `paused`: nothing is billed until the patient resumes;
 * - `awaiting-approval`: In Review or Action Required before a doctor approved: the payment held at sign-up
 *   is taken once the provider approves, and the billing dates start from there;
 * - `ended`: cancelled, declined or not verified: nothing more is billed;
 * - `none`: nothing scheduled (in registration, due for renewal, completed, the prescription ending first,
 *   or a status this rule does not know, which it promises nothing for).
 */
export type NextBilling = { readonly kind: 'scheduled'; readonly date: string } | { readonly kind: 'paused' | 'awaiting-approval' | 'ended' | 'none' };

const AWAITING_APPROVAL: ReadonlySet<string | null> = new Set(['pending', 'pre_screened', 'hold', 'in_progress']);
const ENDED: ReadonlySet<string | null> = new Set(['cancel', 'declined', 'not_verified']);

export const nextBilling = (facts: NextBillingFacts): NextBilling => {
  const { status } = facts;
  if (status === 'pause') return { kind: 'paused' };
  if (ENDED.has(status)) return { kind: 'ended' };
  if (AWAITING_APPROVAL.has(status) && !facts.isApproved) return { kind: 'awaiting-approval' };
  if (status !== 'active' || !facts.nextBillingDate) return { kind: 'none' };
  const billed = instantFromIso(facts.nextPeriodStart ?? facts.nextBillingDate);
  const ends = facts.expiredAt ? instantFromIso(facts.expiredAt) : null;
  if (billed === null || (ends !== null && billed >= ends)) return { kind: 'none' };
  return { kind: 'scheduled', date: facts.nextBillingDate };
};

/** How a next billing without a date reads (our wording), beside 'Next billing'. */
export const NEXT_BILLING_WORDS: Readonly<Record<Exclude<NextBilling['kind'], 'scheduled'>, string>> = {
  paused: 'None while paused',
  'awaiting-approval': 'When your provider approves',
  ended: 'None: the treatment has ended',
  none: 'None scheduled',
};

const BILLED_STATUSES: ReadonlySet<string> = new Set(['success', 'captured']);

/**
 * Money actually taken: a successful or captured charge (spec §3 Charge status). A payment only authorized
 * (hold) is not billed, nor one released (refunded) or failed.
 */
export const isBilled = (charge: { readonly status: string }): boolean => BILLED_STATUSES.has(charge.status);

/** The newest billed charge's sum, or null before any (charges in the API's order, oldest first). */
export const latestBilledAmount = (charges: readonly { readonly status: string; readonly sum: number }[]): number | null =>
  charges.findLast(isBilled)?.sum ?? null;
