import { HttpError } from '../http/http-error';
import { answerOps, patientByEmail, readOpsBody, textField } from '../notices/ops-request';
import type { OpsRoutes } from '../ops/area-ops';
import { postCareTeamReply } from './care-team-reply';
import { loadPresentedMessage } from './chat-view';
import { findChatById, openSupportChat } from './chats.repository';

/**
 * POST /backend/_ops/support-reply {chatId | patientEmail, message}: the care team answers, for tests and
 * demos. With chatId the reply comes from that chat's care-team side (support, or its doctor); with
 * patientEmail it goes to the patient's support chat, opened if needed. It is pushed live as newMessage
 * and creates a notice, as a real reply does.
 */
export const supportReplyOps: OpsRoutes = (ops, ctx) => {
  ops.post('/support-reply', (c) =>
    answerOps(c, async () => {
      const body = await readOpsBody(c);
      const message = textField(body, 'message');
      const chatId = textField(body, 'chatId', 24);
      const patientEmail = textField(body, 'patientEmail', 254);
      if (!message || Boolean(chatId) === Boolean(patientEmail)) {
        throw new HttpError(400, 'Give message, and either chatId or patientEmail');
      }
      const now = new Date(ctx.now());
      const messageId = await ctx.db.transaction(async (tx) => {
        const chat = chatId ? await findChatById(tx, chatId) : await openSupportChat(tx, await patientByEmail(tx, patientEmail ?? ''), now);
        if (!chat) throw new HttpError(404, 'Chat not found');
        return postCareTeamReply(tx, chat, message, now);
      });
      return (await loadPresentedMessage(ctx.db, messageId))?.message;
    }),
  );
};
