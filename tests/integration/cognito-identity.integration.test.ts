import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { RunningReferenceServer } from '../../server/reference-server';
import { startCognitoEmulator, type RunningCognitoEmulator } from '../../scripts/cognito-emulator/cognito-emulator';
import { latestCodeFor } from '../../scripts/cognito-emulator/outbox-message-sender';
import { ROOT } from '../support/project-root';
import { startTestServer } from '../support/test-server';

/**
 * The reference backend in the 'cognito' identity mode against the Cognito emulator: it trusts the pool's
 * ID tokens (JWKS, issuer, client, token use, expiry on the wall clock) instead of its own, maps the
 * Cognito user to the patient the app creates, and leaves sign-in and passwords to the pool. The CLI signs
 * up, confirms, signs in and out through Amplify against the same pool.
 */
let emulator: RunningCognitoEmulator;
let server: RunningReferenceServer;
let folder: string;
let wallNow = Date.now();
const PASSWORD = 'Secret123!';

/** Cognito's JSON protocol, as Amplify speaks it. */
const cognito = async (operation: string, body: Record<string, unknown>) => {
  const response = await fetch(emulator.endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}` },
    body: JSON.stringify({ ClientId: emulator.userPoolClientId, ...body }),
  });
  return (await response.json()) as Record<string, unknown>;
};

/** A confirmed user of the pool and its ID token. */
const poolUser = async (email: string) => {
  await cognito('SignUp', { Username: email, Password: PASSWORD, UserAttributes: [{ Name: 'email', Value: email }] });
  await cognito('ConfirmSignUp', { Username: email, ConfirmationCode: latestCodeFor(emulator.outboxDir, email) });
  const signedIn = await cognito('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD } });
  return signedIn.AuthenticationResult as { IdToken: string; AccessToken: string };
};

const api = async (method: string, path: string, token: string | null, body?: unknown) => {
  const response = await fetch(`${server.apiBase()}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : null,
  });
  return { status: response.status, body: (await response.json()) as { message?: string; data?: unknown[] } };
};

const run = promisify(execFile);

/** The CLI as an integrator runs it: its own process, the app's config.json naming the pool. */
const cli = async (sessionFile: string, ...args: string[]) => {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'adapters/cli/main.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, VIREO_API: server.apiBase(), VIREO_SESSION_FILE: sessionFile, VIREO_APP_CONFIG: join(folder, 'config.json'), NO_COLOR: '1' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
};

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'cognito-identity-'));
  emulator = await startCognitoEmulator({ dataDir: join(folder, 'cognito'), port: 0, log: () => undefined });
  const pool = {
    region: emulator.region,
    userPoolId: emulator.userPoolId,
    userPoolClientId: emulator.userPoolClientId,
    endpoint: emulator.endpoint,
    authFlow: 'USER_PASSWORD_AUTH',
  } as const;
  server = await startTestServer({ cognitoPool: pool, ops: true, now: () => wallNow });
  const local = JSON.parse(readFileSync(join(ROOT, 'ui/public/config.json'), 'utf8')) as Record<string, unknown>;
  const identity = {
    provider: 'cognito',
    region: pool.region,
    userPoolId: pool.userPoolId,
    userPoolClientId: pool.userPoolClientId,
    authFlow: pool.authFlow,
    userPoolEndpoint: pool.endpoint,
  };
  writeFileSync(join(folder, 'config.json'), JSON.stringify({ ...local, identity }));
});
afterAll(async () => {
  await server.close();
  await emulator.close();
});

describe("the backend's 'cognito' identity mode", () => {
  it('knows a Cognito user by its ID token, and creates its patient on POST /api/patient, as the app does after sign-up', async () => {
    const { IdToken } = await poolUser('Rae.Cognito@Example.com');
    expect((await api('GET', '/me', IdToken)).status).toBe(404);
    const created = await api('POST', '/api/patient', IdToken, { email: 'rae.cognito@example.com', firstName: 'Rae', lastName: 'Pool' });
    expect(created.status).toBe(201);
    const me = await api('GET', '/me', IdToken);
    expect(me.status).toBe(200);
    expect(me.body.data?.[0]).toMatchObject({ email: 'rae.cognito@example.com', firstName: 'Rae', roles: ['patient'] });
  });

  it("refuses the pool's access token, a token past its expiry on the wall clock, and its own local tokens' operations", async () => {
    const { IdToken, AccessToken } = await poolUser('sam.cognito@example.com');
    expect((await api('GET', '/me', AccessToken)).status).toBe(401);
    expect((await api('GET', '/me', `${IdToken.slice(0, -4)}AAAA`)).status).toBe(401);
    wallNow = Date.now() + 3_601_000;
    try {
      expect((await api('GET', '/me', IdToken)).status).toBe(401);
    } finally {
      wallNow = Date.now();
    }
    const signIn = await api('POST', '/identity/sign-in', null, { email: 'sam.cognito@example.com', password: PASSWORD });
    expect(signIn).toEqual({ status: 501, body: expect.objectContaining({ message: expect.stringContaining('go to the Cognito user pool') }) });
    expect((await api('POST', '/identity/sign-up', null, { email: 'new@example.com', password: 'Secret123' })).status).toBe(501);
  });

  it('leaves passwords to the pool: a change or a reset answers 501 with the reason', async () => {
    const { IdToken } = await poolUser('lee.cognito@example.com');
    await api('POST', '/api/patient', IdToken, { email: 'lee.cognito@example.com' });
    const change = await api('PUT', '/api/user/change-pass', IdToken, { currentPassword: PASSWORD, newPassword: 'Another123!' });
    expect(change).toEqual({
      status: 501,
      body: expect.objectContaining({ message: 'Passwords are kept by the Cognito user pool: this backend cannot change or reset them' }),
    });
    expect((await api('POST', '/api/user/send-reset-pass', null, { email: 'lee.cognito@example.com' })).status).toBe(501);
  });

  it("opens the live connection with the pool's token, and records the Cognito user's reads in the audit log", async () => {
    const { IdToken } = await poolUser('kai.cognito@example.com');
    await api('POST', '/api/patient', IdToken, { email: 'kai.cognito@example.com' });
    const socket = new WebSocket(`${server.apiBase().replace('http', 'ws')}/live?token=${IdToken}`);
    const first = await new Promise<string>((resolve, reject) => {
      socket.once('message', (data) => resolve(String(data)));
      socket.once('error', reject);
    });
    socket.close();
    expect(JSON.parse(first)).toMatchObject({ event: 'connected' });
    await api('GET', '/api/orders?page=1', IdToken);
    const audit = await fetch(`${server.apiBase()}/_ops/audit-log`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ patientEmail: 'kai.cognito@example.com' }),
    });
    expect(((await audit.json()) as { data: { operation: string; actorKind: string }[] }).data).toContainEqual(
      expect.objectContaining({ operation: 'listOrders', actorKind: 'patient' }),
    );
  });
});

describe('the CLI against the pool (--app-config naming it)', () => {
  it('signs up, confirms with the e-mailed code, shows who is signed in, signs out, and signs in again', async () => {
    const session = join(folder, 'session.json');
    const email = 'cli.cognito@example.com';
    const signUp = await cli(session, 'signup', '--email', email, '--password', PASSWORD, '--first-name', 'Cli', '--last-name', 'Pool');
    expect(signUp).toMatchObject({ code: 0, stdout: expect.stringContaining('run `confirm-signup`') });
    const code = latestCodeFor(emulator.outboxDir, email) ?? '';
    expect(await cli(session, 'confirm-signup', '--email', email, '--password', PASSWORD, '--code', code)).toMatchObject({ code: 0 });
    expect(await cli(session, 'whoami')).toMatchObject({ code: 0, stdout: expect.stringContaining(`<${email}>`) });
    expect(readFileSync(session, 'utf8')).not.toContain(PASSWORD);
    expect(await cli(session, 'logout')).toMatchObject({ code: 0 });
    expect(await cli(session, 'whoami')).toMatchObject({ code: 3, stderr: expect.stringContaining('Not signed in') });
    expect(await cli(session, 'login', '--email', email, '--password', 'Wrong123!')).toMatchObject({
      code: 3,
      stderr: expect.stringContaining('Incorrect e-mail or password'),
    });
    expect(await cli(session, 'login', '--email', email.toUpperCase(), '--password', PASSWORD)).toMatchObject({ code: 0 });
    expect(await cli(session, 'whoami', '--json')).toMatchObject({ code: 0, stdout: expect.stringContaining(`"email": "${email}"`) });
  });

  it('says so when the app configuration cannot be read or is not valid', async () => {
    const session = join(folder, 'other.json');
    expect(await cli(session, 'whoami', '--app-config', join(folder, 'missing.json'))).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('could not be read'),
    });
    writeFileSync(join(folder, 'bad.json'), JSON.stringify({ identity: { provider: 'cognito' } }));
    expect(await cli(session, 'whoami', '--app-config', join(folder, 'bad.json'))).toMatchObject({ code: 2, stderr: expect.stringContaining('is not valid') });
  });
});
