import { describe, expect, it } from 'vitest';
import type { ContractClient } from '../contract-client';

/** Local identity, the patient and /me. */
export const identityAndUserScenarios = (api: () => ContractClient) => {
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
      const created = await api().call('POST', '/api/patient', { token, body: { email: 'robin@example.com', firstName: 'Robin' } });
      expect(created.status).toBe(201);
      const again = await api().call('POST', '/api/patient', { token, body: { email: 'robin@example.com' } });
      expect(again).toMatchObject({ status: 409, body: { message: 'A patient already exists for this account' } });
      const me = await api().call('GET', '/me', { token });
      expect(me.body.data?.[0]).toMatchObject({ email: 'robin@example.com', firstName: 'Robin', roles: ['patient'], subscriptions: [] });
    });
  });
};
