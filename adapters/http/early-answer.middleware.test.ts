import { describe, expect, it } from 'vitest';
import type { Middleware } from 'openapi-fetch';
import { createApiClient } from './api-client';
import { bearerTokenMiddleware } from './bearer-token.middleware';
import { earlyAnswerMiddleware, ME_REUSE_MS, type EarlyRequests } from './early-answer.middleware';
import { languageMiddleware } from './language.middleware';

const ME = { status: 'success', data: [{ _id: 'from-the-page' }] };

/**
 * The patient's client as the app builds it: the bearer token, then the early answer last; the server's calls
 * counted. The clock stands still unless a test moves it; `failing` makes the server refuse every call.
 */
const clientWith = (early: EarlyRequests | undefined, storedToken: string, clock = { now: 0 }, failing = false) => {
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
    middleware: [
      observer,
      bearerTokenMiddleware(() => Promise.resolve(storedToken)),
      languageMiddleware(() => 'en'),
      earlyAnswerMiddleware(early, () => clock.now),
    ],
    fetch: async (request) => {
      const url = new URL((request as Request).url);
      asked.push(`${(request as Request).method} ${url.pathname}${url.search}`);
      if (failing) return Response.json({ status: 'error', message: 'Down' }, { status: 503 });
      return Response.json({ status: 'success', data: [{ _id: 'from-the-app', asked: asked.length }] });
    },
  });
  return { api, asked, seen };
};

const earlyMe = (response: Response | null): EarlyRequests => ({ me: Promise.resolve(response), token: 'T1' });

describe('the GET /me the page started before the app', () => {
  it('answers the app’s first GET /me after the other middleware saw it, and its next ones for a moment; then the server is asked', async () => {
    const clock = { now: 1_000 };
    const { api, asked, seen } = clientWith(earlyMe(Response.json(ME)), 'T1', clock);
    expect((await api.GET('/me')).data).toEqual(ME);
    expect(asked).toEqual([]);
    expect(seen).toEqual(['/backend/me']);
    clock.now += ME_REUSE_MS;
    expect((await api.GET('/me')).data).toEqual(ME);
    expect(asked).toEqual([]);
    clock.now += 1;
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
    expect(other.asked).toEqual(['GET /backend/me?winback=w1', 'GET /backend/api/chats?lang=en']);
  });

  it('changes nothing when the page started none', async () => {
    const { api, asked } = clientWith(undefined, 'T1');
    await api.GET('/me');
    expect(asked).toEqual(['GET /backend/me']);
  });
});

describe('a GET /me the app asked a moment ago', () => {
  it('answers the next GET /me with the same token, each taker reading its own copy', async () => {
    const { api, asked } = clientWith(undefined, 'T1');
    const first = await api.GET('/me');
    const second = await api.GET('/me');
    expect(asked).toEqual(['GET /backend/me']);
    expect(second.data).toEqual(first.data);
    expect((await api.GET('/me')).data).toEqual(first.data);
  });

  it('is forgotten once the app writes anything, and kept neither for another token nor when the server refused', async () => {
    const wrote = clientWith(earlyMe(Response.json(ME)), 'T1');
    await wrote.api.GET('/me');
    await wrote.api.PUT('/api/user/{id}', { params: { path: { id: 'u1' } }, body: { firstName: 'Robin' } });
    expect((await wrote.api.GET('/me')).data).toMatchObject({ data: [{ _id: 'from-the-app' }] });
    expect(wrote.asked).toEqual(['PUT /backend/api/user/u1', 'GET /backend/me']);

    const refused = clientWith(undefined, 'T1', { now: 0 }, true);
    await refused.api.GET('/me');
    await refused.api.GET('/me');
    expect(refused.asked).toEqual(['GET /backend/me', 'GET /backend/me']);
  });
});

const LIST = { status: 'success', data: [{ _id: 'sub-1' }] };
const earlyList = (url: string, response: Response | null): EarlyRequests => ({
  me: Promise.resolve(null),
  token: 'T1',
  subscriptions: Promise.resolve(response && { url, response }),
});

describe('the dashboard’s GET /api/subscriptions the page started after /me', () => {
  it('answers the app’s first request for the same patient in the same language, once', async () => {
    const { api, asked } = clientWith(earlyList('/backend/api/subscriptions?patientId=p1&lang=en', Response.json(LIST)), 'T1');
    expect((await api.GET('/api/subscriptions', { params: { query: { patientId: 'p1' } } })).data).toEqual(LIST);
    expect(asked).toEqual([]);
    await api.GET('/api/subscriptions', { params: { query: { patientId: 'p1' } } });
    expect(asked).toEqual(['GET /backend/api/subscriptions?patientId=p1&lang=en']);
  });

  it('is not used for another patient, another language, another token, or when it failed', async () => {
    for (const [url, token] of [
      ['/backend/api/subscriptions?patientId=p2&lang=en', 'T1'],
      ['/backend/api/subscriptions?patientId=p1&lang=es', 'T1'],
      ['/backend/api/subscriptions?patientId=p1&lang=en', 'T2'],
    ] as const) {
      const { api, asked } = clientWith(earlyList(url, Response.json(LIST)), token);
      expect((await api.GET('/api/subscriptions', { params: { query: { patientId: 'p1' } } })).data).toMatchObject({ data: [{ _id: 'from-the-app' }] });
      expect(asked).toEqual(['GET /backend/api/subscriptions?patientId=p1&lang=en']);
    }
    const failed = clientWith(earlyList('/backend/api/subscriptions?patientId=p1&lang=en', null), 'T1');
    await failed.api.GET('/api/subscriptions', { params: { query: { patientId: 'p1' } } });
    expect(failed.asked).toEqual(['GET /backend/api/subscriptions?patientId=p1&lang=en']);
  });
});
