import type { Migration } from '../database/migrations';

/** Issue 18: refresh tokens are rotated, so a session holds several (the used ones are kept to tell reuse). */
export const SESSION_ROTATION_MIGRATIONS: readonly Migration[] = [
  {
    id: '0600-refresh-token-rotation',
    sql: `
  drop index refresh_tokens_session;
  create index refresh_tokens_session on refresh_tokens(session_id);
  alter table refresh_tokens add column rotated_at timestamptz;
  `,
  },
];
