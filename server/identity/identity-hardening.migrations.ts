import type { Migration } from '../database/migration';

/** Issue 18's changes to the local identity's tables. */
export const IDENTITY_HARDENING_MIGRATIONS: readonly Migration[] = [
  // Refresh tokens are rotated, so a session holds several (the used ones are kept to tell reuse).
  {
    id: '0600-refresh-token-rotation',
    sql: `
  drop index refresh_tokens_session;
  create index refresh_tokens_session on refresh_tokens(session_id);
  alter table refresh_tokens add column rotated_at timestamptz;
  `,
  },
  {
    // The token-signing key lives in its own file or the environment now (signing-keys.ts), never here.
    id: '0601-token-secret-out-of-database',
    sql: `delete from settings where key = 'token_secret';`,
  },
];
