import type { ZonePort } from '../../application/ports/zone.port';
import { instantFromIso } from '../../domain/formatting/calendar-parts';
import { formatNotificationDate } from '../../domain/formatting/date-formats';
import { localMoment } from '../i18n/local-dates';

/**
 * An API timestamp as the bell and the chats show it, in the patient's zone: in English MM-DD-YYYY HH:mm
 * (spec §9), in another language its own short form ('27/11/2026, 07:05'); a timestamp without a zone is
 * not guessed (null). The zone is the patient's (useZone).
 */
export const showMoment = (iso: string, zone: ZonePort): string | null => {
  const instant = instantFromIso(iso);
  return instant === null ? null : (localMoment(instant) ?? formatNotificationDate(instant, zone.utcOffsetAt(instant)));
};
