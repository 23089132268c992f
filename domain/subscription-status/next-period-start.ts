import { instantFromIso } from '../formatting/calendar-parts';
import { billsAgain } from './upcoming-delivery';

/** What the rule reads of a subscription (spec §3 status, nextPeriodStart). */
export interface NextPeriodFacts {
  readonly status: string | null;
  readonly nextPeriodStart: string | null;
}

/**
 * The next period's start as a patient is shown it (our display rule), or null: none while paused (no
 * period starts until the patient resumes), none once cancelled, declined or not verified (nothing more
 * is billed), none once the date has passed (it is no longer next), none when it cannot be read. So the
 * page never promises a "next" date that is behind it.
 */
export const nextPeriodStartToShow = (subscription: NextPeriodFacts, nowMs: number): string | null => {
  if (subscription.status === 'pause' || !billsAgain(subscription.status) || !subscription.nextPeriodStart) return null;
  const starts = instantFromIso(subscription.nextPeriodStart);
  return starts !== null && starts >= nowMs ? subscription.nextPeriodStart : null;
};
