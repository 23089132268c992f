import type { ZonePort } from '../../application/ports/zone.port';
import { calendarPartsAt } from '../../domain/formatting/calendar-parts';
import type { CalendarDate } from '../../domain/shared/calendar-date';
import { useStores } from '../app/container-context';
import { STORES } from '../stores/store-areas';

/** The patient's time zone from the zone port: the one place the app and the CLI read it (adapters/clock). */
export const useZone = (): ZonePort => useStores(STORES.app).zone;

/**
 * Today on the patient's calendar (the clock's time in the patient's zone), asked when needed: for answers
 * and details that may not be in the future, and whether a license has expired.
 */
export const useLocalToday = (): (() => CalendarDate) => {
  const { clock, zone } = useStores(STORES.app);
  return () => {
    const now = clock.now();
    const { year, month, day } = calendarPartsAt(now, zone.utcOffsetAt(now));
    return { year, month, day };
  };
};
