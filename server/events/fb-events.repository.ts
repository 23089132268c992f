import type { components } from '../../openapi/patient-api';
import type { Database } from '../database/database';

export type FbEvent = components['schemas']['FbEvent'];
type Queryable = Pick<Database, 'query'>;

/** Logs the event once per user and eventId; the event already logged under that eventId otherwise. */
export const logFbEvent = async (db: Queryable, userId: string, event: FbEvent): Promise<{ event: FbEvent; created: boolean }> => {
  const inserted = await db.query<{ doc: FbEvent }>(
    `insert into fb_events (id, user_id, event_id, created_at, doc) values ($1, $2, $3, $4, $5)
     on conflict (user_id, event_id) do nothing returning doc`,
    [event._id, userId, event.eventId, event.createdAt, event],
  );
  if (inserted.rows[0]) return { event: inserted.rows[0].doc, created: true };
  const existing = await db.query<{ doc: FbEvent }>('select doc from fb_events where user_id = $1 and event_id = $2', [userId, event.eventId]);
  return { event: existing.rows[0]?.doc ?? event, created: false };
};

export const findFbEvent = async (db: Queryable, id: string, userId: string): Promise<FbEvent | null> => {
  const found = await db.query<{ doc: FbEvent }>('select doc from fb_events where id = $1 and user_id = $2', [id, userId]);
  return found.rows[0]?.doc ?? null;
};
