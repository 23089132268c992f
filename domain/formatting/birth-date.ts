import { isRealDate, type CalendarDate } from '../shared/calendar-date';
import { pad } from './calendar-parts';

/**
 * Birth dates are calendar dates, not instants: shown as stored, never shifted by a time zone (a birth
 * date stored as midnight UTC must not show the day before in New York). Display MM-DD-YYYY (spec §9);
 * typed input is read by validation/basic-step-fields (parseBirthDate).
 */

const STORED = /^(\d{4})-(\d{2})-(\d{2})(T.*)?$/;

/** A stored birth date (YYYY-MM-DD, or an ISO timestamp whose date part is the birth date) as MM-DD-YYYY. */
export const formatBirthDate = (stored: string): string | null => {
  const match = STORED.exec(stored);
  if (!match) return null;
  const [, year, month, day] = match as unknown as [string, string, string, string];
  return isRealDate({ year: Number(year), month: Number(month), day: Number(day) }) ? `${month}-${day}-${year}` : null;
};

/** The YYYY-MM-DD the API stores for a birth date. */
export const storedBirthDate = ({ year, month, day }: CalendarDate): string => `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
