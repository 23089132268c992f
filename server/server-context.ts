import type { Database } from './database/database';

/** What every handler may use: the database, the clock (tests move it) and the token secret. */
export interface ServerContext {
  readonly db: Database;
  readonly now: () => number;
  readonly tokenSecret: string;
}
