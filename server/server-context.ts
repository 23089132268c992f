import type { Database } from './database/database';
import type { FaultInjector } from './faults/fault-injector';
import type { FileStore } from './files/file-store';

/** What every handler may use: the database, the clock (tests move it), the token secret, files, faults. */
export interface ServerContext {
  readonly db: Database;
  readonly now: () => number;
  readonly tokenSecret: string;
  readonly files: FileStore;
  readonly faults: FaultInjector;
  /** Where a local-mode service writes what would be mail (reset links): `<data dir>/outbox`. */
  readonly outboxDir: string;
  readonly log: (line: string) => void;
}
