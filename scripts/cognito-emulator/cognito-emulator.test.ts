import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCognitoEmulator, type RunningCognitoEmulator } from './cognito-emulator';
import { latestCodeFor } from './outbox-message-sender';

/** Cognito's JSON protocol, as Amplify speaks it: one POST per operation, named by X-Amz-Target. */
const call = async (emulator: RunningCognitoEmulator, operation: string, body: Record<string, unknown>) => {
  const response = await fetch(emulator.endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}` },
    body: JSON.stringify({ ClientId: emulator.userPoolClientId, ...body }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

const claimsOf = (jwt: unknown) => JSON.parse(Buffer.from(String(jwt).split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

const signIn = (emulator: RunningCognitoEmulator, email: string, password: string) =>
  call(emulator, 'InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } });

describe('the Cognito emulator (cognito-local with Cognito parity)', () => {
  let dataDir: string;
  let emulator: RunningCognitoEmulator;
  const email = 'Kim.Emulated@Example.com';

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'cognito-emulator-'));
    emulator = await startCognitoEmulator({ dataDir, port: 0, tokenLifetimeSeconds: 60, log: () => undefined });
  });
  afterAll(async () => {
    await emulator.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('signs up an unconfirmed user and writes the 6-digit code to its outbox, never to the console', async () => {
    const signedUp = await call(emulator, 'SignUp', { Username: email, Password: 'Secret123!', UserAttributes: [{ Name: 'email', Value: email }] });
    expect(signedUp.body).toMatchObject({ UserConfirmed: false, CodeDeliveryDetails: { DeliveryMedium: 'EMAIL' } });
    expect(latestCodeFor(emulator.outboxDir, email)).toMatch(/^\d{6}$/);
    expect(statSync(emulator.outboxDir).mode & 0o077).toBe(0);
    expect((await signIn(emulator, email, 'Secret123!')).body).toMatchObject({ __type: 'UserNotConfirmedException' });
  });

  it('confirms with the code, which verifies the e-mail, as Cognito does', async () => {
    expect((await call(emulator, 'ConfirmSignUp', { Username: email, ConfirmationCode: '000000' })).body).toMatchObject({ __type: 'CodeMismatchException' });
    expect((await call(emulator, 'ConfirmSignUp', { Username: email, ConfirmationCode: latestCodeFor(emulator.outboxDir, email) })).status).toBe(200);
    const { body } = await signIn(emulator, email.toUpperCase(), 'Secret123!');
    const idToken = claimsOf((body.AuthenticationResult as Record<string, unknown>).IdToken);
    expect(idToken).toMatchObject({
      token_use: 'id',
      aud: emulator.userPoolClientId,
      iss: `${emulator.endpoint}/${emulator.userPoolId}`,
      email: email.toLowerCase(),
      email_verified: true,
    });
    expect(Number(idToken.exp) - Number(idToken.iat)).toBe(60);
  });

  it('refuses a wrong password and an unknown user with the same NotAuthorizedException', async () => {
    const wrong = await signIn(emulator, email, 'Wrong123!');
    const unknown = await signIn(emulator, 'nobody@example.com', 'Secret123!');
    expect(wrong.body).toEqual({ __type: 'NotAuthorizedException', message: 'Incorrect username or password.' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refreshes through GetTokensFromRefreshToken, the call Amplify 6 makes', async () => {
    const { body } = await signIn(emulator, email, 'Secret123!');
    const refreshToken = (body.AuthenticationResult as Record<string, unknown>).RefreshToken;
    const refreshed = await call(emulator, 'GetTokensFromRefreshToken', { RefreshToken: refreshToken });
    expect(claimsOf((refreshed.body.AuthenticationResult as Record<string, unknown>).IdToken)).toMatchObject({ token_use: 'id', email: email.toLowerCase() });
    expect((await call(emulator, 'GetTokensFromRefreshToken', { RefreshToken: 'not-a-token' })).body).toMatchObject({ __type: 'NotAuthorizedException' });
  });

  it('changes a password given the current one, refusing a wrong one as Cognito does (NotAuthorizedException)', async () => {
    const { body } = await signIn(emulator, email, 'Secret123!');
    const accessToken = (body.AuthenticationResult as Record<string, unknown>).AccessToken;
    const change = (previous: string, proposed: string) =>
      call(emulator, 'ChangePassword', { AccessToken: accessToken, PreviousPassword: previous, ProposedPassword: proposed });
    expect((await change('Wrong123!', 'Changed123!')).body).toEqual({ __type: 'NotAuthorizedException', message: 'Incorrect username or password.' });
    expect((await change('Secret123!', 'Changed123!')).status).toBe(200);
    expect((await signIn(emulator, email, 'Changed123!')).status).toBe(200);
    expect((await change('Changed123!', 'Secret123!')).status).toBe(200);
  });

  it("publishes the pool's signing keys (JWKS)", async () => {
    const jwks = (await (await fetch(`${emulator.endpoint}/${emulator.userPoolId}/.well-known/jwks.json`)).json()) as { keys: { kid: string; alg: string }[] };
    expect(jwks.keys).toEqual([expect.objectContaining({ kid: 'CognitoLocal', alg: 'RS256' })]);
  });

  it('keeps its pool and users across a restart', async () => {
    await emulator.close();
    emulator = await startCognitoEmulator({ dataDir, port: 0, tokenLifetimeSeconds: 60, log: () => undefined });
    expect((await signIn(emulator, email, 'Secret123!')).body).toHaveProperty('AuthenticationResult');
  });
});
