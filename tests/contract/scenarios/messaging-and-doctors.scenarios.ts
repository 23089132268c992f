import { describe, expect, it } from 'vitest';
import { postCareTeamReply } from '../../../server/chat/care-team-reply';
import { postMessage } from '../../../server/chat/chat-messages.repository';
import { findChatById } from '../../../server/chat/chats.repository';
import { newId } from '../../../server/ids';
import { createNotice } from '../../../server/notices/notices.repository';
import type { RunningReferenceServer } from '../../../server/reference-server';
import { DEMO_ACCOUNTS } from '../../../server/seed/seed-demo-data';
import type { ContractClient } from '../contract-client';

type Message = { _id: string; chatId: string; userId: string; messageType: string; message: string; whoHaveRead: string[]; category?: string };
type Peer = { _id: string; role: string; firstName: string | null; doctorId: string | null };
type Chat = { _id: string; kind: string; subscriptionId: string | null; users: Peer[]; messages: Message[]; unreadCount: number };
type Doctor = { _id: string; user: { firstName: string; lastName: string }; licenses: { state: string; product: string }[] };
type Notice = { _id: string; hasRead: boolean; type: string; message: string };

/** A small but real PDF: ASCII only, so it travels in a text body unchanged. */
const PDF =
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
const BOUNDARY = 'contract-boundary-7f3a';
const multipart = (filename: string, content: string, field = 'file') => ({
  rawBody: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n${content}\r\n--${BOUNDARY}--\r\n`,
  headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
});

/** Chat, notices and doctors: chats with support and doctor peers, unread counts, files, notices, public doctor profiles. */
export const messagingAndDoctorsScenarios = (api: () => ContractClient, server: () => RunningReferenceServer) => {
  const db = () => server().context.db;

  const newPatient = async (email: string) => {
    const token = await api().signUpAndIn(email);
    const created = await api().call('POST', '/api/patient', { token, body: { email, firstName: 'Pat', lastName: email.split('@')[0] } });
    const { userId, patientId } = created.body.data?.[0] as { userId: string; patientId: string };
    return { token, userId, patientId };
  };

  /** Subscriptions are another area's operations; here the row is set up directly. */
  const addSubscription = async (patientId: string, productType: string): Promise<string> => {
    const id = newId();
    const doc = { _id: id, status: 'pending', productType, patientId, doctorId: null, registrationStep: 'done', registrationStepsOrder: ['basic'] };
    await db().query('insert into subscriptions (id, patient_id, doc) values ($1, $2, $3)', [id, patientId, doc]);
    return id;
  };

  const careTeamReplies = async (chatId: string, text: string) => {
    const chat = await findChatById(db(), chatId);
    if (!chat) throw new Error(`no chat ${chatId}`);
    await db().transaction((tx) => postCareTeamReply(tx, chat, text, new Date()));
  };

  const ask = async (token: string, body: object) => api().call('POST', '/api/chat/question-to-doctor', { token, body });
  const firstMessage = (result: { body: { data?: unknown[] } }) => result.body.data?.[0] as Message;
  const getChat = async (token: string, query: string) => api().call('GET', `/api/chat?${query}`, { token });
  const unread = async (token: string) =>
    (await api().call('GET', '/api/chat/unread-messages', { token })).body as unknown as {
      data: { chatId: string; count: number }[];
      total: number;
    };

  describe('messaging and doctors', () => {
    it('needs a valid token everywhere', async () => {
      for (const path of ['/api/chats', '/api/chat/unread-messages', '/api/notices', '/api/doctors', '/api/assigned-doctor']) {
        expect((await api().call('GET', path)).status, path).toBe(401);
      }
      expect((await ask('not.a.token', { category: 'other', message: 'Hi' })).status).toBe(401);
    });

    it('refuses accounts that are not patients', async () => {
      const doctor = await api().call('POST', '/identity/sign-in', { body: DEMO_ACCOUNTS.doctor });
      const token = (doctor.body.data?.[0] as { accessToken: string }).accessToken;
      expect(await api().call('GET', '/api/chats', { token })).toMatchObject({ status: 404, body: { message: 'Patient not found' } });
    });

    it('opens the support chat with a support question, continues it and keeps text as written', async () => {
      const { token, userId } = await newPatient('chat.support@example.com');
      expect((await api().call('GET', '/api/chats', { token })).body.data).toEqual([]);
      expect(await unread(token)).toMatchObject({ data: [], total: 0 });

      const asked = await ask(token, { category: 'account', message: 'How do I change my e-mail address?' });
      expect(asked.status).toBe(201);
      const question = firstMessage(asked);
      expect(question).toMatchObject({ userId, messageType: 'text', category: 'account', whoHaveRead: [userId], userName: 'Pat chat.support' });
      const again = firstMessage(await ask(token, { category: 'order', message: 'And where is my order?' }));
      expect(again.chatId).toBe(question.chatId);

      const markup = '<img src=x onerror=alert(1)> **not markdown** https://example.com';
      const sent = await api().call('POST', `/api/chat/${question.chatId}/messages`, { token, body: { message: markup } });
      expect(sent.status).toBe(201);
      expect(firstMessage(sent).message).toBe(markup);

      const chats = (await api().call('GET', '/api/chats', { token })).body.data as Chat[];
      expect(chats).toHaveLength(1);
      expect(chats[0]).toMatchObject({ _id: question.chatId, kind: 'support', subscriptionId: null, unreadCount: 0 });
      expect(chats[0]?.users.map((peer) => [peer.role, peer.firstName])).toEqual([
        ['patient', 'Pat'],
        ['support', 'Support'],
      ]);
      expect(chats[0]?.messages.map((message) => message.message)).toEqual([markup]);

      const thread = (await getChat(token, `chatId=${question.chatId}`)).body.data?.[0] as Chat;
      expect(thread.messages.map((message) => message.message)).toEqual(['How do I change my e-mail address?', 'And where is my order?', markup]);
    });

    it('refuses bad questions and messages, writing nothing', async () => {
      const { token, patientId } = await newPatient('chat.bad@example.com');
      const subscriptionId = await addSubscription(patientId, 'ed');
      expect(await ask(token, { category: 'other', message: '   ' })).toMatchObject({ status: 400, body: { message: 'The message is empty' } });
      expect((await ask(token, { category: 'other', message: 'x'.repeat(4001) })).status).toBe(400);
      expect((await ask(token, { category: 'billing', message: 'Hi' })).status).toBe(400);
      expect(await ask(token, { category: 'other', message: 'Hi', urgent: true })).toMatchObject({
        status: 400,
        body: { message: "Invalid body: unknown field 'urgent'" },
      });
      expect(await ask(token, { category: 'photo', message: 'Hi', subscriptionId })).toMatchObject({
        status: 400,
        body: { message: 'subscriptionId is only for doctor questions (plan, call, side-effects)' },
      });
      expect((await api().call('GET', '/api/chats', { token })).body.data).toEqual([]);

      const chatId = firstMessage(await ask(token, { category: 'other', message: 'Hello' })).chatId;
      expect(await api().call('POST', `/api/chat/${chatId}/messages`, { token, body: { message: '\n\t ' } })).toMatchObject({ status: 400 });
      expect((await api().call('POST', `/api/chat/${chatId}/messages`, { token, body: { text: 'Hi' } })).status).toBe(400);
      expect((await api().call('POST', `/api/chat/${chatId}/messages`, { token, rawBody: '{"message":' })).body.message).toBe('Malformed JSON body');
      expect(await getChat(token, `chatId=${chatId}&subscriptionId=${subscriptionId}`)).toMatchObject({
        status: 400,
        body: { message: 'Give either chatId or subscriptionId' },
      });
      expect((await getChat(token, '')).status).toBe(400);
      expect((await getChat(token, `chatId=${chatId}&limit=0`)).status).toBe(400);
      expect((await getChat(token, `chatId=${chatId}&limit=201`)).status).toBe(400);
      expect(((await getChat(token, `chatId=${chatId}`)).body.data?.[0] as Chat).messages).toHaveLength(1);
    });

    it('counts a care-team reply as unread, with a notice, until the patient reads the chat', async () => {
      const { token, userId } = await newPatient('chat.unread@example.com');
      const chatId = firstMessage(await ask(token, { category: 'photo', message: 'My ID photo was refused, why?' })).chatId;
      await careTeamReplies(chatId, 'The photo was blurry: please take it again in good light.');
      await careTeamReplies(chatId, 'You can retake it from your dashboard.');
      expect(await unread(token)).toEqual({ status: 'success', data: [{ chatId, count: 2 }], total: 2 });

      const thread = (await getChat(token, `chatId=${chatId}`)).body.data?.[0] as Chat;
      const [question, firstReply, secondReply] = thread.messages;
      const supportId = thread.users[1]?._id ?? '';
      expect(thread.unreadCount).toBe(2);
      expect(question?.whoHaveRead).toEqual([userId, supportId]);
      expect(firstReply?.whoHaveRead).toEqual([supportId]);

      const notices = (await api().call('GET', '/api/notices', { token })).body;
      expect(notices.data).toMatchObject([
        { type: 'message', message: 'New message from Support', hasRead: false, data: { chatId } },
        { type: 'message', message: 'New message from Support', hasRead: false, data: { chatId } },
      ]);

      const partly = await api().call('POST', `/api/chat/${chatId}/read`, { token, body: { upToMessageId: firstReply?._id } });
      expect(partly.body).toMatchObject({ data: [{ chatId, count: 1 }], total: 1 });
      // The read mark never moves back.
      await api().call('POST', `/api/chat/${chatId}/read`, { token, body: { upToMessageId: question?._id } });
      expect((await unread(token)).total).toBe(1);
      expect((await api().call('POST', `/api/chat/${chatId}/read`, { token })).body).toMatchObject({ total: 0 });
      const read = (await getChat(token, `chatId=${chatId}`)).body.data?.[0] as Chat;
      expect(read.messages.find((message) => message._id === secondReply?._id)?.whoHaveRead).toEqual([supportId, userId]);
      expect(read.unreadCount).toBe(0);
      expect((await api().call('POST', `/api/chat/${chatId}/read`, { token, body: { upToMessageId: newId() } })).status).toBe(404);
    });

    it('pages a long thread with a cursor, oldest first within a page', async () => {
      const { token, userId } = await newPatient('chat.long@example.com');
      const chatId = firstMessage(await ask(token, { category: 'other', message: 'message 0' })).chatId;
      await db().transaction(async (tx) => {
        for (let index = 1; index < 120; index += 1) {
          await postMessage(tx, { chatId, userId, message: `message ${index}`, createdAt: new Date() });
        }
      });
      const texts: string[] = [];
      let before: string | null = null;
      for (const expected of [50, 50, 20]) {
        const page = await getChat(token, `chatId=${chatId}&limit=50${before ? `&before=${before}` : ''}`);
        const chat = page.body.data?.[0] as Chat;
        const pagination = page.body.pagination as { hasMore: boolean; nextBefore: string | null; limit: number };
        expect(chat.messages).toHaveLength(expected);
        texts.unshift(...chat.messages.map((message) => message.message));
        expect(pagination).toEqual({ limit: 50, hasMore: expected === 50, nextBefore: expected === 50 ? chat.messages[0]?._id : null });
        before = pagination.nextBefore;
      }
      expect(texts).toEqual(Array.from({ length: 120 }, (_, index) => `message ${index}`));
      const otherChat = firstMessage(await ask((await newPatient('chat.long2@example.com')).token, { category: 'other', message: 'x' }));
      expect(await getChat(token, `chatId=${chatId}&before=${otherChat._id}`)).toMatchObject({
        status: 404,
        body: { message: 'Message not found in this chat' },
      });
    });

    it('sends a PDF, serves it back to the chat, and refuses what is not an image or a PDF', async () => {
      const { token, userId } = await newPatient('chat.files@example.com');
      const chatId = firstMessage(await ask(token, { category: 'other', message: 'Sending my lab results' })).chatId;
      const sent = await api().call('POST', `/api/chat/${chatId}/send-file`, { token, ...multipart('lab-results.pdf', PDF) });
      expect(sent.status).toBe(201);
      const message = sent.body.data?.[0] as Message & { file: { _id: string; name: string; mimeType: string; size: number } };
      expect(message).toMatchObject({
        messageType: 'file',
        message: 'lab-results.pdf',
        userId,
        file: { name: 'lab-results.pdf', mimeType: 'application/pdf', size: PDF.length },
      });

      const download = await fetch(`${server().apiBase()}/api/chat/${chatId}/files/${message.file._id}`, { headers: { authorization: `Bearer ${token}` } });
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('application/pdf');
      expect(await download.text()).toBe(PDF);

      expect(await api().call('POST', `/api/chat/${chatId}/send-file`, { token, ...multipart('notes.pdf', 'just text, not a PDF') })).toMatchObject({
        status: 415,
      });
      expect(await api().call('POST', `/api/chat/${chatId}/send-file`, { token, ...multipart('empty.pdf', '') })).toMatchObject({
        status: 400,
        body: { message: 'The file is empty' },
      });
      expect(await api().call('POST', `/api/chat/${chatId}/send-file`, { token, ...multipart('x.pdf', PDF, 'attachment') })).toMatchObject({
        status: 400,
        body: { message: "Missing file field 'file'" },
      });
      expect((await api().call('POST', `/api/chat/${chatId}/send-file`, { token, ...multipart('big.pdf', PDF + 'x'.repeat(10 * 1024 * 1024)) })).status).toBe(
        413,
      );
      expect((await api().call('POST', `/api/chat/${chatId}/send-file`, { token, body: { file: PDF } })).status).toBe(400);
      const thread = (await getChat(token, `chatId=${chatId}`)).body.data?.[0] as Chat;
      expect(thread.messages.map((m) => m.messageType)).toEqual(['text', 'file']);
    });

    it("sends a doctor question to the subscription's doctor chat, assigning a doctor licensed in the patient's state", async () => {
      const patient = await newPatient('chat.doctor@example.com');
      expect(await ask(patient.token, { category: 'call', message: 'Can we talk?' })).toMatchObject({
        status: 409,
        body: { message: 'A question for a doctor needs a treatment: start one, or ask support instead' },
      });
      const subscriptionId = await addSubscription(patient.patientId, 'wl');
      await db().query(`update patients set doc = jsonb_set(doc, '{shipping}', '{"state": "GA"}') where id = $1`, [patient.patientId]);
      expect((await api().call('GET', `/api/assigned-doctor?subscriptionId=${subscriptionId}`, { token: patient.token })).body.data).toEqual([]);
      expect(await getChat(patient.token, `subscriptionId=${subscriptionId}`)).toMatchObject({ status: 404, body: { message: 'Chat not found' } });

      const asked = await ask(patient.token, { category: 'side-effects', message: 'I feel nauseous in the mornings.' });
      expect(asked.status).toBe(201);
      const chat = (await getChat(patient.token, `subscriptionId=${subscriptionId}`)).body.data?.[0] as Chat;
      expect(chat).toMatchObject({ _id: firstMessage(asked).chatId, kind: 'doctor', subscriptionId, subscription: { _id: subscriptionId, productType: 'wl' } });
      const doctorPeer = chat.users[1];
      // The least busy doctor licensed for weight loss in Georgia (Dr. Raman already has the demo patient).
      expect(doctorPeer).toMatchObject({ role: 'doctor', firstName: 'Omar', lastName: 'Haddad' });

      const assigned = await api().call('GET', `/api/assigned-doctor?product=wl&status=active`, { token: patient.token });
      expect(assigned.body.data).toMatchObject([
        { status: 'active', product: 'wl', subscriptionId, doctor: { _id: doctorPeer?.doctorId, user: { lastName: 'Haddad' } } },
      ]);
      expect((await api().call('GET', `/api/assigned-doctor?status=inactive`, { token: patient.token })).body.data).toEqual([]);
      expect((await api().call('GET', '/me', { token: patient.token })).body.data?.[0]).toMatchObject({
        subscriptions: [{ _id: subscriptionId, doctorId: doctorPeer?.doctorId }],
      });
      const followUp = await ask(patient.token, { category: 'plan', message: 'Should I change my dose?', subscriptionId });
      expect(firstMessage(followUp).chatId).toBe(chat._id);
      expect((await api().call('GET', '/api/assigned-doctor', { token: patient.token })).body.data).toHaveLength(1);
    });

    it("shows the demo patient's seeded chats: support, and the doctor chat with one unread answer", async () => {
      const signedIn = await api().call('POST', '/identity/sign-in', { body: DEMO_ACCOUNTS.patient });
      const token = (signedIn.body.data?.[0] as { accessToken: string }).accessToken;
      const chats = (await api().call('GET', '/api/chats', { token })).body.data as Chat[];
      expect(chats.map((chat) => [chat.kind, chat.unreadCount])).toEqual([
        ['doctor', 1],
        ['support', 0],
      ]);
      const doctorPeer = chats[0]?.users[1];
      const profile = await api().call('GET', `/api/doctor/${doctorPeer?.doctorId}`, { token });
      expect(profile.body.data?.[0]).toMatchObject({ user: { firstName: 'Avery', lastName: 'Reed' }, suffix: 'MD', photo: '/doctors/avery-reed.png' });
      const notices = (await api().call('GET', '/api/notices', { token })).body;
      expect((notices.metadata as { unread: number }).unread).toBeGreaterThan(0);
    });

    it("lists active doctors' public profiles, filtered by unexpired licenses, and never their private details", async () => {
      const { token } = await newPatient('doctors.list@example.com');
      const all = await api().call('GET', '/api/doctors', { token });
      const names = (result: { body: { data?: unknown[] } }) => (result.body.data as Doctor[]).map((doctor) => doctor.user.lastName);
      expect(names(all)).toEqual(['Brooks', 'Castillo', 'Haddad', 'Lindqvist', 'Okafor', 'Raman', 'Reed', 'Sokolova']);
      expect(all.body.pagination).toEqual({ page: 1, limit: 10, total: 8, totalPages: 1, nextPage: null, prevPage: null });
      const firstPage = await api().call('GET', '/api/doctors?limit=3&page=1', { token });
      expect(firstPage.body.pagination).toMatchObject({ total: 8, totalPages: 3, nextPage: 2 });
      expect(names(await api().call('GET', '/api/doctors?limit=3&page=2', { token }))).toEqual(['Lindqvist', 'Okafor', 'Raman']);
      expect(names(await api().call('GET', '/api/doctors?state=NY&product=wl', { token }))).toEqual(['Haddad', 'Reed', 'Sokolova']);
      // Dr. Sokolova's Pennsylvania licence has expired.
      expect(names(await api().call('GET', '/api/doctors?state=PA&product=wl', { token }))).toEqual(['Haddad']);
      expect(names(await api().call('GET', '/api/doctors?state=CA', { token }))).toEqual(['Castillo', 'Lindqvist', 'Okafor', 'Reed']);
      expect(names(await api().call('GET', '/api/doctors?product=hl', { token }))).toEqual(['Brooks', 'Castillo', 'Okafor', 'Reed']);
      expect(names(await api().call('GET', '/api/doctors?search=PRIY', { token }))).toEqual(['Raman']);
      expect(names(await api().call('GET', '/api/doctors?search=%25', { token }))).toEqual([]);
      expect((await api().call('GET', '/api/doctors?state=ny', { token })).status).toBe(400);
      expect((await api().call('GET', '/api/doctors?product=xx', { token })).status).toBe(400);
      expect((await api().call('GET', '/api/doctors?limit=51', { token })).status).toBe(400);

      const reed = (all.body.data as Doctor[]).find((doctor) => doctor.user.lastName === 'Reed');
      const profile = await api().call('GET', `/api/doctor/${reed?._id}`, { token });
      expect(profile.status).toBe(200);
      const text = JSON.stringify(profile.body);
      for (const secret of ['avery.reed.home@example.com', '1981-03-14', '+14155550142', '2100 Mission St', 'dr.reed@vireo.example']) {
        expect(text).not.toContain(secret);
      }
      const states = (profile.body.data?.[0] as Doctor).licenses.map((license) => license.state);
      expect(states).toEqual([...states].sort());
      expect(await api().call('GET', `/api/doctor/${newId()}`, { token })).toMatchObject({ status: 404, body: { message: 'Doctor not found' } });
    });

    it('pages notices newest first with the unread count, and marks one read', async () => {
      const { token, userId } = await newPatient('notices.page@example.com');
      const start = Date.now() - 60_000;
      await db().transaction(async (tx) => {
        for (let index = 0; index < 12; index += 1) {
          await createNotice(tx, { userId, message: `Notice ${index}`, createdAt: new Date(start + index * 1000) });
        }
      });
      const first = await api().call('GET', '/api/notices?limit=10&page=1', { token });
      expect((first.body.data as Notice[]).map((notice) => notice.message)).toEqual(Array.from({ length: 10 }, (_, i) => `Notice ${11 - i}`));
      expect(first.body.data?.[0]).toMatchObject({ type: 'system', hasRead: false, data: {} });
      expect(first.body).toMatchObject({ pagination: { page: 1, limit: 10, total: 12, totalPages: 2, nextPage: 2, prevPage: null }, metadata: { unread: 12 } });
      const second = await api().call('GET', '/api/notices?limit=10&page=2', { token });
      expect((second.body.data as Notice[]).map((notice) => notice.message)).toEqual(['Notice 1', 'Notice 0']);
      expect(second.body.pagination).toMatchObject({ nextPage: null, prevPage: 1 });

      const noticeId = (first.body.data?.[0] as Notice)._id;
      expect((await api().call('PATCH', `/api/notices/${noticeId}/read`, { token })).body.data?.[0]).toMatchObject({ _id: noticeId, hasRead: true });
      expect((await api().call('PATCH', `/api/notices/${noticeId}/read`, { token })).status).toBe(200);
      expect((await api().call('GET', '/api/notices', { token })).body.metadata).toEqual({ unread: 11 });
      expect((await api().call('PATCH', `/api/notices/${newId()}/read`, { token })).status).toBe(404);
      for (const query of ['limit=0', 'limit=51', 'page=0', 'page=two']) {
        expect((await api().call('GET', `/api/notices?${query}`, { token })).status, query).toBe(400);
      }
    });

    it("gives each of two patients 404 for the other's chats, files, subscriptions and notices, and writes nothing", async () => {
      const setUp = async (email: string) => {
        const patient = await newPatient(email);
        const subscriptionId = await addSubscription(patient.patientId, 'ed');
        const supportChatId = firstMessage(await ask(patient.token, { category: 'other', message: `from ${email}` })).chatId;
        const doctorChatId = firstMessage(await ask(patient.token, { category: 'plan', message: 'plan question', subscriptionId })).chatId;
        const sent = await api().call('POST', `/api/chat/${supportChatId}/send-file`, { token: patient.token, ...multipart('private.pdf', PDF) });
        const fileId = (sent.body.data?.[0] as { file: { _id: string } }).file._id;
        const notice = await db().transaction((tx) => createNotice(tx, { userId: patient.userId, message: 'Private notice', createdAt: new Date() }));
        return { ...patient, email, subscriptionId, supportChatId, doctorChatId, fileId, noticeId: notice._id };
      };
      const alice = await setUp('alice.messaging@example.com');
      const bob = await setUp('bob.messaging@example.com');
      for (const [intruder, owner] of [
        [bob, alice],
        [alice, bob],
      ] as const) {
        const token = intruder.token;
        for (const chatId of [owner.supportChatId, owner.doctorChatId]) {
          expect((await getChat(token, `chatId=${chatId}`)).status).toBe(404);
          expect((await api().call('POST', `/api/chat/${chatId}/messages`, { token, body: { message: 'intrusion' } })).status).toBe(404);
          expect((await api().call('POST', `/api/chat/${chatId}/send-file`, { token, ...multipart('x.pdf', PDF) })).status).toBe(404);
          expect((await api().call('POST', `/api/chat/${chatId}/read`, { token })).status).toBe(404);
        }
        for (const chatId of [owner.supportChatId, intruder.supportChatId]) {
          const download = await fetch(`${server().apiBase()}/api/chat/${chatId}/files/${owner.fileId}`, { headers: { authorization: `Bearer ${token}` } });
          expect(download.status).toBe(404);
          expect(await download.text()).not.toContain('%PDF');
        }
        expect((await getChat(token, `subscriptionId=${owner.subscriptionId}`)).status).toBe(404);
        expect((await ask(token, { category: 'call', message: 'intrusion', subscriptionId: owner.subscriptionId })).status).toBe(404);
        expect((await api().call('GET', `/api/assigned-doctor?subscriptionId=${owner.subscriptionId}`, { token })).status).toBe(404);
        expect((await api().call('PATCH', `/api/notices/${owner.noticeId}/read`, { token })).status).toBe(404);
        const ownChats = (await api().call('GET', '/api/chats', { token })).body.data as Chat[];
        expect(ownChats.map((chat) => chat._id).sort()).toEqual([intruder.supportChatId, intruder.doctorChatId].sort());
      }
      for (const owner of [alice, bob]) {
        const thread = (await getChat(owner.token, `chatId=${owner.supportChatId}`)).body.data?.[0] as Chat;
        expect(thread.messages.map((message) => message.message)).toEqual([`from ${owner.email}`, 'private.pdf']);
        const notices = (await api().call('GET', '/api/notices', { token: owner.token })).body.data as Notice[];
        expect(notices.map((notice) => [notice.message, notice.hasRead])).toEqual([['Private notice', false]]);
      }
    });
  });
};
