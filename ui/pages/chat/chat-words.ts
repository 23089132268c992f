import type { Chat, ChatMessage } from '../../../domain/entities/chat';
import { chatTitle, isOwnMessage, senderName } from '../../../domain/chat/chat-view';
import { MESSAGES } from '../../../domain/feedback/messages';
import { msg } from '../../i18n/msg';
import { translate } from '../../i18n/translate';

/** The names chatTitle gives a peer without one: our words, unlike a person's name. */
const FALLBACK_NAMES: ReadonlySet<string> = new Set([MESSAGES.supportName, msg('Your doctor'), msg('Patient')]);

/** The chat's name in the patient's language: a person's name as it is, our fallback names translated. */
export const chatTitleText = (chat: Pick<Chat, 'users' | 'kind'>): string => {
  const title = chatTitle(chat);
  return FALLBACK_NAMES.has(title) ? translate(title) : title;
};

/** What the chat is about, under its title, in the patient's language (the terminal's is chatSubtitle's English). */
export const chatSubtitleText = (chat: Pick<Chat, 'kind' | 'subscription'>): string => {
  if (chat.kind === 'support') return translate('Care team');
  const product = chat.subscription?.productName;
  return product ? translate('Doctor · {product}', { product }) : translate('Doctor');
};

/** The latest message in one line for the chat list, in the patient's language. */
export const chatPreviewText = (chat: Pick<Chat, 'messages'>, myUserId: string): string => {
  const latest = chat.messages.at(-1);
  if (!latest) return translate('No messages yet');
  const text = latest.messageType === 'file' ? translate('Sent a file: {name}', { name: latest.message }) : latest.message.replace(/\s+/g, ' ').trim();
  return isOwnMessage(latest, myUserId) ? translate('You: {text}', { text }) : text;
};

/** The sender's name on a message in the patient's language: 'You' on their own, a person's name as it is. */
export const senderText = (message: Pick<ChatMessage, 'userId' | 'userName'>, myUserId: string): string => {
  const name = senderName(message, myUserId);
  return isOwnMessage(message, myUserId) ? translate('You') : FALLBACK_NAMES.has(name) ? translate(name) : name;
};
