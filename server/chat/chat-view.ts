import type { AnswerLanguage } from '../http/answer-language';
import type { components } from '../../openapi/patient-api';
import type { Database } from '../database/database';
import type { SubscriptionDoc, UserDoc } from '../users/users.repository';
import { findMessage, readMarks, type MessageRow } from './chat-messages.repository';
import { findChatById, type ChatRow } from './chats.repository';

type Schemas = components['schemas'];
export type Chat = Schemas['Chat'];
export type ChatMessage = Schemas['ChatMessage'];
type ChatPeer = Schemas['ChatPeer'];
type Queryable = Pick<Database, 'query'>;

/** What showing a chat's messages needs: its peers (patient first) and everyone's read marks. */
export interface ChatParticipants {
  readonly peers: readonly ChatPeer[];
  readonly marks: ReadonlyMap<string, number>;
}

const SUPPORT_FIRST_NAME = 'Support';

const loadPeers = async (db: Queryable, chat: ChatRow): Promise<ChatPeer[]> => {
  const users = await db.query<{ id: string; doc: UserDoc }>('select id, doc from users where id = any($1)', [[chat.patient_user_id, chat.peer_user_id]]);
  const userDoc = (id: string) => users.rows.find((row) => row.id === id)?.doc;
  const patient = userDoc(chat.patient_user_id);
  const peer = userDoc(chat.peer_user_id);
  const photo = chat.doctor_id
    ? (await db.query<{ photo: string | null }>(`select doc->>'photo' as photo from doctors where id = $1`, [chat.doctor_id])).rows[0]?.photo
    : null;
  return [
    {
      _id: chat.patient_user_id,
      role: 'patient',
      firstName: patient?.firstName ?? null,
      lastName: patient?.lastName ?? null,
      avatar: patient?.avatar ?? null,
      doctorId: null,
    },
    chat.kind === 'doctor'
      ? {
          _id: chat.peer_user_id,
          role: 'doctor',
          firstName: peer?.firstName ?? null,
          lastName: peer?.lastName ?? null,
          avatar: photo ?? peer?.avatar ?? null,
          doctorId: chat.doctor_id,
        }
      : {
          _id: chat.peer_user_id,
          role: 'support',
          firstName: peer?.firstName ?? SUPPORT_FIRST_NAME,
          lastName: peer?.lastName ?? null,
          avatar: peer?.avatar ?? null,
          doctorId: null,
        },
  ];
};

export const loadParticipants = async (db: Queryable, chat: ChatRow): Promise<ChatParticipants> => ({
  peers: await loadPeers(db, chat),
  marks: await readMarks(db, chat.id),
});

export const displayName = (peer: ChatPeer): string =>
  [peer.firstName, peer.lastName].filter(Boolean).join(' ') || (peer.role === 'patient' ? 'Patient' : SUPPORT_FIRST_NAME);

/**
 * A stored message as the API shows it, in the reader's language (its Spanish where the backend wrote one):
 * read by its sender, and by each peer whose read mark has reached it.
 */
export const presentMessage = (participants: ChatParticipants, row: MessageRow, language: AnswerLanguage): ChatMessage => {
  const sender = participants.peers.find((peer) => peer._id === row.user_id);
  const readers = participants.peers.filter((peer) => peer._id !== row.user_id && (participants.marks.get(peer._id) ?? 0) >= row.seq).map((peer) => peer._id);
  const { spanish, ...doc } = row.doc;
  return {
    ...doc,
    message: language === 'es' && spanish ? spanish : doc.message,
    whoHaveRead: [row.user_id, ...readers],
    user: { avatar: sender?.avatar ?? null },
    userName: sender ? displayName(sender) : SUPPORT_FIRST_NAME,
  };
};

/** A message with everything a reader needs, in a reader's language, and the chat it belongs to; for answers and live events. */
export const loadPresentedMessage = async (
  db: Queryable,
  messageId: string,
): Promise<{ chat: ChatRow; messageIn: (language: AnswerLanguage) => ChatMessage } | null> => {
  const row = await findMessage(db, messageId);
  const chat = row ? await findChatById(db, row.doc.chatId) : null;
  if (!row || !chat) return null;
  const participants = await loadParticipants(db, chat);
  return { chat, messageIn: (language) => presentMessage(participants, row, language) };
};

const subscriptionSummary = async (db: Queryable, subscriptionId: string | null): Promise<Chat['subscription']> => {
  if (!subscriptionId) return null;
  const found = await db.query<{ doc: SubscriptionDoc }>('select doc from subscriptions where id = $1', [subscriptionId]);
  const doc = found.rows[0]?.doc;
  return doc ? { _id: doc._id, productType: doc.productType, status: doc.status, productName: doc.plan?.productName ?? null } : null;
};

export const presentChat = async (
  db: Queryable,
  chat: ChatRow,
  view: { readonly messages: readonly MessageRow[]; readonly unreadCount: number },
  language: AnswerLanguage,
): Promise<Chat> => {
  const participants = await loadParticipants(db, chat);
  return {
    _id: chat.id,
    kind: chat.kind,
    subscriptionId: chat.subscription_id,
    users: [...participants.peers],
    messages: view.messages.map((row) => presentMessage(participants, row, language)),
    subscription: await subscriptionSummary(db, chat.subscription_id),
    unreadCount: view.unreadCount,
    createdAt: chat.created_at.toISOString(),
    lastMessageAt: chat.last_message_at?.toISOString() ?? null,
  };
};
