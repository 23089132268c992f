/** A wall-clock reading: what a calendar and a clock in some time zone show at an instant. */
export interface CalendarParts {
  readonly year: number;
  /** 1 to 12. */
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
}

const MINUTE_MS = 60_000;

/**
 * The wall-clock reading at an instant (epoch ms) in a zone `utcOffsetMinutes` ahead of UTC (New York in
 * winter: -300). The caller supplies the offset in force at that instant, so no clock or zone database is
 * read here; the Date is used only as UTC arithmetic on the number given.
 */
export const calendarPartsAt = (instantMs: number, utcOffsetMinutes: number): CalendarParts => {
  const shifted = new Date(instantMs + utcOffsetMinutes * MINUTE_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
};

const ZONED_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * The instant of an API timestamp (ISO 8601 with Z or an offset), or null. A timestamp without a zone
 * is refused: it would be read in whatever zone the machine has.
 */
export const instantFromIso = (timestamp: string): number | null => {
  if (!ZONED_ISO.test(timestamp)) return null;
  const instant = Date.parse(timestamp);
  return Number.isNaN(instant) ? null : instant;
};

export const pad = (value: number, width: number): string => String(value).padStart(width, '0');
