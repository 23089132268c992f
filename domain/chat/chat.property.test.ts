import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { Chat, ChatMessage, ChatPeer } from '../entities/chat';
import { AVATAR_RULE, CHAT_FILE_RULE, chatTextError, fileType, uploadError } from './attachments';
import {
  chatPreview,
  chatSubtitle,
  chatTitle,
  fileSizeLabel,
  isReadBy,
  messageDateLabel,
  ownReadState,
  peerDisplayName,
  senderName,
  showsInline,
} from './chat-view';
import { compareMessages, markReadUpTo, mergeMessages, readMarkTarget } from './thread-messages';

const ME = 'a'.repeat(24);
const DOCTOR = 'd'.repeat(24);
const SUPPORT = 's'.repeat(24);

const peer = (over: Partial<ChatPeer>): ChatPeer => ({ _id: SUPPORT, role: 'support', firstName: null, lastName: null, avatar: null, doctorId: null, ...over });

const message = (n: number, over: Partial<ChatMessage> = {}): ChatMessage => ({
  _id: n.toString(16).padStart(24, '0'),
  chatId: 'c'.repeat(24),
  userId: n % 2 === 0 ? ME : SUPPORT,
  messageType: 'text',
  message: `Message ${n}`,
  file: null,
  createdAt: new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString(),
  whoHaveRead: n % 2 === 0 ? [ME] : [SUPPORT],
  user: { avatar: null },
  userName: n % 2 === 0 ? 'Jordan Demo' : 'Support',
  ...over,
});

const ids = (messages: readonly ChatMessage[]) => messages.map((m) => m._id);

describe('chat names and labels (spec §3)', () => {
  it("names the support team 'Support' by default, and peers by their names", () => {
    expect(peerDisplayName(peer({}))).toBe('Support');
    expect(peerDisplayName(peer({ firstName: '  ', lastName: null }))).toBe('Support');
    expect(peerDisplayName(peer({ firstName: 'Dana', lastName: 'Lee' }))).toBe('Dana Lee');
    expect(peerDisplayName(peer({ role: 'doctor' }))).toBe('Your doctor');
    expect(peerDisplayName(peer({ role: 'patient' }))).toBe('Patient');
    expect(chatTitle({ kind: 'doctor', users: [] })).toBe('Your doctor');
    // A chat whose care-team peer has another role than its kind still names that peer.
    expect(chatTitle({ kind: 'doctor', users: [peer({ _id: ME, role: 'patient' }), peer({ firstName: 'Dana' })] })).toBe('Dana');
    const doctorChat = {
      kind: 'doctor' as const,
      users: [peer({ _id: ME, role: 'patient', firstName: 'Jordan' }), peer({ _id: DOCTOR, role: 'doctor', firstName: 'Avery', lastName: 'Reed' })],
    };
    expect(chatTitle(doctorChat)).toBe('Avery Reed');
    // A doctor chat that support also joined is still named after the doctor.
    expect(chatTitle({ ...doctorChat, users: [peer({ firstName: 'Sam' }), ...doctorChat.users] })).toBe('Avery Reed');
    expect(chatTitle({ kind: 'support', users: [] })).toBe('Support');
    expect(chatSubtitle({ kind: 'doctor', subscription: { _id: 'x', productType: 'ed', status: 'active', productName: 'Sildenafil' } })).toBe(
      'Doctor · Sildenafil',
    );
    expect(chatSubtitle({ kind: 'support', subscription: null })).toBe('Care team');
    expect(chatSubtitle({ kind: 'doctor', subscription: null })).toBe('Doctor');
  });

  it("calls the patient's own messages 'You' and shows sent or read on them only", () => {
    expect(senderName(message(2), ME)).toBe('You');
    expect(senderName(message(1), ME)).toBe('Support');
    expect(senderName(message(1, { userName: ' ' }), ME)).toBe('Support');
    expect(ownReadState(message(2), ME)).toBe('sent');
    expect(ownReadState(message(2, { whoHaveRead: [ME, SUPPORT] }), ME)).toBe('read');
    expect(ownReadState(message(1), ME)).toBeNull();
  });

  it("counts the patient's own messages as read by the patient, whatever whoHaveRead says", () => {
    expect(isReadBy(message(2, { whoHaveRead: [] }), ME)).toBe(true);
    expect(isReadBy(message(1, { whoHaveRead: [ME] }), ME)).toBe(true);
    expect(isReadBy(message(1), ME)).toBe(false);
  });

  it('dates a message as MM-DD-YYYY HH:mm in the zone given, and sizes and previews files', () => {
    expect(messageDateLabel('2026-03-05T14:07:00.000Z', () => -300)).toBe('03-05-2026 09:07');
    expect(messageDateLabel('2026-03-05 14:07', () => 0)).toBe('');
    expect([900, 12 * 1024, 2.44 * 1024 * 1024, 10 * 1024 * 1024].map(fileSizeLabel)).toEqual(['900 B', '12 KB', '2.4 MB', '10.0 MB']);
    expect([1023, 1024, 1024 * 1024].map(fileSizeLabel)).toEqual(['1023 B', '1 KB', '1.0 MB']);
    for (const mimeType of ['image/jpeg', 'image/png', 'image/webp'] as const) expect(showsInline({ mimeType }), mimeType).toBe(true);
    expect(showsInline({ mimeType: 'image/heic' })).toBe(false);
    expect(showsInline({ mimeType: 'application/pdf' })).toBe(false);
    const chat = (messages: ChatMessage[]): Pick<Chat, 'messages'> => ({ messages });
    expect(chatPreview(chat([]), ME)).toBe('No messages yet');
    expect(chatPreview(chat([message(2, { message: 'Hi\n\nthere' })]), ME)).toBe('You: Hi there');
    expect(chatPreview(chat([message(1, { message: '\n  Hello  \n' })]), ME)).toBe('Hello');
    expect(chatPreview(chat([message(1, { messageType: 'file', message: 'scan.pdf' })]), ME)).toBe('Sent a file: scan.pdf');
  });
});

describe('a thread of messages, oldest first, each once', () => {
  it('appends newer messages, prepends older pages, and replaces a message seen again', () => {
    const thread = [message(3), message(4)];
    expect(ids(mergeMessages(thread, [message(5)]))).toEqual(ids([message(3), message(4), message(5)]));
    expect(ids(mergeMessages(thread, [message(1), message(2)]))).toEqual(ids([message(1), message(2), message(3), message(4)]));
    const readAgain = message(4, { whoHaveRead: [ME, SUPPORT] });
    expect(mergeMessages(thread, [readAgain])).toEqual([message(3), readAgain]);
    expect(mergeMessages(thread, [])).toBe(thread);
  });

  test.prop([fc.array(fc.array(fc.integer({ min: 0, max: 60 }), { maxLength: 12 }), { maxLength: 6 })])(
    'whatever order pages and events arrive in, the thread is sorted and holds each message once',
    (batches) => {
      let thread: readonly ChatMessage[] = [];
      for (const batch of batches)
        thread = mergeMessages(
          thread,
          batch.map((n) => message(n)),
        );
      const expected = [...new Set(batches.flat())].sort((a, b) => a - b).map((n) => message(n)._id);
      expect(ids(thread)).toEqual(expected);
    },
  );

  it('orders messages of the same instant by id, and a message without a zoned date first', () => {
    const at = '2026-01-01T00:00:00.000Z';
    const a = message(1, { createdAt: at });
    const b = message(2, { createdAt: at });
    expect([compareMessages(a, b), compareMessages(b, a), compareMessages(a, a)]).toEqual([-1, 1, 0]);
    expect(compareMessages(message(3, { createdAt: 'yesterday' }), a)).toBeLessThan(0);
  });

  it('marks messages read up to one, leaving later ones and those already read as they were', () => {
    const thread = [message(1), message(2), message(3), message(5)];
    const read = markReadUpTo(thread, message(3)._id, ME);
    expect(read.map((m) => m.whoHaveRead.includes(ME))).toEqual([true, true, true, false]);
    expect(read[1]).toBe(thread[1]);
    expect(markReadUpTo(read, message(3)._id, ME)).toBe(read);
    expect(markReadUpTo(thread, 'missing', ME)).toBe(thread);
    expect(markReadUpTo(thread, message(1)._id, ME).map((m) => m.whoHaveRead.includes(ME))).toEqual([true, true, false, false]);
  });

  it('asks for a read mark only when something seen is still unread', () => {
    const thread = [message(1, { whoHaveRead: [SUPPORT, ME] }), message(2), message(3), message(4)];
    expect(readMarkTarget(thread, 3, ME)).toBe(message(4)._id);
    expect(readMarkTarget(thread, 1, ME)).toBeNull();
    expect(readMarkTarget(markReadUpTo(thread, message(3)._id, ME), 3, ME)).toBeNull();
    expect(readMarkTarget(thread, 99, ME)).toBe(message(4)._id);
    expect(readMarkTarget([], 0, ME)).toBeNull();
    // Only the patient's own messages: nothing to mark.
    expect(readMarkTarget([message(2), message(4)], 1, ME)).toBeNull();
    expect(readMarkTarget(thread, -1, ME)).toBeNull();
    expect(readMarkTarget([message(1)], 0, ME)).toBe(message(1)._id);
    // Read marks only move forward: a care-team message read by the patient means all before it were read.
    expect(readMarkTarget([message(1), message(3, { whoHaveRead: [SUPPORT, ME] })], 1, ME)).toBeNull();
  });
});

describe('files and text checked before sending', () => {
  it('accepts images and PDFs up to 10 MB in chat, images up to 5 MB as an avatar', () => {
    expect(uploadError({ name: 'scan.pdf', type: 'application/pdf', size: 10 * 1024 * 1024 }, CHAT_FILE_RULE)).toBeNull();
    expect(uploadError({ name: 'scan.pdf', type: 'application/pdf', size: 10 * 1024 * 1024 + 1 }, CHAT_FILE_RULE)).toBe('Choose a file of at most 10 MB');
    expect(uploadError({ name: 'notes.txt', type: 'text/plain', size: 10 }, CHAT_FILE_RULE)).toBe('Send a photo (JPEG, PNG, HEIC or WebP) or a PDF');
    expect(uploadError({ name: 'me.heic', type: '', size: 10 }, AVATAR_RULE)).toBeNull();
    expect(uploadError({ name: 'scan.pdf', type: 'application/pdf', size: 10 }, AVATAR_RULE)).toBe('Choose a JPEG, PNG, HEIC or WebP image');
    expect(uploadError({ name: 'me.png', type: 'image/png', size: 5 * 1024 * 1024 + 1 }, AVATAR_RULE)).toBe('Choose a file of at most 5 MB');
    expect(uploadError({ name: 'me.png', type: 'image/png', size: 0 }, AVATAR_RULE)).toBe('This file is empty');
    expect(fileType({ name: 'IMG.HEIF', type: '' })).toBe('image/heic');
    expect(fileType({ name: 'noextension', type: '' })).toBe('');
    expect(fileType({ name: 'archive.zip', type: '' })).toBe('');
    expect(fileType({ name: 'photo', type: 'image/heif' })).toBe('image/heic');
  });

  it('reads the type from the extension when the browser reports none, and ignores blanks around them', () => {
    const byExtension = {
      'a.jpg': 'image/jpeg',
      'a.JPEG': 'image/jpeg',
      'a.png': 'image/png',
      'a.webp': 'image/webp',
      'a.pdf': 'application/pdf',
      'a.heic ': 'image/heic',
    };
    for (const [name, type] of Object.entries(byExtension)) expect(fileType({ name, type: '' }), name).toBe(type);
    expect(fileType({ name: 'scan.pdf.exe', type: '' })).toBe('');
    expect(fileType({ name: 'a.constructor', type: '' })).toBe('');
    expect(fileType({ name: 'a.pdf', type: ' image/PNG ' })).toBe('image/png');
  });

  it('refuses blank and overlong messages', () => {
    expect(chatTextError('  \n ')).toBe('Write a message first');
    expect(chatTextError(`  ${'x'.repeat(4000)}  `)).toBeNull();
    expect(chatTextError('x'.repeat(4001))).toBe('Keep a message to 4,000 characters');
  });
});
