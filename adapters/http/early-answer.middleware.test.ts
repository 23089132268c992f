import { describe, expect, it } from 'vitest';
import type { Middleware } from 'openapi-fetch';
import { createApiClient } from './api-client';
import { bearerTokenMiddleware } from './bearer-token.middleware';
import { earlyAnswerMiddleware, type EarlyRequests } from './early-answer.middleware';

const ME = { status: 'success', data: [{ _id: 'from-the-page' }] };

/** The patient's client as the app builds it: the bearer token, then the early answer last; the server's calls counted. */
const clientWith = (early: EarlyRequests | undefined, storedToken: string) => {
  const asked: string[] = [];
  const seen: string[] = [];
  const observer: Middleware = {
    onRequest({ request }) {
      seen.push(new URL(request.url).pathname);
      return undefined;
    },
  };
  const api = createApiClient({
    baseUrl: 'https://app.example/backend',
    middleware: [observer, bearerTokenMiddleware(() => Promise.resolve(storedToken)), earlyAnswerMiddleware(early)],
    fetch: async (request) => {
      asked.push(`${(request as Request).method} ${new URL((request as Request).url).pathname}`);
      return Response.json({ status: 'success', data: [{ _id: 'from-the-app' }] });
    },
  });
  return { api, asked, seen };
};

const earlyMe = (response: Response | null): EarlyRequests => ({ me: Promise.resolve(response), token: 'T1' });

describe('the GET /me the page started before the app', () => {
  it('answers the app’s first GET /me, once, after the other middleware saw it; the next goes to the server', async () => {
    const { api, asked, seen } = clientWith(earlyMe(Response.json(ME)), 'T1');
    expect((await api.GET('/me')).data).toEqual(ME);
    expect(asked).toEqual([]);
    expect(seen).toEqual(['/backend/me']);
    expect((await api.GET('/me')).data).toMatchObject({ data: [{ _id: 'from-the-app' }] });
    expect(asked).toEqual(['GET /backend/me']);
  });

  it('is not used when the app asks with another token, when it failed, nor for another request', async () => {
    const changed = clientWith(earlyMe(Response.json(ME)), 'T2');
    expect((await changed.api.GET('/me')).data).toMatchObject({ data: [{ _id: 'from-the-app' }] });
    expect(changed.asked).toEqual(['GET /backend/me']);
    const failed = clientWith(earlyMe(null), 'T1');
    await failed.api.GET('/me');
    expect(failed.asked).toEqual(['GET /backend/me']);
    const other = clientWith(earlyMe(Response.json(ME)), 'T1');
    await other.api.GET('/me', { params: { query: { winback: 'w1' } } });
    await other.api.GET('/api/chats');
    expect(other.asked).toEqual(['GET /backend/me', 'GET /backend/api/chats']);
  });

  it('changes nothing when the page started none', async () => {
    const { api, asked } = clientWith(undefined, 'T1');
    await api.GET('/me');
    expect(asked).toEqual(['GET /backend/me']);
  });
});
