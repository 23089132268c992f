import type { RunningReferenceServer } from '../../server/reference-server';
import { DEMO_ACCOUNTS } from '../../server/seed/seed-demo-data';

export interface RawAnswer {
  readonly status: number;
  readonly headers: Headers;
  readonly body: { status?: string; message?: string; data?: Record<string, unknown>[]; [key: string]: unknown };
}

export interface RawCallOptions {
  readonly token?: string;
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
}

const parseBody = (text: string): RawAnswer['body'] => {
  try {
    return text ? (JSON.parse(text) as RawAnswer['body']) : {};
  } catch {
    return { raw: text };
  }
};

/** Plain HTTP against a reference server: any status is returned (a 500 included), for the security tests to judge. */
export const rawApi = (server: RunningReferenceServer) => {
  const call = async (method: string, path: string, options: RawCallOptions = {}): Promise<RawAnswer> => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] ??= 'application/json';
    const response = await fetch(`${server.apiBase()}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: parseBody(text) };
  };

  const signIn = async (email: string, password: string): Promise<{ accessToken: string; refreshToken: string }> => {
    const answer = await call('POST', '/identity/sign-in', { body: { email, password } });
    const tokens = answer.body.data?.[0] as { accessToken?: string; refreshToken?: string } | undefined;
    if (answer.status !== 200 || !tokens?.accessToken || !tokens.refreshToken) throw new Error(`sign-in failed: ${answer.status} ${answer.body.message ?? ''}`);
    return { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken };
  };

  /** A new identity with its patient, signed in. */
  const newPatient = async (email: string, password = 'Hardening123'): Promise<{ accessToken: string; refreshToken: string; userId: string }> => {
    const signedUp = await call('POST', '/identity/sign-up', { body: { email, password } });
    if (signedUp.status !== 201) throw new Error(`sign-up failed: ${signedUp.status} ${signedUp.body.message ?? ''}`);
    const tokens = await signIn(email, password);
    const patient = await call('POST', '/api/patient', { token: tokens.accessToken, body: { email } });
    if (patient.status !== 201) throw new Error(`patient failed: ${patient.status} ${patient.body.message ?? ''}`);
    return { ...tokens, userId: String(patient.body.data?.[0]?.userId) };
  };

  const signInDemo = () => signIn(DEMO_ACCOUNTS.patient.email, DEMO_ACCOUNTS.patient.password);

  return { call, signIn, newPatient, signInDemo };
};
