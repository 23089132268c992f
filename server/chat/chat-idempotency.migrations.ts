import type { Migration } from '../database/migration';

/**
 * A text message may carry the sender's idempotency key: a retried send with the same key finds the message
 * it already posted instead of posting it twice. Keys are unique per sender only.
 */
export const CHAT_IDEMPOTENCY_MIGRATIONS: readonly Migration[] = [
  {
    id: '0501-chat-message-idempotency-keys',
    sql: `
  alter table chat_messages add column idempotency_key text;
  create unique index chat_messages_idempotency on chat_messages(user_id, idempotency_key) where idempotency_key is not null;
  `,
  },
];
