import { describe, expect, it } from 'vitest';
import { createApiClient } from './api-client';
import { HttpAccountAdapter } from './http-account.adapter';
import { HttpAddressAdapter } from './http-address.adapter';
import { HttpChatAdapter } from './http-chat.adapter';
import { HttpDoctorsAdapter } from './http-doctors.adapter';

const ID = (n: number) => n.toString(16).padStart(24, '0');

const message = {
  _id: ID(1),
  chatId: ID(2),
  userId: ID(3),
  messageType: 'file',
  message: 'scan.pdf',
  file: { _id: ID(4), name: 'scan.pdf', mimeType: 'application/pdf', size: 1200 },
  category: 'order',
  createdAt: '2026-11-22T10:00:00.000Z',
  whoHaveRead: [ID(3)],
  user: { avatar: null },
  userName: 'Jordan Demo',
};
const chat = {
  _id: ID(2),
  kind: 'support',
  subscriptionId: null,
  users: [{ _id: ID(5), role: 'support', firstName: 'Support', lastName: null, avatar: null, doctorId: null }],
  messages: [message],
  subscription: null,
  unreadCount: 0,
  createdAt: '2026-11-01T10:00:00.000Z',
  lastMessageAt: '2026-11-22T10:00:00.000Z',
};

interface Recorded {
  readonly line: string;
  readonly contentType: string | null;
  readonly form: FormData | null;
}

/** An API client whose server answers `body` with `status`, recording each request. */
const apiAnswering = (status: number, body: unknown, contentType = 'application/json') => {
  const requests: Recorded[] = [];
  const api = createApiClient({
    baseUrl: 'http://api.test/backend',
    fetch: async (input) => {
      const request = input as Request;
      const url = new URL(request.url);
      const type = request.headers.get('content-type');
      const form = type?.startsWith('multipart/form-data') ? await request.formData() : null;
      const sent = request.method === 'GET' || form ? '' : await request.text();
      requests.push({ line: `${request.method} ${url.pathname}${url.search}${sent ? ` ${sent}` : ''}`, contentType: type, form });
      const payload = body instanceof Blob ? body : JSON.stringify(body);
      return new Response(payload, { status, headers: { 'content-type': contentType } });
    },
  });
  return { api, requests, lines: () => requests.map((r) => r.line) };
};

describe('chats over HTTP', () => {
  it('reads a page of a thread by chat id, with the cursor of the next older page only when there is one', async () => {
    const { api, lines } = apiAnswering(200, { status: 'success', data: [chat], pagination: { limit: 50, hasMore: true, nextBefore: ID(1) } });
    const page = await new HttpChatAdapter(api).thread(ID(2), { before: ID(9), limit: 50 });
    expect(page).toMatchObject({ ok: true, value: { nextBefore: ID(1), messages: [{ _id: ID(1), file: { name: 'scan.pdf' } }] } });
    await new HttpChatAdapter(api).thread(ID(2), { before: null, limit: 50 });
    expect(lines()).toEqual([`GET /backend/api/chat?chatId=${ID(2)}&limit=50&before=${ID(9)}`, `GET /backend/api/chat?chatId=${ID(2)}&limit=50`]);
    const last = apiAnswering(200, { status: 'success', data: [chat], pagination: { limit: 50, hasMore: false, nextBefore: null } });
    expect(await new HttpChatAdapter(last.api).thread(ID(2), { before: null, limit: 50 })).toMatchObject({ ok: true, value: { nextBefore: null } });
  });

  it('sends text as JSON, a file as the multipart field `file` with its name, and read marks up to a message', async () => {
    const { api, requests, lines } = apiAnswering(201, { status: 'success', data: [message] });
    const chats = new HttpChatAdapter(api);
    await chats.sendMessage(ID(2), 'Hello');
    await chats.sendMessage(ID(2), 'Again', 'key-0123456789abcdef');
    const content = new Blob(['%PDF-1.7 test'], { type: 'application/pdf' });
    expect(await chats.sendFile(ID(2), { name: 'scan.pdf', type: 'application/pdf', size: content.size, content })).toMatchObject({
      ok: true,
      value: { messageType: 'file' },
    });
    await chats.askQuestion({ category: 'plan', message: 'Can I take it with food?', subscriptionId: ID(7) });
    expect(lines()).toEqual([
      `POST /backend/api/chat/${ID(2)}/messages {"message":"Hello"}`,
      `POST /backend/api/chat/${ID(2)}/messages {"message":"Again","idempotencyKey":"key-0123456789abcdef"}`,
      `POST /backend/api/chat/${ID(2)}/send-file`,
      `POST /backend/api/chat/question-to-doctor {"category":"plan","message":"Can I take it with food?","subscriptionId":"${ID(7)}"}`,
    ]);
    const sentFile = requests[2]?.form?.get('file') as File;
    expect([sentFile.name, await sentFile.text()]).toEqual(['scan.pdf', '%PDF-1.7 test']);

    const counts = apiAnswering(200, { status: 'success', data: [{ chatId: ID(2), count: 0 }], total: 0 });
    expect(await new HttpChatAdapter(counts.api).markRead(ID(2), ID(1))).toEqual({ ok: true, value: { byChat: [{ chatId: ID(2), count: 0 }], total: 0 } });
    await new HttpChatAdapter(counts.api).markRead(ID(2), null);
    expect(counts.lines()).toEqual([`POST /backend/api/chat/${ID(2)}/read {"upToMessageId":"${ID(1)}"}`, `POST /backend/api/chat/${ID(2)}/read {}`]);
  });

  it("downloads a file's bytes with the token's request, never through a URL the patient can copy", async () => {
    const { api, lines } = apiAnswering(200, new Blob([new Uint8Array([0x25, 0x50, 0x44, 0x46])]), 'application/pdf');
    const file = await new HttpChatAdapter(api).downloadFile(ID(2), ID(4));
    expect(file.ok && file.value.size).toBe(4);
    expect(lines()).toEqual([`GET /backend/api/chat/${ID(2)}/files/${ID(4)}`]);
    const missing = apiAnswering(404, { status: 'error', message: 'File not found' });
    expect(await new HttpChatAdapter(missing.api).downloadFile(ID(2), ID(4))).toEqual({
      ok: false,
      error: { message: 'File not found', statusCode: 404, code: 'not_found' },
    });
  });

  it('refuses a message of the wrong shape instead of showing half of it', async () => {
    const { api } = apiAnswering(201, { status: 'success', data: [{ ...message, whoHaveRead: 'everyone' }] });
    expect(await new HttpChatAdapter(api).sendMessage(ID(2), 'Hi')).toMatchObject({ ok: false, error: { statusCode: 502 } });
  });
});

describe('the account over HTTP', () => {
  it('sends partial updates to the user and the patient', async () => {
    const { api, lines } = apiAnswering(400, { status: 'error', message: 'stop here' });
    const account = new HttpAccountAdapter(api);
    await account.updateUser(ID(1), { firstName: 'Sam', notificationPreference: { sms: false }, chatNoticeAlert: false });
    await account.updatePatient(ID(2), { basic: { birthDate: '1990-04-12' }, height: 5.75 });
    expect(lines()).toEqual([
      `PUT /backend/api/user/${ID(1)} {"firstName":"Sam","notificationPreference":{"sms":false},"chatNoticeAlert":false}`,
      `PUT /backend/api/patient/${ID(2)} {"basic":{"birthDate":"1990-04-12"},"height":5.75}`,
    ]);
  });

  it('uploads the avatar as the multipart field `file` and reads it back by its id with the token', async () => {
    const { api, requests, lines } = apiAnswering(415, { status: 'error', message: 'This file is not an accepted image' });
    const content = new Blob(['not really a png']);
    expect(await new HttpAccountAdapter(api).uploadAvatar({ name: 'me.png', type: 'image/png', size: content.size, content })).toEqual({
      ok: false,
      error: { message: 'This file is not an accepted image', statusCode: 415, code: 'unsupported_media_type' },
    });
    await new HttpAccountAdapter(api).loadAvatar(`/api/user/avatar/${ID(6)}`);
    expect(lines()).toEqual(['POST /backend/api/user/setAvatar', `GET /backend/api/user/avatar/${ID(6)}`]);
    expect((requests[0]?.form?.get('file') as File).name).toBe('me.png');
  });

  it("changes the password, passing on the server's refusal of a wrong current one", async () => {
    const done = apiAnswering(200, { status: 'success', data: [] });
    expect(await new HttpAccountAdapter(done.api).changePassword('OldPass123', 'NewPass123')).toEqual({ ok: true, value: { otherSessionsEnded: true } });
    expect(done.lines()).toEqual(['PUT /backend/api/user/change-pass {"currentPassword":"OldPass123","newPassword":"NewPass123"}']);
    const wrong = apiAnswering(403, { status: 'error', message: 'Your current password is incorrect' });
    expect(await new HttpAccountAdapter(wrong.api).changePassword('Guess', 'NewPass123')).toEqual({
      ok: false,
      error: { message: 'Your current password is incorrect', statusCode: 403, code: 'forbidden' },
    });
  });
});

describe('the address service and doctors over HTTP', () => {
  it('asks for invalid matches and the number of candidates, with the address in the body', async () => {
    const candidate = {
      candidateIndex: 0,
      address: '1600 E Colfax Ave',
      secondAddress: null,
      city: 'Denver',
      state: 'CO',
      zipCode: '80218',
      matchCode: 'Y',
      matchDescription: 'Confirmed',
    };
    const { api, lines } = apiAnswering(200, { status: 'success', data: [candidate] });
    const verified = await new HttpAddressAdapter(api).verify({ address: '1600 Colfax', secondAddress: '', city: 'Denver', state: 'CO', zipCode: '80203' }, 2);
    expect(verified).toMatchObject({ ok: true, value: [{ address: '1600 E Colfax Ave', matchCode: 'Y' }] });
    expect(lines()).toEqual([
      'POST /backend/address/verify {"address":"1600 Colfax","city":"Denver","state":"CO","zipCode":"80203","match":"invalid","candidates":2}',
    ]);
  });

  it("reads the served states' codes from options[0]", async () => {
    const { api } = apiAnswering(200, { status: 'success', data: [{ _id: ID(1), name: 'Colorado', options: ['co', 'Colorado'] }] });
    expect(await new HttpAddressAdapter(api).enabledStates()).toEqual({ ok: true, value: [{ code: 'CO', name: 'Colorado' }] });
  });

  it('sends the shipping address to save or save-and-reship, a blank unit left out', async () => {
    const { api, lines } = apiAnswering(400, { status: 'error', message: 'stop here' });
    const address = { address: '1600 E Colfax Ave', secondAddress: '', city: 'Denver', state: 'CO', zipCode: '80218' };
    await new HttpAddressAdapter(api).saveShipping(address, { reship: true });
    await new HttpAddressAdapter(api).saveShipping(address, { reship: false });
    const sent = JSON.stringify({ address: '1600 E Colfax Ave', city: 'Denver', state: 'CO', zipCode: '80218' });
    expect(lines()).toEqual([
      `POST /backend/api/v2/subscription/update-shipping-address/save-and-reship ${sent}`,
      `POST /backend/api/v2/subscription/update-shipping-address/save ${sent}`,
    ]);
  });

  it("reads a doctor's public profile", async () => {
    const profile = {
      _id: ID(1),
      user: { _id: ID(2), firstName: 'Avery', lastName: 'Reed' },
      status: 'active',
      suffix: 'MD',
      photo: '/doctors/avery-reed.png',
      licenses: [{ _id: ID(3), licenseNumber: 'CA-1', state: 'CA', expirationDate: '2027-06-30', product: 'ed' }],
      medicalDegree: [{ _id: ID(4), name: 'UCSF', degree: 'MD', endDate: '2010-06-01' }],
      doctorInfo: 'Board-certified.',
    };
    const { api, lines } = apiAnswering(200, { status: 'success', data: [profile] });
    expect(await new HttpDoctorsAdapter(api).profile(ID(1))).toEqual({ ok: true, value: profile });
    expect(lines()).toEqual([`GET /backend/api/doctor/${ID(1)}`]);
  });
});
