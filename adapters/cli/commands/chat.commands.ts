import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import type { Chat, ChatMessage } from '../../../domain/entities/chat';
import { chatPreview, chatSubtitle, chatTitle, fileSizeLabel, messageDateLabel, ownReadState, senderName } from '../../../domain/chat/chat-view';
import { isQuestionCategory, QUESTION_CATEGORIES } from '../../../domain/navigation/help-panel';
import { doctorQuestionTreatment } from '../../../domain/chat/doctor-question-treatment';
import { EXIT_CODES, type Command } from '../cli-context';
import { reportFailure, ruleRefusal, usageError } from '../failures';
import { table } from '../output';
import { signedIn } from '../signed-in';
import { AREAS } from '../../container/tokens';

/** Dates in UTC, so a script's output does not depend on the machine's zone. */
const utc = () => 0;
const when = (iso: string | null) => (iso ? `${messageDateLabel(iso, utc)} UTC` : '-');

const messageLine = (message: ChatMessage, me: string): string => {
  const body =
    message.messageType === 'file' && message.file
      ? `[file ${message.file.name}, ${fileSizeLabel(message.file.size)}, id ${message.file._id}]`
      : message.message.replace(/\r?\n/g, '\n    ');
  const read = ownReadState(message, me);
  return `${when(message.createdAt)}  ${senderName(message, me)}${read ? ` (${read})` : ''}:\n    ${body}`;
};

const postedLine = (message: ChatMessage) => `Sent in chat ${message.chatId} at ${when(message.createdAt)} (message ${message._id}).`;

export const listChatsCommand: Command = {
  path: ['chats', 'list'],
  summary: 'Your chats with support and your doctors, most recent first, with what is unread',
  options: {},
  run: signedIn(async (context, _values, { _id: me }) => {
    const chats = await context.get(AREAS.messagingAndAccount).listChats.execute();
    if (!chats.ok) {
      return reportFailure(context, chats.error);
    }
    context.output.result(chats.value, () =>
      table(
        ['ID', 'WITH', 'ABOUT', 'UNREAD', 'LAST MESSAGE', 'PREVIEW'],
        chats.value.map((chat: Chat) => [
          chat._id,
          chatTitle(chat),
          chatSubtitle(chat),
          String(chat.unreadCount),
          when(chat.lastMessageAt),
          chatPreview(chat, me).slice(0, 60),
        ]),
        'No chats yet. Ask a question with `chat ask`.',
      ),
    );
    return EXIT_CODES.ok;
  }),
};

export const readChatCommand: Command = {
  path: ['chat', 'read'],
  summary: "A chat's newest messages (or those before --before), marked read as the app marks what is seen",
  options: {
    chat: { type: 'string', description: 'chat id (see `chats list`)', required: true },
    before: { type: 'string', description: 'a message id: show the page of messages before it' },
    'keep-unread': { type: 'boolean', description: 'do not mark the messages read' },
  },
  run: signedIn(async (context, values, { _id: me }) => {
    const chatId = String(values.chat);
    const page = await context
      .get(AREAS.messagingAndAccount)
      .loadChatThread.execute({ chatId, before: typeof values.before === 'string' ? values.before : null });
    if (!page.ok) {
      return reportFailure(context, page.error);
    }
    const newest = page.value.messages.at(-1);
    if (newest && values['keep-unread'] !== true) {
      const marked = await context.get(AREAS.messagingAndAccount).markChatRead.execute({ chatId, upToMessageId: newest._id });
      if (!marked.ok) {
        return reportFailure(context, marked.error);
      }
    }
    const { chat, messages, nextBefore } = page.value;
    context.output.result({ chat: { _id: chat._id, kind: chat.kind, users: chat.users, subscription: chat.subscription }, messages, nextBefore }, () =>
      [
        `${chatTitle(chat)} (${chatSubtitle(chat)})`,
        '',
        ...(messages.length === 0 ? ['No messages yet.'] : messages.map((message) => messageLine(message, me))),
        ...(nextBefore ? ['', `Older messages: chat read --chat ${chat._id} --before ${nextBefore}`] : []),
      ].join('\n'),
    );
    return EXIT_CODES.ok;
  }),
};

export const sendChatMessageCommand: Command = {
  path: ['chat', 'send'],
  summary: 'Send a text message in one of your chats',
  options: {
    chat: { type: 'string', description: 'chat id', required: true },
    message: { type: 'string', description: 'the text (at most 4,000 characters)', required: true },
  },
  run: signedIn(async (context, values) => {
    const sent = await context.get(AREAS.messagingAndAccount).sendChatMessage.execute({ chatId: String(values.chat), text: String(values.message) });
    if (!sent.ok) {
      return reportFailure(context, sent.error);
    }
    context.output.result(sent.value, () => postedLine(sent.value));
    return EXIT_CODES.ok;
  }),
};

export const sendChatFileCommand: Command = {
  path: ['chat', 'send-file'],
  summary: 'Send a photo (JPEG, PNG, HEIC, WebP) or a PDF of at most 10 MB in one of your chats',
  options: {
    chat: { type: 'string', description: 'chat id', required: true },
    file: { type: 'string', description: 'path of the file to send', required: true },
  },
  run: signedIn(async (context, values) => {
    const path = String(values.file);
    let size: number;
    try {
      size = (await stat(path)).size;
    } catch {
      return usageError(context, `Cannot read ${path}`);
    }
    // The checks run on name and size first; the bytes are read only for a file that may go.
    const file = { name: basename(path), type: '', size, content: new Blob([]) };
    const content = size > 0 && size <= 10 * 1024 * 1024 ? new Blob([await readFile(path)]) : file.content;
    const sent = await context.get(AREAS.messagingAndAccount).sendChatFile.execute({ chatId: String(values.chat), file: { ...file, content } });
    if (!sent.ok) {
      return reportFailure(context, sent.error);
    }
    context.output.result(sent.value, () => postedLine(sent.value));
    return EXIT_CODES.ok;
  }),
};

export const askQuestionCommand: Command = {
  path: ['chat', 'ask'],
  summary: 'Ask a question: to your doctor (plan, call, side-effects) or support (account, order, photo, other)',
  options: {
    category: { type: 'string', description: `one of ${[...QUESTION_CATEGORIES.doctor, ...QUESTION_CATEGORIES.support].join(', ')}`, required: true },
    message: { type: 'string', description: 'the question', required: true },
    subscription: { type: 'string', description: 'doctor questions: the subscription it is about (default: your newest whose registration is done)' },
  },
  run: signedIn(async (context, values, user) => {
    const category = String(values.category);
    if (!isQuestionCategory('doctor', category) && !isQuestionCategory('support', category)) {
      return usageError(context, `--category must be one of ${[...QUESTION_CATEGORIES.doctor, ...QUESTION_CATEGORIES.support].join(', ')}`);
    }
    let subscriptionId = typeof values.subscription === 'string' ? values.subscription : undefined;
    if (isQuestionCategory('doctor', category) && subscriptionId === undefined) {
      const subscriptions = await context.get(AREAS.session).listSubscriptions.execute(user.patient?._id ?? '');
      if (!subscriptions.ok) return reportFailure(context, subscriptions.error);
      subscriptionId = doctorQuestionTreatment(subscriptions.value)?._id;
      if (!subscriptionId)
        return ruleRefusal(context, 'A question for a doctor needs a treatment whose registration is done: finish one, or ask support instead');
    }
    const asked = await context.get(AREAS.messagingAndAccount).askQuestion.execute({
      category,
      message: String(values.message),
      ...(subscriptionId ? { subscriptionId } : {}),
    });
    if (!asked.ok) {
      return reportFailure(context, asked.error);
    }
    context.output.result(asked.value, () => postedLine(asked.value));
    return EXIT_CODES.ok;
  }),
};
