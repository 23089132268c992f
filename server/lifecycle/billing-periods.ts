import type { SubscriptionDoc } from '../subscriptions/subscriptions.repository';

/** A prescription covers a year of deliveries; renewing it starts a new cycle. */
export const PRESCRIPTION_MONTHS = 12;

type Plan = NonNullable<SubscriptionDoc['plan']>;

/**
 * A billing period is the plan's delivery frequency in months. The spec's default delivery frequency
 * is 0, which bills monthly like 1: a period is never shorter than a month.
 */
export const periodMonths = (plan: Plan | null | undefined): number => Math.max(1, Math.floor(plan?.frequencyOfDelivery ?? 0));

export const maxPeriodsCount = (plan: Plan | null | undefined): number => Math.max(1, Math.floor(PRESCRIPTION_MONTHS / periodMonths(plan)));

/** Adds calendar months in UTC; a day past the new month's end becomes its last day (31 Jan + 1 = 28/29 Feb). */
export const addMonths = (date: Date, months: number): Date => {
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  target.setUTCHours(date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds(), date.getUTCMilliseconds());
  return target;
};

export const addDays = (date: Date, days: number): Date => new Date(date.getTime() + days * 24 * 60 * 60 * 1000);

/** The dates a new prescription cycle starting at `start` gives the subscription, for its first period. */
export const cycleDates = (plan: Plan | null | undefined, start: Date) => {
  const nextPeriodStart = addMonths(start, periodMonths(plan));
  return {
    nextPeriodStart: nextPeriodStart.toISOString(),
    nextBillingDate: nextPeriodStart.toISOString(),
    expiredAt: addMonths(start, periodMonths(plan) * maxPeriodsCount(plan)).toISOString(),
  };
};

/**
 * Whether a prescription ending at `expiredAt` still holds the period starting at `periodStart`: the period
 * must end by then. Comparing its start alone would bill one period too many when a month's end has shortened
 * the dates (approved on January 31st: April 30th, July 30th … January 30th, a day before the end).
 */
export const holdsPeriod = (plan: Plan | null | undefined, periodStart: Date, expiredAt: Date): boolean =>
  addMonths(periodStart, periodMonths(plan)) <= expiredAt;

/** How many whole periods start at `from`, one period apart, before the prescription ends at `expiredAt`. */
export const periodsLeft = (plan: Plan | null | undefined, from: Date, expiredAt: Date): number => {
  let count = 0;
  while (addMonths(from, count * periodMonths(plan)) < expiredAt) count += 1;
  return count;
};
