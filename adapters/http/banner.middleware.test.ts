import { describe, expect, it } from 'vitest';
import type { Banner } from '../../domain/feedback/banner-policy';
import { createApiClient } from './api-client';
import { bannerMiddleware } from './banner.middleware';

const ID = 'a'.repeat(24);

/** A client whose server answers every call with `status` and `body`, and the banners it showed. */
const clientAnswering = (status: number, body: unknown) => {
  const shown: Banner[] = [];
  const api = createApiClient({
    baseUrl: 'http://api.test/backend',
    middleware: [bannerMiddleware({ show: (banner) => shown.push(banner) })],
    fetch: async () => new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  });
  return { api, shown };
};

describe('the banner middleware', () => {
  it("shows a failure's message, and the caller still reads the body", async () => {
    const { api, shown } = clientAnswering(409, { status: 'error', message: 'Subscription is already paused' });
    const answer = await api.PATCH('/api/subscription/pause/{id}', { params: { path: { id: ID } } });
    expect(shown).toEqual([{ intent: 'error', text: 'Subscription is already paused' }]);
    expect(answer.error).toMatchObject({ message: 'Subscription is already paused' });
  });

  it("says 'Done !' after a successful non-GET call, and nothing after a GET", async () => {
    const { api, shown } = clientAnswering(200, { status: 'success', data: [] });
    await api.PATCH('/api/subscription/pause/{id}', { params: { path: { id: ID } } });
    await api.GET('/api/notices', { params: { query: { limit: 10, page: 1 } } });
    expect(shown).toEqual([{ intent: 'info', text: 'Done !' }]);
  });

  it('stays silent for POST /api/patient, the online visit log, its not-found, and a body without message', async () => {
    const ok = clientAnswering(201, { status: 'success', data: [{ userId: ID, patientId: ID }] });
    await ok.api.POST('/api/patient', { body: { email: 'pat@example.com' } });
    expect(ok.shown).toEqual([]);
    const missingLog = clientAnswering(404, { status: 'error', message: 'Online visit log not found!' });
    await missingLog.api.GET('/api/online-visit-log/{id}', { params: { path: { id: ID } } });
    expect(missingLog.shown).toEqual([]);
    const bare = clientAnswering(500, undefined);
    await bare.api.PATCH('/api/subscription/pause/{id}', { params: { path: { id: ID } } });
    expect(bare.shown).toEqual([]);
  });

  it('stays silent while sign-in asks whether the identity has a patient yet', async () => {
    const { api, shown } = clientAnswering(404, { status: 'error', message: 'User not found' });
    await api.GET('/me', { params: { query: {} } });
    expect(shown).toEqual([]);
  });
});
