import type { components } from '../../openapi/patient-api';
import type { Database } from '../database/database';
import type { AnswerLanguage } from '../http/answer-language';
import { newId } from '../ids';
import { signalLive } from '../live/live-signals';

export type Notification = components['schemas']['Notification'];
/** A notice as stored: its message in English (the source) and, for one the app words itself, in Spanish. */
type NoticeDoc = Omit<Notification, 'hasRead'> & { readonly spanish?: string };
type Queryable = Pick<Database, 'query'>;

export interface NewNotice {
  /** The recipient's user id. */
  readonly userId: string;
  readonly message: string;
  /** The message in Spanish; without it a Spanish reader gets the English (an operator's own words). */
  readonly spanish?: string;
  readonly type?: string;
  readonly data?: Record<string, unknown>;
  readonly createdAt: Date;
}

type NoticeRow = { user_id: string; has_read: boolean; doc: NoticeDoc };
/** The notice in a reader's language: the Spanish where it was written in Spanish too, else the English. */
const toNotification = (row: Pick<NoticeRow, 'has_read' | 'doc'>, language: AnswerLanguage): Notification => {
  const { spanish, ...doc } = row.doc;
  return { ...doc, message: language === 'es' && spanish ? spanish : doc.message, hasRead: row.has_read };
};

/** Creates a notice in the caller's transaction; the recipient's live connections hear of it on commit. */
export const createNotice = async (tx: Queryable, notice: NewNotice): Promise<Notification> => {
  const doc: NoticeDoc = {
    _id: newId(),
    type: notice.type ?? 'system',
    message: notice.message,
    data: notice.data ?? {},
    createdAt: notice.createdAt.toISOString(),
    ...(notice.spanish ? { spanish: notice.spanish } : {}),
  };
  await tx.query('insert into notices (id, user_id, created_at, doc) values ($1, $2, $3, $4)', [doc._id, notice.userId, notice.createdAt, doc]);
  await signalLive(tx, { kind: 'notification', noticeId: doc._id });
  return toNotification({ doc, has_read: false }, 'en');
};

/**
 * A notice and its recipient, whoever that is: for the live connection, which picks the recipient's sockets
 * and words the notice in each socket's language.
 */
export const findNotice = async (db: Queryable, noticeId: string): Promise<{ userId: string; noticeIn: (language: AnswerLanguage) => Notification } | null> => {
  const found = await db.query<NoticeRow>('select user_id, has_read, doc from notices where id = $1', [noticeId]);
  const row = found.rows[0];
  return row ? { userId: row.user_id, noticeIn: (language) => toNotification(row, language) } : null;
};

export const listNotices = async (
  db: Queryable,
  userId: string,
  page: { readonly limit: number; readonly offset: number },
  language: AnswerLanguage,
): Promise<{ readonly notices: Notification[]; readonly total: number; readonly unread: number }> => {
  const counted = await db.query<{ total: number; unread: number }>(
    'select count(*)::int as total, (count(*) filter (where not has_read))::int as unread from notices where user_id = $1',
    [userId],
  );
  const found = await db.query<NoticeRow>(
    'select user_id, has_read, doc from notices where user_id = $1 order by created_at desc, seq desc limit $2 offset $3',
    [userId, page.limit, page.offset],
  );
  const counts = counted.rows[0] ?? { total: 0, unread: 0 };
  return { notices: found.rows.map((row) => toNotification(row, language)), total: counts.total, unread: counts.unread };
};

/** Marks the user's own notice read (again is harmless); null when the user has no such notice. */
export const markNoticeRead = async (db: Database, noticeId: string, userId: string, language: AnswerLanguage = 'en'): Promise<Notification | null> =>
  db.transaction(async (tx) => {
    const updated = await tx.query<NoticeRow>('update notices set has_read = true where id = $1 and user_id = $2 returning user_id, has_read, doc', [
      noticeId,
      userId,
    ]);
    const row = updated.rows[0];
    if (!row) return null;
    await signalLive(tx, { kind: 'noticeRead', noticeId, userId });
    return toNotification(row, language);
  });
