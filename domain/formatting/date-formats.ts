import { calendarPartsAt, pad } from './calendar-parts';
import { ordinal } from './ordinal';

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** Notification date, MM-DD-YYYY HH:mm (24-hour clock) in the patient's zone (spec §2, §9). */
export const formatNotificationDate = (instantMs: number, utcOffsetMinutes: number): string => {
  const { year, month, day, hour, minute } = calendarPartsAt(instantMs, utcOffsetMinutes);
  return `${pad(month, 2)}-${pad(day, 2)}-${pad(year, 4)} ${pad(hour, 2)}:${pad(minute, 2)}`;
};

/** Order date, 'MMMM Do, YYYY' in the patient's zone (spec §9): 'March 3rd, 2026'. */
export const formatOrderDate = (instantMs: number, utcOffsetMinutes: number): string => {
  const { year, month, day } = calendarPartsAt(instantMs, utcOffsetMinutes);
  return `${MONTH_NAMES[month - 1] as string} ${ordinal(day)}, ${pad(year, 4)}`;
};
