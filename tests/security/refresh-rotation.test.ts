import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_REUSE_GRACE_MS } from '../../server/identity/sessions';
import type { RunningReferenceServer } from '../../server/reference-server';
import { rawApi } from '../support/raw-api';
import { startTestServer } from '../support/test-server';

/**
 * Issue 18, item 10: a refresh token is used once. Each refresh answers a new one; presenting a used one
 * again (after a few seconds' grace for two tabs refreshing at once) is taken for theft and ends the
 * whole session: its other refresh tokens and its access tokens.
 */
let server: RunningReferenceServer;
let api: ReturnType<typeof rawApi>;
let clock = Date.UTC(2030, 2, 1, 9, 0, 0);

const refresh = async (refreshToken: string) => {
  const answer = await api.call('POST', '/identity/refresh', { body: { refreshToken } });
  const tokens = answer.body.data?.[0] as { accessToken: string; refreshToken: string } | undefined;
  return { status: answer.status, accessToken: tokens?.accessToken ?? '', refreshToken: tokens?.refreshToken ?? '' };
};
const me = async (token: string) => (await api.call('GET', '/me', { token })).status;

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  api = rawApi(server);
});
afterAll(async () => {
  await server.close();
});

describe('refresh token rotation', () => {
  it('answers a new refresh token on every use, and the session goes on', async () => {
    const first = await api.signInDemo();
    const second = await refresh(first.refreshToken);
    expect(second.status).toBe(200);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    const third = await refresh(second.refreshToken);
    expect(third.status).toBe(200);
    expect(third.refreshToken).not.toBe(second.refreshToken);
    expect(await me(third.accessToken)).toBe(200);
  });

  it('takes a used token again only within the grace of a few seconds (two tabs refreshing at once)', async () => {
    const first = await api.signInDemo();
    expect((await refresh(first.refreshToken)).status).toBe(200);
    clock += REFRESH_REUSE_GRACE_MS - 1_000;
    const sibling = await refresh(first.refreshToken);
    expect(sibling.status).toBe(200);
    expect(await me(sibling.accessToken)).toBe(200);
  });

  it('ends the whole session when a used token comes back later: its newest token and its access tokens stop working', async () => {
    const stolen = await api.signInDemo();
    const legitimate = await refresh(stolen.refreshToken);
    const newest = await refresh(legitimate.refreshToken);
    expect(await me(newest.accessToken)).toBe(200);
    clock += REFRESH_REUSE_GRACE_MS + 1_000;

    expect((await refresh(stolen.refreshToken)).status).toBe(401);
    expect((await refresh(newest.refreshToken)).status).toBe(401);
    expect(await me(newest.accessToken)).toBe(401);
    expect(await me(stolen.accessToken)).toBe(401);
    // Another session of the same patient goes on.
    const other = await api.signInDemo();
    expect(await me(other.accessToken)).toBe(200);
  });

  it('signing out with the newest token ends the session for every token it had', async () => {
    const first = await api.signInDemo();
    const second = await refresh(first.refreshToken);
    const signedOut = await api.call('POST', '/identity/sign-out', { token: second.accessToken, body: { refreshToken: second.refreshToken } });
    expect(signedOut.status).toBe(200);
    expect((await refresh(first.refreshToken)).status).toBe(401);
    expect((await refresh(second.refreshToken)).status).toBe(401);
    expect(await me(first.accessToken)).toBe(401);
  });
});
