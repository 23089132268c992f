import type { Database } from '../database/database';

const OFFSET_KEY = 'twin_clock_offset_ms';
const DAY_MS = 24 * 60 * 60 * 1000;
/** The furthest one move may go: a demo's years are moved one step at a time, never by accident. */
export const MAX_ADVANCE_DAYS = 3 * 366;

/**
 * The reference backend's business time: the wall clock plus an offset an operator moves forward
 * (`clock advance`), kept in the database so a restart stays on the same day. Billing dates, orders,
 * charges, notices and chat messages read it; security time (token lifetimes, sessions, lockouts, reset
 * links) stays on the wall clock, so moving the calendar never signs a patient out or lifts a lockout.
 */
export interface TwinClock {
  /** Now, in the twin's calendar. */
  readonly now: () => number;
  readonly offsetMs: () => number;
  /** Moves the calendar forward, kept once written. */
  readonly advance: (days: number) => Promise<void>;
}

export const loadTwinClock = async (db: Pick<Database, 'query'>, wallNow: () => number): Promise<TwinClock> => {
  const found = await db.query<{ value: string }>('select value from settings where key = $1', [OFFSET_KEY]);
  let offset = Number(found.rows[0]?.value ?? 0);
  return {
    now: () => wallNow() + offset,
    offsetMs: () => offset,
    advance: async (days) => {
      const next = offset + Math.round(days * DAY_MS);
      await db.query('insert into settings (key, value) values ($1, $2) on conflict (key) do update set value = excluded.value', [OFFSET_KEY, String(next)]);
      offset = next;
    },
  };
};
