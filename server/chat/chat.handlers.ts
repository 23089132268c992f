import { answerLanguage } from '../http/answer-language';
import type { Caller } from '../contract/operation-router';
import { findSubscriptionOfPatient } from '../doctors/patient-subscriptions';
import { readUpload } from '../files/file-store';
import { HttpError } from '../http/http-error';
import type { HandlerTable } from '../http/typed-handlers';
import type { ServerContext } from '../server-context';
import { requirePatient } from '../users/current-patient';
import { askQuestion, requireText } from './ask-question';
import {
  fileSenderInChat,
  findByIdempotencyKey,
  markRead,
  messagePage,
  postMessage,
  seqOfMessage,
  unreadCounts,
  type NewMessage,
} from './chat-messages.repository';
import { loadPresentedMessage, presentChat, type ChatMessage } from './chat-view';
import { findChatOfPatient, findDoctorChat, listChatsOfPatient, type ChatRow } from './chats.repository';

const DEFAULT_PAGE_SIZE = 50;

export const chatHandlers = (ctx: ServerContext) => {
  /** The caller's chat, or the same 404 for an unknown id and another patient's. */
  const callersChat = async (caller: Caller | null, chatId: string) => {
    const { user, patient } = await requirePatient(ctx.db, caller);
    const chat = await findChatOfPatient(ctx.db, chatId, patient._id);
    if (!chat) throw new HttpError(404, 'Chat not found');
    return { user, patient, chat };
  };

  const unreadReply = async (patientId: string, userId: string) => {
    const counts = await unreadCounts(ctx.db, patientId, userId);
    return { status: 'success' as const, data: counts, total: counts.reduce((sum, { count }) => sum + count, 0) };
  };

  const seqIn = async (chat: ChatRow, messageId: string): Promise<number> => {
    const seq = await seqOfMessage(ctx.db, chat.id, messageId);
    if (seq === null) throw new HttpError(404, 'Message not found in this chat');
    return seq;
  };

  const post = async (message: NewMessage): Promise<ChatMessage> => {
    const messageId = await ctx.db.transaction((tx) => postMessage(tx, message));
    return presented(messageId);
  };

  const presented = async (messageId: string): Promise<ChatMessage> => {
    const loaded = await loadPresentedMessage(ctx.db, messageId);
    if (!loaded) throw new Error(`Message ${messageId} vanished after it was posted`);
    return loaded.messageIn('en');
  };

  return {
    listChats: async ({ query, caller }) => {
      const { user, patient } = await requirePatient(ctx.db, caller);
      const unread = new Map((await unreadCounts(ctx.db, patient._id, user._id)).map(({ chatId, count }) => [chatId, count]));
      const chats = await Promise.all(
        (await listChatsOfPatient(ctx.db, patient._id)).map(async (chat) => {
          const { messages } = await messagePage(ctx.db, chat.id, { beforeSeq: null, limit: 1 });
          return presentChat(ctx.db, chat, { messages, unreadCount: unread.get(chat.id) ?? 0 }, answerLanguage(query.lang));
        }),
      );
      return { status: 200, body: { status: 'success', data: chats } };
    },

    getChat: async ({ query, caller }) => {
      if (Boolean(query.chatId) === Boolean(query.subscriptionId)) throw new HttpError(400, 'Give either chatId or subscriptionId');
      const { user, patient } = await requirePatient(ctx.db, caller);
      let chat: ChatRow | null;
      if (query.chatId) {
        chat = await findChatOfPatient(ctx.db, query.chatId, patient._id);
      } else {
        const subscription = await findSubscriptionOfPatient(ctx.db, patient._id, query.subscriptionId ?? '');
        if (!subscription) throw new HttpError(404, 'Subscription not found');
        chat = await findDoctorChat(ctx.db, subscription._id);
      }
      if (!chat) throw new HttpError(404, 'Chat not found');
      const limit = query.limit ?? DEFAULT_PAGE_SIZE;
      const beforeSeq = query.before ? await seqIn(chat, query.before) : null;
      const { messages, hasMore } = await messagePage(ctx.db, chat.id, { beforeSeq, limit });
      const unread = (await unreadCounts(ctx.db, patient._id, user._id)).find(({ chatId }) => chatId === chat.id)?.count ?? 0;
      const nextBefore = hasMore ? (messages[0]?.doc._id ?? null) : null;
      return {
        status: 200,
        body: {
          status: 'success',
          data: [await presentChat(ctx.db, chat, { messages, unreadCount: unread }, answerLanguage(query.lang))],
          pagination: { limit, hasMore, nextBefore },
        },
      };
    },

    askQuestion: async ({ body, caller }) => {
      const who = await requirePatient(ctx.db, caller);
      const messageId = await askQuestion(ctx, who, body);
      return { status: 201, body: { status: 'success', data: [await presented(messageId)] } };
    },

    getUnreadMessages: async ({ caller }) => {
      const { user, patient } = await requirePatient(ctx.db, caller);
      return { status: 200, body: await unreadReply(patient._id, user._id) };
    },

    sendChatMessage: async ({ params, body, caller }) => {
      const { user, chat } = await callersChat(caller, params.id);
      const message = { chatId: chat.id, userId: user._id, message: requireText(body.message), createdAt: new Date(ctx.now()) };
      const key = body.idempotencyKey;
      // Looked up and posted in one transaction, so two sends with one key cannot both post.
      const messageId = await ctx.db.transaction(async (tx) =>
        key ? ((await findByIdempotencyKey(tx, user._id, key)) ?? postMessage(tx, { ...message, idempotencyKey: key })) : postMessage(tx, message),
      );
      return { status: 201, body: { status: 'success', data: [await presented(messageId)] } };
    },

    sendChatFile: async ({ params, caller, raw }) => {
      const { user, chat } = await callersChat(caller, params.id);
      const upload = await readUpload(raw, 'file');
      const file = await ctx.files.save({ ownerUserId: user._id, kind: 'chat', bytes: upload.bytes, originalName: upload.name });
      const message = await post({
        chatId: chat.id,
        userId: user._id,
        message: file.originalName,
        file: { _id: file.id, name: file.originalName, mimeType: file.mimeType, size: file.size },
        createdAt: new Date(ctx.now()),
      });
      return { status: 201, body: { status: 'success', data: [message] } };
    },

    downloadChatFile: async ({ params, caller }) => {
      const { chat } = await callersChat(caller, params.id);
      const senderId = await fileSenderInChat(ctx.db, chat.id, params.fileId);
      if (!senderId) throw new HttpError(404, 'File not found');
      // Chat files are stored under their sender; either participant may read them.
      return { status: 200, body: await ctx.files.respond(params.fileId, senderId) };
    },

    markChatRead: async ({ params, body, caller }) => {
      const { user, patient, chat } = await callersChat(caller, params.id);
      const upToSeq = body?.upToMessageId ? await seqIn(chat, body.upToMessageId) : null;
      await markRead(ctx.db, chat.id, user._id, upToSeq);
      return { status: 200, body: await unreadReply(patient._id, user._id) };
    },
  } satisfies Partial<HandlerTable>;
};
