/**
 * Billing periods as the contract counts them: a period is the plan's delivery frequency in months, at
 * least one (the spec's default delivery frequency 0 bills monthly). Dates are API instants (epoch ms).
 */
export const periodMonths = (frequencyOfDelivery: number | null | undefined): number => Math.max(1, Math.floor(frequencyOfDelivery ?? 0));

const DAY_MS = 24 * 60 * 60 * 1000;

/** Adds calendar months in UTC; a day past the new month's end becomes its last day (31 January + 1 = 28/29 February). */
export const addMonths = (instantMs: number, months: number): number => {
  const date = new Date(instantMs);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return Date.UTC(year, month, Math.min(date.getUTCDate(), lastDay), date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds(), date.getUTCMilliseconds());
};

export const addDays = (instantMs: number, days: number): number => instantMs + days * DAY_MS;
