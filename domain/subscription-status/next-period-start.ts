import { instantFromIso } from '../formatting/calendar-parts';

/** What the rule reads of a subscription (spec §3 status, nextPeriodStart). */
export interface NextPeriodFacts {
  readonly status: string | null;
  readonly nextPeriodStart: string | null;
}

/**
 * The next period's start as a patient is shown it (our display rule), or null. Only a running (active)
 * treatment has a next period: none while paused (no period starts until the patient resumes), none in
 * review (the prescription starts at the doctor's approval), none while a renewal payment is unpaid
 * (past_due) or once nothing more is billed; none once the date has passed (it is no longer next), none
 * when it cannot be read. So the page never promises a "next" date that will not come.
 */
export const nextPeriodStartToShow = (subscription: NextPeriodFacts, nowMs: number): string | null => {
  if (subscription.status !== 'active' || !subscription.nextPeriodStart) return null;
  const starts = instantFromIso(subscription.nextPeriodStart);
  return starts !== null && starts >= nowMs ? subscription.nextPeriodStart : null;
};
