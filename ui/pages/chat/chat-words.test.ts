import { afterEach, describe, expect, it } from 'vitest';
import type { Chat, ChatMessage } from '../../../domain/entities/chat';
import { fillPlaceholders } from '../../i18n/fill-placeholders';
import { spanishTranslator } from '../../i18n/spanish';
import { showLanguage } from '../../i18n/translate';
import { chatPreviewText, chatSubtitleText, chatTitleText, senderText } from './chat-words';

const ME = 'a'.repeat(24);
const SUPPORT = 's'.repeat(24);

const message = (over: Partial<ChatMessage>): ChatMessage => ({
  _id: 'b'.repeat(24),
  chatId: 'c'.repeat(24),
  userId: SUPPORT,
  messageType: 'text',
  message: 'Hello',
  file: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  whoHaveRead: [SUPPORT],
  user: { avatar: null },
  userName: 'Support',
  ...over,
});
const chat = (messages: ChatMessage[]): Pick<Chat, 'messages'> => ({ messages });
const sildenafil = { _id: 'x', productType: 'ed', status: 'active', productName: 'Sildenafil' } as const;

afterEach(() => showLanguage('en', fillPlaceholders));

describe('the chat list’s words', () => {
  it('read as the spec’s English', () => {
    expect(chatTitleText({ kind: 'doctor', users: [] })).toBe('Your doctor');
    expect(chatSubtitleText({ kind: 'doctor', subscription: sildenafil })).toBe('Doctor · Sildenafil');
    expect(chatSubtitleText({ kind: 'support', subscription: null })).toBe('Care team');
    expect(chatSubtitleText({ kind: 'doctor', subscription: null })).toBe('Doctor');
    expect(chatPreviewText(chat([]), ME)).toBe('No messages yet');
    expect(chatPreviewText(chat([message({ userId: ME, message: 'Hi\n\nthere' })]), ME)).toBe('You: Hi there');
    expect(chatPreviewText(chat([message({ message: '\n  Hello  \n' })]), ME)).toBe('Hello');
    expect(chatPreviewText(chat([message({ messageType: 'file', message: 'scan.pdf' })]), ME)).toBe('Sent a file: scan.pdf');
  });

  it('read in Spanish, a person’s name and a message as they are', () => {
    showLanguage('es', spanishTranslator());
    expect(chatTitleText({ kind: 'doctor', users: [] })).toBe('Su médico');
    expect(
      chatTitleText({ kind: 'doctor', users: [{ _id: 'd'.repeat(24), role: 'doctor', firstName: 'Avery', lastName: 'Reed', avatar: null, doctorId: null }] }),
    ).toBe('Avery Reed');
    expect(chatSubtitleText({ kind: 'doctor', subscription: sildenafil })).toBe('Médico · Sildenafil');
    expect(chatPreviewText(chat([message({ userId: ME, message: 'Hi' })]), ME)).toBe('Usted: Hi');
    expect(chatPreviewText(chat([message({ messageType: 'file', message: 'scan.pdf' })]), ME)).toBe('Envió un archivo: scan.pdf');
  });
});

describe('a message’s sender', () => {
  it('is “You” on the patient’s own messages, in their language, and a person’s name as it is', () => {
    const own = { userId: ME, userName: 'Paz Rivera' };
    const theirs = { userId: SUPPORT, userName: 'Nadia Raman' };
    expect(senderText(own, ME)).toBe('You');
    showLanguage('es', spanishTranslator());
    expect(senderText(own, ME)).toBe('Usted');
    expect(senderText(theirs, ME)).toBe('Nadia Raman');
  });
});
