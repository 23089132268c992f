/** A day on the calendar, with no time or zone: birth dates, and "today" as the caller's clock gives it. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export const daysInMonth = (year: number, month: number): number => (month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31);

/** Whether the parts name a day that exists (1 ≤ year, months 1–12, days within the month). */
export const isRealDate = ({ year, month, day }: CalendarDate): boolean =>
  Number.isInteger(year) &&
  Number.isInteger(month) &&
  Number.isInteger(day) &&
  year >= 1 &&
  month >= 1 &&
  month <= 12 &&
  day >= 1 &&
  day <= daysInMonth(year, month);

/** Negative when a is earlier than b, zero on the same day, positive when later. */
export const compareDates = (a: CalendarDate, b: CalendarDate): number => a.year - b.year || a.month - b.month || a.day - b.day;

/**
 * Whole years from `birth` to `today`. A birthday not yet reached this year does not count; a 29 February
 * birthday is reached on 1 March in other years.
 */
export const ageOn = (birth: CalendarDate, today: CalendarDate): number =>
  today.year - birth.year - (today.month < birth.month || (today.month === birth.month && today.day < birth.day) ? 1 : 0);
