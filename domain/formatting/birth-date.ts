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

const pad2 = (part: string): string => part.padStart(2, '0');

/** MM, MM-DD or MM-DD-YYYY from up to 8 digits, a dash placed once a digit follows it. */
const dashed = (digits: string): string => [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)].filter(Boolean).join('-');

const SEPARATORS = /[\s./-]+/;
const YEAR_MONTH_DAY = /^(\d{4})[\s./-](\d{1,2})[\s./-](\d{1,2})$/;

/**
 * A birth date as the patient types it, the dashes placed for them (MM-DD-YYYY, spec §9): '03151988' reads
 * '03-15-1988'. A month or day ended by a separator (- / . or a space) takes its leading zero ('3/' is
 * '03', '3/15/1988' is '03-15-1988'); a date autofilled as YYYY-MM-DD is turned around; digits beyond the
 * eighth are dropped. Text with anything else in it is left as typed, for the field's check to explain.
 */
export const typedBirthDate = (typed: string): string => {
  const text = typed.trim();
  if (!/^[\d\s./-]*$/.test(text)) return typed;
  const autofilled = YEAR_MONTH_DAY.exec(text);
  if (autofilled) return `${pad2(autofilled[2]!)}-${pad2(autofilled[3]!)}-${autofilled[1]}`;
  const parts = text.split(SEPARATORS);
  // A month or day followed by a separator is complete: one digit means a leading zero.
  const completed = parts.map((part, index) => (index < Math.min(2, parts.length - 1) && part.length === 1 ? pad2(part) : part));
  return dashed(completed.join(''));
};
