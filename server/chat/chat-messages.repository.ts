import type { components } from '../../openapi/patient-api';
import type { Database } from '../database/database';
import { newId } from '../ids';
import { signalLive } from '../live/live-signals';

type Schemas = components['schemas'];
type Queryable = Pick<Database, 'query'>;

/**
 * A message as stored: what never changes, and for one the backend writes itself its text in Spanish too.
 * Read state and the sender's name and avatar are added when shown, in the reader's language.
 */
export type MessageDoc = Omit<Schemas['ChatMessage'], 'whoHaveRead' | 'user' | 'userName'> & { readonly spanish?: string };

export interface MessageRow {
  readonly seq: number;
  readonly user_id: string;
  readonly doc: MessageDoc;
}

export interface NewMessage {
  readonly chatId: string;
  readonly userId: string;
  readonly message: string;
  /** The text in Spanish, where the backend writes it (a decision's message); a person's own words have none. */
  readonly spanish?: string;
  readonly file?: Schemas['ChatFile'];
  readonly category?: Schemas['QuestionCategory'];
  readonly createdAt: Date;
  /** The sender's key for this message: a retry with it finds this message (see findByIdempotencyKey). */
  readonly idempotencyKey?: string;
}

/**
 * Posts a message in the caller's transaction: the sender has then read the thread up to it, and every
 * participant's live connection hears of it on commit. Returns the message id.
 */
export const postMessage = async (tx: Queryable, message: NewMessage): Promise<string> => {
  const doc: MessageDoc = {
    _id: newId(),
    chatId: message.chatId,
    userId: message.userId,
    messageType: message.file ? 'file' : 'text',
    message: message.message,
    ...(message.spanish ? { spanish: message.spanish } : {}),
    ...(message.file ? { file: message.file } : {}),
    ...(message.category ? { category: message.category } : {}),
    createdAt: message.createdAt.toISOString(),
  };
  const inserted = await tx.query<{ seq: number }>(
    'insert into chat_messages (id, chat_id, user_id, file_id, created_at, doc, idempotency_key) values ($1, $2, $3, $4, $5, $6, $7) returning seq',
    [doc._id, doc.chatId, doc.userId, message.file?._id ?? null, message.createdAt, doc, message.idempotencyKey ?? null],
  );
  const seq = inserted.rows[0]?.seq ?? 0;
  await tx.query('update chats set last_message_at = greatest(last_message_at, $2) where id = $1', [doc.chatId, message.createdAt]);
  await moveReadMark(tx, doc.chatId, doc.userId, seq);
  await signalLive(tx, { kind: 'newMessage', messageId: doc._id });
  return doc._id;
};

/** The id of the message this sender already posted with this key, if any. */
export const findByIdempotencyKey = async (db: Queryable, userId: string, key: string): Promise<string | null> => {
  const found = await db.query<{ id: string }>('select id from chat_messages where user_id = $1 and idempotency_key = $2', [userId, key]);
  return found.rows[0]?.id ?? null;
};

/** Read marks only move forward. */
const moveReadMark = async (db: Queryable, chatId: string, userId: string, seq: number): Promise<void> => {
  await db.query(
    `insert into chat_reads (chat_id, user_id, last_read_seq) values ($1, $2, $3)
     on conflict (chat_id, user_id) do update set last_read_seq = greatest(chat_reads.last_read_seq, excluded.last_read_seq)`,
    [chatId, userId, seq],
  );
};

/** Marks the chat read for the user up to the message of that sequence number, or to its newest message. */
export const markRead = async (db: Queryable, chatId: string, userId: string, upToSeq: number | null): Promise<void> => {
  const newest = await db.query<{ seq: number | null }>('select max(seq) as seq from chat_messages where chat_id = $1', [chatId]);
  const seq = upToSeq ?? newest.rows[0]?.seq ?? null;
  if (seq !== null) await moveReadMark(db, chatId, userId, seq);
};

/** Each participant's read mark: they have read every message up to this sequence number. */
export const readMarks = async (db: Queryable, chatId: string): Promise<ReadonlyMap<string, number>> => {
  const found = await db.query<{ user_id: string; last_read_seq: number }>('select user_id, last_read_seq from chat_reads where chat_id = $1', [chatId]);
  return new Map(found.rows.map((row) => [row.user_id, row.last_read_seq]));
};

export const seqOfMessage = async (db: Queryable, chatId: string, messageId: string): Promise<number | null> => {
  const found = await db.query<{ seq: number }>('select seq from chat_messages where id = $1 and chat_id = $2', [messageId, chatId]);
  return found.rows[0]?.seq ?? null;
};

export const findMessage = async (db: Queryable, messageId: string): Promise<MessageRow | null> => {
  const found = await db.query<MessageRow>('select seq, user_id, doc from chat_messages where id = $1', [messageId]);
  return found.rows[0] ?? null;
};

/** The newest `limit` messages before a sequence number (or overall), oldest first, and whether older ones exist. */
export const messagePage = async (
  db: Queryable,
  chatId: string,
  page: { readonly beforeSeq: number | null; readonly limit: number },
): Promise<{ readonly messages: MessageRow[]; readonly hasMore: boolean }> => {
  const found = await db.query<MessageRow>(
    `select seq, user_id, doc from chat_messages where chat_id = $1 and ($2::bigint is null or seq < $2)
     order by seq desc limit $3`,
    [chatId, page.beforeSeq, page.limit + 1],
  );
  const hasMore = found.rows.length > page.limit;
  return { messages: found.rows.slice(0, page.limit).reverse(), hasMore };
};

/** Messages from others after the user's read mark, per chat of the patient. */
export const unreadCounts = async (db: Queryable, patientId: string, userId: string): Promise<{ chatId: string; count: number }[]> => {
  const found = await db.query<{ chat_id: string; count: number }>(
    `select c.id as chat_id,
       (select count(*) from chat_messages m
        where m.chat_id = c.id and m.seq > coalesce(r.last_read_seq, 0) and m.user_id <> $2)::int as count
     from chats c left join chat_reads r on r.chat_id = c.id and r.user_id = $2
     where c.patient_id = $1
     order by coalesce(c.last_message_at, c.created_at) desc, c.id`,
    [patientId, userId],
  );
  return found.rows.map((row) => ({ chatId: row.chat_id, count: row.count }));
};

/** Who sent a file in this chat (its owner in the file store), or null when the chat has no such file. */
export const fileSenderInChat = async (db: Queryable, chatId: string, fileId: string): Promise<string | null> => {
  const found = await db.query<{ user_id: string }>('select user_id from chat_messages where chat_id = $1 and file_id = $2', [chatId, fileId]);
  return found.rows[0]?.user_id ?? null;
};
