import type { TwinClock } from './clock/twin-clock';
import type { Database } from './database/database';
import type { FaultInjector } from './faults/fault-injector';
import type { FileStore } from './files/file-store';
import type { SigningKeys } from './identity/signing-keys';

/** What every handler may use: the database, the clocks, the signing keys, files, faults. */
export interface ServerContext {
  readonly db: Database;
  /** Business time, the twin's calendar (server/clock/twin-clock.ts): billing, orders, charges, messages. */
  readonly now: () => number;
  /** Security time, never moved by an operator: token lifetimes, sessions, lockouts, reset links. */
  readonly wallNow: () => number;
  readonly clock: TwinClock;
  /** The token-signing key, kept out of the database (identity/signing-keys.ts). */
  readonly signingKeys: SigningKeys;
  readonly files: FileStore;
  readonly faults: FaultInjector;
  /** Where a local-mode service writes what would be mail (reset links): `<data dir>/outbox`. */
  readonly outboxDir: string;
  readonly log: (line: string) => void;
}
