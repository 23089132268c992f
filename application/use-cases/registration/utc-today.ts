import type { CalendarDate } from '../../../domain/shared/calendar-date';
import type { ClockPort } from '../../ports/clock.port';

/** Today on the UTC calendar, the day the server checks ages and dates against. */
export const utcToday = (clock: ClockPort): CalendarDate => {
  const now = new Date(clock.now());
  return { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() };
};
