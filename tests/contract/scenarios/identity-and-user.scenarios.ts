import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RunningReferenceServer } from '../../../server/reference-server';
import { stripedPng } from '../../support/png';
import type { ContractClient } from '../contract-client';

const PNG = new Uint8Array(stripedPng(64, 64));
const PDF = new TextEncoder().encode('%PDF-1.7\n%fake but well-signed\n');

interface Account {
  readonly email: string;
  readonly token: string;
  readonly userId: string;
  readonly patientId: string;
}

/** Local identity, the patient and the user: /me, profile, phone, card, avatar, passwords. */
export const identityAndUserScenarios = (api: () => ContractClient, server: () => RunningReferenceServer) => {
  const newPatient = async (email: string, password = 'Contract123'): Promise<Account> => {
    const token = await api().signUpAndIn(email, password);
    const created = await api().call('POST', '/api/patient', { token, body: { email } });
    expect(created.status).toBe(201);
    const { userId, patientId } = created.body.data?.[0] as { userId: string; patientId: string };
    return { email, token, userId, patientId };
  };

  const signIn = (email: string, password: string) => api().call('POST', '/identity/sign-in', { body: { email, password } });
  const tokensOf = (answer: { body: { data?: unknown[] } }) => answer.body.data?.[0] as { accessToken: string; refreshToken: string };

  const me = async (token: string) => {
    const answer = await api().call('GET', '/me', { token });
    expect(answer.status).toBe(200);
    return answer.body.data?.[0] as Record<string, unknown> & { patient: Record<string, unknown> };
  };

  /** Multipart upload, which the JSON client does not send. */
  const uploadAvatar = async (token: string, bytes: Uint8Array, name: string, field = 'file') => {
    const form = new FormData();
    form.append(field, new Blob([new Uint8Array(bytes)]), name);
    const response = await fetch(`${server().apiBase()}/api/user/setAvatar`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const body = (await response.json()) as { status: string; message?: string; data?: { avatar: string }[] };
    expect(response.status, body.message).not.toBe(500);
    return { status: response.status, body };
  };

  const fetchAvatar = (token: string, path: string) => fetch(`${server().apiBase()}${path}`, { headers: { authorization: `Bearer ${token}` } });

  /** The reset links the outbox holds for an address, oldest first: what the mail would carry. */
  const resetLinksFor = (email: string): string[] => {
    const outbox = server().context.outboxDir;
    if (!existsSync(outbox)) return [];
    return readdirSync(outbox)
      .sort()
      .map((file) => readFileSync(join(outbox, file), 'utf8'))
      .filter((mail) => mail.includes(`\r\nTo: ${email}\r\n`))
      .map((mail) => /(\S*\/new-password\/\S+)/.exec(mail)?.[1] ?? '');
  };
  const tokenOf = (link: string) => link.split('/').pop() ?? '';

  /** The card on file, as the payment flow (billing area) stores it on the patient. */
  const putCardOnFile = async (patientId: string, card: Record<string, string>) => {
    await server().context.db.query(`update patients set doc = jsonb_set(doc, '{creditCard}', $2) where id = $1`, [patientId, card]);
  };

  /** A subscription in a given status, as the subscription areas store one (their flows are tested there). */
  const insertSubscription = async (patientId: string, status: string): Promise<string> => {
    const id = randomBytes(12).toString('hex');
    const doc = { _id: id, status, productType: 'ed', patientId, registrationStep: 'done', registrationStepsOrder: ['basic'] };
    await server().context.db.query('insert into subscriptions (id, patient_id, doc) values ($1, $2, $3)', [id, patientId, doc]);
    return id;
  };

  /** A charge as the billing area stores one: the status beside the document, the sum in dollars. */
  const insertCharge = async (patientId: string, subscriptionId: string, status: string, sum: number, createdAt: string) => {
    const id = randomBytes(12).toString('hex');
    await server().context.db.query('insert into charges (id, patient_id, subscription_id, status, created_at, doc) values ($1, $2, $3, $4, $5, $6)', [
      id,
      patientId,
      subscriptionId,
      status,
      createdAt,
      { _id: id, subscriptionId, sum, status, createdAt },
    ]);
  };

  describe('identity (local mode)', () => {
    it('signs up, refuses a duplicate, a weak password and malformed input', async () => {
      expect((await api().call('POST', '/identity/sign-up', { body: { email: 'kim@example.com', password: 'Contract123' } })).status).toBe(201);
      const duplicate = await api().call('POST', '/identity/sign-up', { body: { email: 'Kim@Example.com', password: 'Contract123' } });
      expect(duplicate).toMatchObject({ status: 409, body: { status: 'error', message: 'An account with this e-mail already exists' } });
      const weak = await api().call('POST', '/identity/sign-up', { body: { email: 'weak@example.com', password: 'short' } });
      expect(weak.status).toBe(400);
      expect(weak.body.message).toMatch(/at least 8 characters/);
      expect((await api().call('POST', '/identity/sign-up', { rawBody: '{"email":' })).body.message).toBe('Malformed JSON body');
      const wrongType = await api().call('POST', '/identity/sign-up', { body: { email: 'x@example.com', password: 12345678 } });
      expect(wrongType).toMatchObject({ status: 400, body: { message: "Invalid body: 'password' must be string" } });
      const badEmail = await api().call('POST', '/identity/sign-up', { body: { email: 'not-an-email', password: 'Contract123' } });
      expect(badEmail.status).toBe(400);
    });

    it('signs in, refreshes and signs out; a revoked refresh token no longer works', async () => {
      const wrong = await api().call('POST', '/identity/sign-in', { body: { email: 'kim@example.com', password: 'Nope12345' } });
      expect(wrong).toMatchObject({ status: 401, body: { message: 'Incorrect e-mail or password' } });
      const signedIn = await api().call('POST', '/identity/sign-in', { body: { email: 'kim@example.com', password: 'Contract123' } });
      expect(signedIn.status).toBe(200);
      const tokens = signedIn.body.data?.[0] as { accessToken: string; refreshToken: string; expiresAt: number };
      expect(tokens.expiresAt).toBeGreaterThan(Date.now());
      const refreshed = await api().call('POST', '/identity/refresh', { body: { refreshToken: tokens.refreshToken } });
      expect(refreshed.status).toBe(200);
      const signedOut = await api().call('POST', '/identity/sign-out', { token: tokens.accessToken, body: { refreshToken: tokens.refreshToken } });
      expect(signedOut.status).toBe(200);
      const afterSignOut = await api().call('POST', '/identity/refresh', { body: { refreshToken: tokens.refreshToken } });
      expect(afterSignOut.status).toBe(401);
    });

    it('refuses the access token of a signed-out session at once, not an hour later', async () => {
      await newPatient('lou@example.com');
      const first = tokensOf(await signIn('lou@example.com', 'Contract123'));
      const second = tokensOf(await signIn('lou@example.com', 'Contract123'));
      await api().call('POST', '/identity/sign-out', { token: first.accessToken, body: { refreshToken: first.refreshToken } });
      expect(await api().call('GET', '/me', { token: first.accessToken })).toMatchObject({ status: 401, body: { message: 'Invalid or expired token' } });
      expect((await api().call('GET', '/me', { token: second.accessToken })).status).toBe(200);
    });

    it('locks sign-in for an e-mail after 10 failures, for unknown e-mails alike', async () => {
      await api().signUpAndIn('locked@example.com');
      for (const email of ['locked@example.com', 'nobody.locked@example.com']) {
        for (let attempt = 0; attempt < 10; attempt += 1) {
          expect((await signIn(email, 'Wrong12345')).status).toBe(401);
        }
        const locked = await signIn(email, 'Contract123');
        expect(locked.status).toBe(429);
        expect(locked.body.message).toMatch(/^Too many failed sign-in attempts\. Please try again in 15 minutes, or reset your password\.$/);
      }
      expect((await signIn('kim@example.com', 'Contract123')).status).toBe(200);
    });

    it('tells where an e-mail belongs without a token, and no more than sign-up would', async () => {
      expect(await api().call('GET', '/api/check-exist-cognito-user?email=KIM%40example.com')).toMatchObject({
        status: 200,
        body: { data: [{ redirect: 'login' }] },
      });
      const unknown = await api().call('GET', '/api/check-exist-cognito-user?email=never.seen%40example.com');
      expect(unknown.body).toEqual({ status: 'success', data: [{ redirect: null }] });
      expect((await api().call('GET', '/api/check-exist-cognito-user?email=not-an-email')).status).toBe(400);
      expect((await api().call('GET', '/api/check-exist-cognito-user')).status).toBe(400);
    });
  });

  describe('patient and user', () => {
    it('needs a valid token', async () => {
      expect(await api().call('GET', '/me')).toMatchObject({ status: 401, body: { message: 'Missing bearer token' } });
      expect(await api().call('GET', '/me', { token: 'not.a.token' })).toMatchObject({ status: 401, body: { message: 'Invalid or expired token' } });
    });

    it('creates the patient once, for the signed-in e-mail only, and /me returns it', async () => {
      const token = await api().signUpAndIn('robin@example.com');
      expect((await api().call('GET', '/me', { token })).status).toBe(404);
      const mismatch = await api().call('POST', '/api/patient', { token, body: { email: 'someone.else@example.com' } });
      expect(mismatch.status).toBe(400);
      const created = await api().call('POST', '/api/patient', { token, body: { email: 'robin@example.com', firstName: 'Robin', phone: '+12025550101' } });
      expect(created.status).toBe(201);
      const again = await api().call('POST', '/api/patient', { token, body: { email: 'robin@example.com' } });
      expect(again).toMatchObject({ status: 409, body: { message: 'A patient already exists for this account' } });
      expect(await me(token)).toMatchObject({ email: 'robin@example.com', firstName: 'Robin', phone: '2025550101', roles: ['patient'], subscriptions: [] });
      const samePhone = await api().signUpAndIn('robin.twin@example.com');
      const taken = await api().call('POST', '/api/patient', { token: samePhone, body: { email: 'robin.twin@example.com', phone: '2025550101' } });
      expect(taken).toMatchObject({ status: 409, body: { metadata: { phoneExist: true } } });
      expect((await api().call('GET', '/me', { token: samePhone })).status).toBe(404);
    });

    it('offers reactivation for the seeded winback code once a subscription is cancelled, and ignores any other code', async () => {
      const { token, patientId } = await newPatient('winback@example.com');
      const popup = async (code: string) =>
        ((await api().call('GET', `/me?winback=${encodeURIComponent(code)}`, { token })).body.data?.[0] as { showReactivatePopup: boolean })
          .showReactivatePopup;
      // No cancelled subscription yet: nothing to win back.
      expect(await popup('COMEBACK30')).toBe(false);
      await insertSubscription(patientId, 'cancel');
      expect(await popup('COMEBACK30')).toBe(true);
      expect(await popup('comeback30')).toBe(true);
      // A registration coupon, an expired one, an unknown code: no popup, and no failure either.
      expect(await popup('WELCOME20')).toBe(false);
      expect(await popup('SUMMER25')).toBe(false);
      expect(await popup('NO-SUCH-CODE')).toBe(false);
      expect((await me(token)).showReactivatePopup).toBe(false);
    });

    it("reports the latest successful charge's sum as latestBilledAmount: one only authorized or released is not billed", async () => {
      const { token, patientId } = await newPatient('billed@example.com');
      expect((await me(token)).latestBilledAmount).toBeNull();
      const subscriptionId = await insertSubscription(patientId, 'active');
      await insertCharge(patientId, subscriptionId, 'hold', 12, '2029-12-01T00:00:00.000Z');
      expect((await me(token)).latestBilledAmount).toBeNull();
      await insertCharge(patientId, subscriptionId, 'success', 96, '2030-01-01T00:00:00.000Z');
      await insertCharge(patientId, subscriptionId, 'failed', 50, '2030-02-01T00:00:00.000Z');
      expect((await me(token)).latestBilledAmount).toBe(96);
      await insertCharge(patientId, subscriptionId, 'refunded', 60, '2030-03-02T00:00:00.000Z');
      expect((await me(token)).latestBilledAmount).toBe(96);
      await insertCharge(patientId, subscriptionId, 'captured', 120.5, '2030-04-01T00:00:00.000Z');
      expect((await me(token)).latestBilledAmount).toBe(120.5);
    });

    it('updates the patient field by field, computes the BMI, and keeps what was not sent', async () => {
      const { token, patientId } = await newPatient('pat@example.com');
      const basics = await api().call('PUT', `/api/patient/${patientId}`, {
        token,
        body: { basic: { birthDate: '1985-04-12', gender: 'female' }, shipping: { zipCode: '10001' }, phone: '2125550147' },
      });
      expect(basics.status).toBe(200);
      const body = await api().call('PUT', `/api/patient/${patientId}`, { token, body: { height: 5.75, weight: 180 } });
      // 5.75 ft = 1.7526 m, 180 lb = 81.65 kg: 26.6.
      expect(body.body.data?.[0]).toMatchObject({ height: 5.75, weight: 180, bmi: 26.6, basic: { birthDate: '1985-04-12', gender: 'female' } });
      await api().call('PUT', `/api/patient/${patientId}`, {
        token,
        body: { shipping: { address: ' 350 Fifth Avenue ', secondAddress: 'Floor 3', city: 'New York', state: 'NY' } },
      });
      const cleared = await api().call('PUT', `/api/patient/${patientId}`, { token, body: { shipping: { secondAddress: '' }, bmi: 26.4 } });
      expect(cleared.body.data?.[0]).toMatchObject({ bmi: 26.4 });
      const stored = await me(token);
      expect(stored.phone).toBe('2125550147');
      expect(stored.patient).toMatchObject({
        height: 5.75,
        weight: 180,
        bmi: 26.4,
        shipping: { address: '350 Fifth Avenue', city: 'New York', state: 'NY', zipCode: '10001' },
      });
      expect(stored.patient.shipping).not.toHaveProperty('secondAddress');
      const reweighed = await api().call('PUT', `/api/patient/${patientId}`, { token, body: { weight: 170 } });
      expect(reweighed.body.data?.[0]).toMatchObject({ weight: 170, bmi: 25.1 });
    });

    it('refuses an impossible patient update and changes nothing', async () => {
      const { token, patientId } = await newPatient('careful@example.com');
      const put = (body: unknown) => api().call('PUT', `/api/patient/${patientId}`, { token, body });
      expect(await put({ basic: { birthDate: '2020-01-01' } })).toMatchObject({
        status: 400,
        body: { message: 'You must be at least 18 years old to use this service' },
      });
      expect(await put({ basic: { birthDate: '3020-01-01' } })).toMatchObject({ status: 400, body: { message: 'Enter a valid birth date' } });
      expect((await put({ basic: { birthDate: '1990-02-30' } })).status).toBe(400);
      expect((await put({ shipping: { state: 'XX' } })).status).toBe(400);
      expect((await put({ shipping: { zipCode: '1234' } })).status).toBe(400);
      expect(await put({ shipping: { address: '   ' } })).toMatchObject({
        status: 400,
        body: { message: "Invalid body: 'shipping.address' must not be blank" },
      });
      expect((await put({ height: 40 })).status).toBe(400);
      expect((await put({ phone: '12345' })).status).toBe(400);
      expect(await put({ ssn: '000-00-0000' })).toMatchObject({ status: 400, body: { message: "Invalid body: unknown field 'ssn'" } });
      expect((await put({})).status).toBe(400);
      expect((await me(token)).patient).toMatchObject({ height: null, weight: null, basic: { birthDate: null }, shipping: {} });
    });

    it("checks a phone: free, or the caller's own, is fine; another account's is an error with phoneExist", async () => {
      const owner = await newPatient('phone.owner@example.com');
      const other = await newPatient('phone.other@example.com');
      await api().call('PUT', `/api/patient/${owner.patientId}`, { token: owner.token, body: { phone: '+13105550188' } });
      const check = (token: string, phone: string) => api().call('POST', '/api/patient/check-phone-number', { token, body: { phone } });
      expect(await check(other.token, '3105550199')).toMatchObject({ status: 200, body: { data: [{ phoneExist: false }] } });
      expect((await check(owner.token, '3105550188')).status).toBe(200);
      expect(await check(other.token, '13105550188')).toMatchObject({
        status: 409,
        body: { status: 'error', message: 'This phone number is already used by another account', metadata: { phoneExist: true } },
      });
      const steal = await api().call('PUT', `/api/user/${other.userId}`, { token: other.token, body: { phone: '3105550188' } });
      expect(steal).toMatchObject({ status: 409, body: { metadata: { phoneExist: true } } });
      const stealByPatient = await api().call('PUT', `/api/patient/${other.patientId}`, { token: other.token, body: { phone: '3105550188', height: 6 } });
      expect(stealByPatient.status).toBe(409);
      // All or nothing: the height did not change with the refused phone.
      expect((await me(other.token)).patient.height).toBeNull();
      expect((await check(owner.token, 'abc')).status).toBe(400);
      expect((await api().call('POST', '/api/patient/check-phone-number', { body: { phone: '3105550199' } })).status).toBe(401);
    });

    it('shows the card on file as its last four digits, type and expiry only', async () => {
      const { token, patientId } = await newPatient('card@example.com');
      expect(await api().call('GET', `/api/patient/${patientId}/reveal-credit-card`, { token })).toMatchObject({ status: 200, body: { data: [] } });
      await putCardOnFile(patientId, { cardNumber: '4242424242424242', cardType: 'visa', expirationDate: '12/30' });
      const revealed = await api().call('GET', `/api/patient/${patientId}/reveal-credit-card`, { token });
      expect(revealed.body.data).toEqual([{ cardNumber: '**** **** **** 4242', last4: '4242', cardType: 'visa', expirationDate: '12/30' }]);
      expect(JSON.stringify(revealed.body)).not.toContain('424242424242');
    });

    it('updates the account: names, phone, notification preferences (kept on the patient too), chat alert', async () => {
      const { token, userId } = await newPatient('acct@example.com');
      const updated = await api().call('PUT', `/api/user/${userId}`, {
        token,
        body: {
          firstName: ' Alex ',
          lastName: 'Rivera',
          phone: '4155550123',
          notificationPreference: { sms: false, receiveNewsByEmail: true },
          chatNoticeAlert: false,
        },
      });
      expect(updated.status).toBe(200);
      const stored = await me(token);
      expect(stored).toMatchObject({
        firstName: 'Alex',
        lastName: 'Rivera',
        phone: '4155550123',
        chatNoticeAlert: false,
        notificationPreference: { sms: false, email: true, receiveNewsByEmail: true, receiveNewsBySMS: false },
      });
      expect(stored.patient.notificationPreference).toEqual(stored.notificationPreference);
      expect(await api().call('PUT', `/api/user/${userId}`, { token, body: { firstName: '  ' } })).toMatchObject({
        status: 400,
        body: { message: "Invalid body: 'firstName' must not be blank" },
      });
      expect((await api().call('PUT', `/api/user/${userId}`, { token, body: { roles: ['admin'] } })).status).toBe(400);
      expect((await api().call('PUT', `/api/user/${userId}`, { token, body: { notificationPreference: { sms: 'no' } } })).status).toBe(400);
    });

    it('stores an avatar checked by content, and serves it back to its owner only', async () => {
      const { token } = await newPatient('avatar@example.com');
      const uploaded = await uploadAvatar(token, PNG, 'me.png');
      expect(uploaded.status).toBe(200);
      const avatar = uploaded.body.data?.[0]?.avatar ?? '';
      expect(avatar).toMatch(/^\/api\/user\/avatar\/[a-f0-9]{24}$/);
      expect((await me(token)).avatar).toBe(avatar);
      const image = await fetchAvatar(token, avatar);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);
      expect((await fetchAvatar('', avatar)).status).toBe(401);
      expect(await uploadAvatar(token, PDF, 'me.png')).toMatchObject({ status: 415 });
      expect(await uploadAvatar(token, new TextEncoder().encode('just text'), 'me.jpg')).toMatchObject({ status: 415 });
      expect(await uploadAvatar(token, new Uint8Array(), 'me.png')).toMatchObject({ status: 400, body: { message: 'The file is empty' } });
      const huge = new Uint8Array(5 * 1024 * 1024 + 1);
      huge.set(PNG);
      expect(await uploadAvatar(token, huge, 'me.png')).toMatchObject({ status: 413 });
      expect(await uploadAvatar(token, PNG, 'me.png', 'picture')).toMatchObject({ status: 400, body: { message: "Missing file field 'file'" } });
      const notMultipart = await api().call('POST', '/api/user/setAvatar', { token, body: { file: 'x' } });
      expect(notMultipart.status).toBe(400);
      // Refused uploads left the avatar as it was.
      expect((await me(token)).avatar).toBe(avatar);
    });
  });

  describe('passwords', () => {
    it('changes the password with the current one, ending every other session', async () => {
      const { token } = await newPatient('changer@example.com', 'Original123');
      const elsewhere = tokensOf(await signIn('changer@example.com', 'Original123'));
      const change = (body: unknown) => api().call('PUT', '/api/user/change-pass', { token, body });
      expect(await change({ currentPassword: 'Wrong12345', newPassword: 'Changed123' })).toMatchObject({
        status: 403,
        body: { message: 'Your current password is incorrect' },
      });
      expect((await change({ currentPassword: 'Original123', newPassword: 'short' })).body.message).toMatch(/at least 8 characters/);
      expect(await change({ currentPassword: 'Original123', newPassword: 'Original123' })).toMatchObject({
        status: 400,
        body: { message: 'The new password must be different from the current one' },
      });
      expect((await change({ currentPassword: 'Original123' })).status).toBe(400);
      expect(await change({ currentPassword: 'Original123', newPassword: 'Changed123' })).toMatchObject({ status: 200 });
      expect((await signIn('changer@example.com', 'Original123')).status).toBe(401);
      expect((await signIn('changer@example.com', 'Changed123')).status).toBe(200);
      expect((await api().call('GET', '/me', { token })).status).toBe(200);
      expect((await api().call('GET', '/me', { token: elsewhere.accessToken })).status).toBe(401);
      expect((await api().call('POST', '/identity/refresh', { body: { refreshToken: elsewhere.refreshToken } })).status).toBe(401);
      expect((await api().call('PUT', '/api/user/change-pass', { body: { currentPassword: 'Changed123', newPassword: 'Again12345' } })).status).toBe(401);
    });

    it('resets a forgotten password by a single-use link from the outbox, with one answer for any e-mail', async () => {
      const { token } = await newPatient('forgetful@example.com', 'Forgotten123');
      const known = await api().call('POST', '/api/user/send-reset-pass', { body: { email: 'Forgetful@example.com' } });
      const unknown = await api().call('POST', '/api/user/send-reset-pass', { body: { email: 'nobody.here@example.com' } });
      expect(known.status).toBe(200);
      expect(unknown).toEqual(known);
      expect(resetLinksFor('nobody.here@example.com')).toEqual([]);
      const [link] = resetLinksFor('forgetful@example.com');
      expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/new-password\/forgetful%40example\.com\/[A-Za-z0-9_-]{43}$/);
      const resetToken = tokenOf(link ?? '');
      // A second request within the minute sends no second mail.
      await api().call('POST', '/api/user/send-reset-pass', { body: { email: 'forgetful@example.com' } });
      expect(resetLinksFor('forgetful@example.com')).toHaveLength(1);

      const checked = await api().call('POST', '/api/check-token', { body: { token: resetToken, email: 'forgetful@example.com' } });
      expect(checked).toMatchObject({ status: 200, body: { data: [{ email: 'forgetful@example.com' }] } });
      const invalid = 'This password reset link is invalid or has expired. Please request a new one.';
      expect(await api().call('POST', '/api/check-token', { body: { token: resetToken, email: 'someone@example.com' } })).toMatchObject({
        status: 400,
        body: { message: invalid },
      });
      expect(await api().call('POST', '/api/check-token', { body: { token: 'A'.repeat(43) } })).toMatchObject({ status: 400, body: { message: invalid } });

      const weak = await api().call('POST', '/api/user/reset-pass', { body: { token: resetToken, newPassword: 'weak' } });
      expect(weak.body.message).toMatch(/at least 8 characters/);
      // Locked out meanwhile: the reset lifts it.
      for (let attempt = 0; attempt < 10; attempt += 1) await signIn('forgetful@example.com', 'Guess12345');
      expect((await signIn('forgetful@example.com', 'Forgotten123')).status).toBe(429);
      expect(await api().call('POST', '/api/user/reset-pass', { body: { token: resetToken, newPassword: 'Remembered123' } })).toMatchObject({
        status: 200,
      });
      expect(await api().call('POST', '/api/user/reset-pass', { body: { token: resetToken, newPassword: 'Another123' } })).toMatchObject({
        status: 400,
        body: { message: invalid },
      });
      expect((await api().call('POST', '/api/check-token', { body: { token: resetToken } })).status).toBe(400);
      expect((await api().call('GET', '/me', { token })).status).toBe(401);
      expect((await signIn('forgetful@example.com', 'Forgotten123')).status).toBe(401);
      expect((await signIn('forgetful@example.com', 'Remembered123')).status).toBe(200);
    });
  });

  describe('access control: two patients, each trying the other', () => {
    it("answers 404 for the other's patient, card, account and avatar, and changes nothing", async () => {
      const ann = await newPatient('ann.ac@example.com');
      const ben = await newPatient('ben.ac@example.com');
      await putCardOnFile(ann.patientId, { cardNumber: '4000056655665556', cardType: 'visa', expirationDate: '01/31' });
      await putCardOnFile(ben.patientId, { cardNumber: '5555555555554444', cardType: 'mastercard', expirationDate: '02/32' });
      const annAvatar = (await uploadAvatar(ann.token, PNG, 'ann.png')).body.data?.[0]?.avatar ?? '';
      const benAvatar = (await uploadAvatar(ben.token, PNG, 'ben.png')).body.data?.[0]?.avatar ?? '';
      for (const [self, other, otherAvatar] of [
        [ann, ben, benAvatar],
        [ben, ann, annAvatar],
      ] as const) {
        const before = await me(other.token);
        expect(await api().call('PUT', `/api/patient/${other.patientId}`, { token: self.token, body: { height: 6 } })).toMatchObject({
          status: 404,
          body: { message: 'Patient not found' },
        });
        const card = await api().call('GET', `/api/patient/${other.patientId}/reveal-credit-card`, { token: self.token });
        expect(card).toMatchObject({ status: 404, body: { message: 'Patient not found' } });
        expect(JSON.stringify(card.body)).not.toMatch(/4444|5556/);
        expect(await api().call('PUT', `/api/user/${other.userId}`, { token: self.token, body: { firstName: 'Mallory' } })).toMatchObject({
          status: 404,
          body: { message: 'User not found' },
        });
        const stolen = await fetchAvatar(self.token, otherAvatar);
        expect(stolen.status).toBe(404);
        expect(await stolen.json()).toEqual({ status: 'error', message: 'File not found', code: 'not_found' });
        expect(await me(other.token)).toEqual(before);
      }
      // An id that belongs to nobody answers exactly like someone else's.
      expect((await api().call('PUT', `/api/patient/${'0'.repeat(24)}`, { token: ann.token, body: { height: 6 } })).body.message).toBe('Patient not found');
    });

    it('answers 401 without a token on every secured operation of the area', async () => {
      const id = 'a'.repeat(24);
      for (const [method, path, body] of [
        ['GET', '/me', undefined],
        ['POST', '/api/patient', { email: 'x@example.com' }],
        ['PUT', `/api/patient/${id}`, { height: 6 }],
        ['GET', `/api/patient/${id}/reveal-credit-card`, undefined],
        ['POST', '/api/patient/check-phone-number', { phone: '2025550101' }],
        ['POST', '/api/user/setAvatar', undefined],
        ['GET', `/api/user/avatar/${id}`, undefined],
        ['PUT', `/api/user/${id}`, { firstName: 'X' }],
        ['PUT', '/api/user/change-pass', { currentPassword: 'a', newPassword: 'b' }],
      ] as const) {
        expect((await api().call(method, path, { body })).status, `${method} ${path}`).toBe(401);
      }
    });
  });
};
