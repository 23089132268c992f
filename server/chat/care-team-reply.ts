import type { Database } from '../database/database';
import { createNotice } from '../notices/notices.repository';
import { postMessage } from './chat-messages.repository';
import { displayName, loadParticipants } from './chat-view';
import type { ChatRow } from './chats.repository';
import { newMessageEs } from '../notices/spanish/notices.spanish';

/**
 * A reply from the care-team side of a chat (the support team, or the chat's doctor), in the caller's
 * transaction: the message, and a notice for the patient unless they turned chat notices off
 * (`chatNoticeAlert`). The notice names the sender, never the text: notices may travel further. A text the
 * backend writes itself comes with its Spanish, which Spanish readers get.
 */
export const postCareTeamReply = async (tx: Pick<Database, 'query'>, chat: ChatRow, text: string, createdAt: Date, spanish?: string): Promise<string> => {
  const messageId = await postMessage(tx, { chatId: chat.id, userId: chat.peer_user_id, message: text, ...(spanish ? { spanish } : {}), createdAt });
  const alert = await tx.query<{ alert: boolean | null }>(`select (doc->>'chatNoticeAlert')::boolean as alert from users where id = $1`, [
    chat.patient_user_id,
  ]);
  if (alert.rows[0]?.alert !== false) {
    const sender = (await loadParticipants(tx, chat)).peers.find((peer) => peer._id === chat.peer_user_id);
    await createNotice(tx, {
      userId: chat.patient_user_id,
      type: 'message',
      message: `New message from ${sender ? displayName(sender) : 'Support'}`,
      spanish: newMessageEs(sender ? displayName(sender) : null),
      data: { chatId: chat.id, messageId },
      createdAt,
    });
  }
  return messageId;
};
