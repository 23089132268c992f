import { HttpError } from '../http/http-error';
import type { OperatorHandlerTable } from '../http/typed-handlers';
import { patientByEmail } from '../ops/patient-by-email';
import type { ServerContext } from '../server-context';
import { postCareTeamReply } from './care-team-reply';
import { loadPresentedMessage } from './chat-view';
import { findChatById, openSupportChat } from './chats.repository';

/**
 * The care team answers, for tests and demos. With chatId the reply comes from that chat's care-team side
 * (support, or its doctor); with patientEmail it goes to the patient's support chat, opened if needed. It
 * is pushed live as newMessage and creates a notice, as a real reply does.
 */
export const supportReplyOps = (ctx: ServerContext) =>
  ({
    postSupportReply: async ({ body }) => {
      if (Boolean(body.chatId) === Boolean(body.patientEmail)) throw new HttpError(400, 'Give message, and either chatId or patientEmail');
      const now = new Date(ctx.now());
      const messageId = await ctx.db.transaction(async (tx) => {
        const chat = body.chatId ? await findChatById(tx, body.chatId) : await openSupportChat(tx, await patientByEmail(tx, body.patientEmail ?? ''), now);
        if (!chat) throw new HttpError(404, 'Chat not found');
        return postCareTeamReply(tx, chat, body.message, now);
      });
      const presented = await loadPresentedMessage(ctx.db, messageId);
      if (!presented) throw new Error(`The reply ${messageId} could not be read back`);
      return { status: 201, body: { status: 'success', data: [presented.messageIn('en')] } };
    },
  }) satisfies Partial<OperatorHandlerTable>;
