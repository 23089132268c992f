import type { Database } from '../database/database';
import { newId } from '../ids';
import { ensureSupportUserId } from './support-user';

type Queryable = Pick<Database, 'query'>;

/**
 * A chat is relations only (who, about which subscription, when): its peers, subscription summary and
 * counts are read when it is shown, so names, avatars and statuses are always current.
 */
export interface ChatRow {
  readonly id: string;
  readonly patient_id: string;
  readonly kind: 'support' | 'doctor';
  readonly subscription_id: string | null;
  readonly patient_user_id: string;
  /** The support user, or the doctor's user. */
  readonly peer_user_id: string;
  readonly doctor_id: string | null;
  readonly created_at: Date;
  readonly last_message_at: Date | null;
}

const one = async (db: Queryable, sql: string, params: unknown[]): Promise<ChatRow | null> => (await db.query<ChatRow>(sql, params)).rows[0] ?? null;

/** The patient's chat; another patient's id finds nothing, exactly like an unknown one. */
export const findChatOfPatient = (db: Queryable, chatId: string, patientId: string): Promise<ChatRow | null> =>
  one(db, 'select * from chats where id = $1 and patient_id = $2', [chatId, patientId]);

/** Any chat, for operator routes and the live connection, which decide who may see it themselves. */
export const findChatById = (db: Queryable, chatId: string): Promise<ChatRow | null> => one(db, 'select * from chats where id = $1', [chatId]);

export const findDoctorChat = (db: Queryable, subscriptionId: string): Promise<ChatRow | null> =>
  one(db, `select * from chats where subscription_id = $1 and kind = 'doctor'`, [subscriptionId]);

export const listChatsOfPatient = async (db: Queryable, patientId: string): Promise<ChatRow[]> =>
  (await db.query<ChatRow>('select * from chats where patient_id = $1 order by coalesce(last_message_at, created_at) desc, id', [patientId])).rows;

export interface ChatPatient {
  readonly patientId: string;
  readonly patientUserId: string;
}

/** The patient's one support chat, opened on first need. */
export const openSupportChat = async (tx: Queryable, patient: ChatPatient, now: Date): Promise<ChatRow> => {
  const supportUserId = await ensureSupportUserId(tx);
  await tx.query(
    `insert into chats (id, patient_id, kind, patient_user_id, peer_user_id, created_at)
     values ($1, $2, 'support', $3, $4, $5) on conflict do nothing`,
    [newId(), patient.patientId, patient.patientUserId, supportUserId, now],
  );
  const chat = await one(tx, `select * from chats where patient_id = $1 and kind = 'support'`, [patient.patientId]);
  if (!chat) throw new Error('The support chat could not be opened');
  return chat;
};

export interface DoctorChatParties extends ChatPatient {
  readonly subscriptionId: string;
  readonly doctorId: string;
  readonly doctorUserId: string;
}

/** The doctor chat of a subscription, opened on first need with the given doctor. */
export const openDoctorChat = async (tx: Queryable, parties: DoctorChatParties, now: Date): Promise<ChatRow> => {
  await tx.query(
    `insert into chats (id, patient_id, kind, subscription_id, patient_user_id, peer_user_id, doctor_id, created_at)
     values ($1, $2, 'doctor', $3, $4, $5, $6, $7) on conflict do nothing`,
    [newId(), parties.patientId, parties.subscriptionId, parties.patientUserId, parties.doctorUserId, parties.doctorId, now],
  );
  const chat = await findDoctorChat(tx, parties.subscriptionId);
  if (!chat) throw new Error('The doctor chat could not be opened');
  return chat;
};
