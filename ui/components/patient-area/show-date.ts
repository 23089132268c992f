import type { ZonePort } from '../../../application/ports/zone.port';
import { formatApiDate } from '../../../domain/formatting/api-date';
import { instantFromIso } from '../../../domain/formatting/calendar-parts';
import { localDay } from '../../i18n/local-dates';

/**
 * An API timestamp as the patient area shows dates, in the patient's zone (useZone): in English 'MMMM Do,
 * YYYY' (the order date format), in another language its own long date.
 */
export const showDate = (iso: string | null | undefined, zone: ZonePort): string | null => {
  const instant = iso ? instantFromIso(iso) : null;
  return (instant === null ? null : localDay(instant)) ?? formatApiDate(iso, zone.utcOffsetAt);
};
