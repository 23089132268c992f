import WebSocket from 'ws';
import type { components } from '../../openapi/patient-api';

type LiveServerEvent = components['schemas']['LiveServerEvent'];

/** A patient's side of the API for tests: signed in, each call's answer parsed, and their live connection. */
export const patientApi = async (apiBase: string, account: { readonly email: string; readonly password: string }) => {
  const call = async <T = unknown>(method: string, path: string, token: string | null, body?: unknown) => {
    const response = await fetch(`${apiBase}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const parsed = (await response.json()) as { data?: T[]; message?: string; [key: string]: unknown };
    return { status: response.status, data: parsed.data ?? [], body: parsed };
  };
  const signedIn = await call<{ accessToken: string }>('POST', '/identity/sign-in', null, { email: account.email, password: account.password });
  const token = signedIn.data[0]?.accessToken;
  if (!token) throw new Error(`sign-in refused: ${signedIn.body.message ?? signedIn.status}`);

  /** Every live event from now on (in `lang`'s language where given), and a wait for the first that matches. */
  const live = async (lang?: string) => {
    const socket = new WebSocket(`${apiBase.replace(/^http/, 'ws')}/live?token=${encodeURIComponent(token)}${lang ? `&lang=${lang}` : ''}`);
    const events: LiveServerEvent[] = [];
    const waiting = new Set<() => void>();
    socket.on('message', (data) => {
      events.push(JSON.parse(String(data)) as LiveServerEvent);
      for (const check of waiting) check();
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    const next = (matches: (event: LiveServerEvent) => boolean, timeoutMs = 5000): Promise<LiveServerEvent> =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching live event; got ${JSON.stringify(events)}`)), timeoutMs);
        const check = () => {
          const found = events.find(matches);
          if (!found) return;
          clearTimeout(timer);
          waiting.delete(check);
          resolve(found);
        };
        waiting.add(check);
        check();
      });
    return { events, next, close: () => socket.terminate() };
  };

  return {
    token,
    get: <T = unknown>(path: string) => call<T>('GET', path, token),
    send: <T = unknown>(method: string, path: string, body?: unknown) => call<T>(method, path, token, body),
    live,
  };
};
