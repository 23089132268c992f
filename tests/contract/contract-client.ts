import { expect } from 'vitest';
import type { RunningReferenceServer } from '../../server/reference-server';

export interface CallResult {
  readonly status: number;
  readonly body: { status?: string; message?: string; data?: unknown[]; [key: string]: unknown };
}

/** Raw HTTP against the reference server, so scenarios can send anything, bad input included. */
export const contractClient = (server: RunningReferenceServer) => {
  const call = async (
    method: string,
    path: string,
    options: { token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
  ): Promise<CallResult> => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.rawBody !== undefined) body = options.rawBody;
    else if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined) headers['content-type'] ??= 'application/json';
    const response = await fetch(`${server.apiBase()}${path}`, { method, headers, body });
    const text = await response.text();
    const parsed = text ? (JSON.parse(text) as CallResult['body']) : {};
    // A 500 is how the server reports a response that breaks the contract: never acceptable here.
    expect(response.status, `${method} ${path}: ${parsed.message ?? ''}`).not.toBe(500);
    return { status: response.status, body: parsed };
  };

  const signUpAndIn = async (email: string, password = 'Contract123'): Promise<string> => {
    await call('POST', '/identity/sign-up', { body: { email, password } });
    const signedIn = await call('POST', '/identity/sign-in', { body: { email, password } });
    return (signedIn.body.data?.[0] as { accessToken: string }).accessToken;
  };

  return { call, signUpAndIn };
};

export type ContractClient = ReturnType<typeof contractClient>;
