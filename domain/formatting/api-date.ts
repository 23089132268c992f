import { instantFromIso } from './calendar-parts';
import { formatOrderDate } from './date-formats';

/**
 * An API timestamp shown as the order date is ('MMMM Do, YYYY'), in the patient's zone: `utcOffsetAt`
 * gives the zone's offset at an instant. null when there is no date or it has no zone.
 */
export const formatApiDate = (iso: string | null | undefined, utcOffsetAt: (instantMs: number) => number): string | null => {
  const instant = iso ? instantFromIso(iso) : null;
  return instant === null ? null : formatOrderDate(instant, utcOffsetAt(instant));
};
