import { formatApiDate } from '../../../domain/formatting/api-date';
import { instantFromIso } from '../../../domain/formatting/calendar-parts';
import { localDay } from '../../i18n/local-dates';
import { localOffsetAt } from '../local-zone';

/**
 * An API timestamp as the patient area shows dates, in the patient's zone: in English 'MMMM Do, YYYY' (the
 * order date format), in another language its own long date.
 */
export const showDate = (iso: string | null | undefined): string | null => {
  const instant = iso ? instantFromIso(iso) : null;
  return (instant === null ? null : localDay(instant)) ?? formatApiDate(iso, localOffsetAt);
};
