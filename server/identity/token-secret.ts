import { randomBytes } from 'node:crypto';
import type { Database } from '../database/database';

/** The signing secret is made once and kept in the database, so tokens stay valid across restarts. */
export const loadTokenSecret = async (db: Database): Promise<string> => {
  const candidate = randomBytes(32).toString('base64url');
  await db.query(`insert into settings (key, value) values ('token_secret', $1) on conflict (key) do nothing`, [candidate]);
  const row = await db.query<{ value: string }>(`select value from settings where key = 'token_secret'`);
  return row.rows[0]?.value ?? candidate;
};
