import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../domain/session/storage-keys';
import { startEarlySession } from './early-session-request';

const ME = { status: 'success', data: [{ firstName: 'Pat', patient: { _id: 'p1' } }] };
const LIST = { status: 'success', data: [{ _id: 'sub-1' }] };

/** A storage holding the spec's token (or refusing to be read). */
const storageWith = (token: string | null) => () => ({ getItem: (key: string) => (key === STORAGE_KEYS.token ? token : null) }) as Storage;

/** The server as the page's fetch sees it: each call recorded with its token; /me answers with `me`. */
const serverAnswering = (me: Response) => {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push(`${url} ${(init.headers as Record<string, string>).authorization}`);
    return url.endsWith('/me') ? me : Response.json(LIST);
  });
  return calls;
};

afterEach(() => vi.unstubAllGlobals());

describe("the patient area's early requests", () => {
  it('on the dashboard, asks for the patient’s treatments once /me has named them, in the language given, with the same token', async () => {
    const calls = serverAnswering(Response.json(ME));
    const early = startEarlySession('/backend', storageWith('T1'), { language: 'es' });
    const subscriptions = await early?.subscriptions;
    expect(subscriptions?.url).toBe('/backend/api/subscriptions?patientId=p1&lang=es');
    expect(await subscriptions?.response.json()).toEqual(LIST);
    expect(calls).toEqual(['/backend/me Bearer T1', '/backend/api/subscriptions?patientId=p1&lang=es Bearer T1']);
    // The app's copy of /me is still unread.
    expect(await (await early?.me)?.json()).toEqual(ME);
  });

  it('asks only /me on the area’s other pages, and nothing more when /me is refused or names no patient', async () => {
    const elsewhere = serverAnswering(Response.json(ME));
    expect(startEarlySession('/backend', storageWith('T1'))?.subscriptions).toBeUndefined();
    expect(elsewhere).toEqual(['/backend/me Bearer T1']);
    for (const me of [new Response(null, { status: 401 }), Response.json({ status: 'success', data: [{ firstName: 'Pat' }] })]) {
      const calls = serverAnswering(me);
      expect(await startEarlySession('/backend', storageWith('T1'), { language: 'en' })?.subscriptions).toBeNull();
      expect(calls).toEqual(['/backend/me Bearer T1']);
    }
  });

  it('starts nothing without a stored session', () => {
    const calls = serverAnswering(Response.json(ME));
    expect(startEarlySession('/backend', storageWith(null), { language: 'en' })).toBeUndefined();
    expect(calls).toEqual([]);
  });
});
