import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { latestCodeFor } from '../../../scripts/cognito-emulator/outbox-message-sender';

/** The Cognito configuration's servers (playwright.config.ts E2E_COGNITO_PORTS, from the same environment). */
const mainPort = Number(process.env.E2E_MAIN_PORT ?? 3000);

export const COGNITO_ORIGIN = `http://localhost:${mainPort + 200}`;
export const COGNITO_ENDPOINT = `http://127.0.0.1:${mainPort + 6300}`;
export const COGNITO_CLIENT_ID = 'vireo-patient-app-local';
const OUTBOX = `.data/e2e-cognito-${mainPort + 200}/cognito/outbox`;

/** The code the emulator e-mailed to `email`, as the patient's inbox would show it. */
export const confirmationCodeFor = async (email: string): Promise<string> => {
  await expect.poll(() => latestCodeFor(OUTBOX, email), { message: `a code e-mailed to ${email}` }).not.toBeNull();
  return latestCodeFor(OUTBOX, email) ?? '';
};

/** Cognito's JSON protocol, as Amplify speaks it. */
const cognito = async (request: APIRequestContext, operation: string, body: Record<string, unknown>) => {
  const response = await request.post(COGNITO_ENDPOINT, {
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}` },
    data: JSON.stringify({ ClientId: COGNITO_CLIENT_ID, ...body }),
  });
  return (await response.json()) as Record<string, unknown>;
};

/** A user of the pool who signed up and never entered the code. */
export const unconfirmedUser = async (request: APIRequestContext, email: string, password: string) => {
  const signedUp = await cognito(request, 'SignUp', { Username: email, Password: password, UserAttributes: [{ Name: 'email', Value: email }] });
  expect(signedUp).toMatchObject({ UserConfirmed: false });
};

/**
 * A patient as a finished sign-up leaves one: confirmed in the pool, with a patient made by the backend
 * (POST /api/patient with the pool's ID token), so the app signs it in straight to the dashboard.
 */
export const preparedPatient = async (request: APIRequestContext, email: string, password: string, firstName: string) => {
  await unconfirmedUser(request, email, password);
  await cognito(request, 'ConfirmSignUp', { Username: email, ConfirmationCode: await confirmationCodeFor(email) });
  const signedIn = await cognito(request, 'InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } });
  const idToken = (signedIn.AuthenticationResult as { IdToken: string }).IdToken;
  const created = await request.post(`${COGNITO_ORIGIN}/backend/api/patient`, { data: { email, firstName }, headers: { authorization: `Bearer ${idToken}` } });
  expect(created.status()).toBe(201);
};

/** The ID token Amplify keeps for the signed-in user (its own storage keys), and when it expires (ms). */
export const storedIdToken = async (page: Page): Promise<{ token: string; expiresAt: number } | null> =>
  page.evaluate((clientId) => {
    const user = window.localStorage.getItem(`CognitoIdentityServiceProvider.${clientId}.LastAuthUser`);
    const token = user ? window.localStorage.getItem(`CognitoIdentityServiceProvider.${clientId}.${user}.idToken`) : null;
    if (!token) return null;
    const claims = JSON.parse(atob((token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as { exp: number };
    return { token, expiresAt: claims.exp * 1000 };
  }, COGNITO_CLIENT_ID);

/** Every key Amplify keeps for this app client. */
export const amplifyKeys = (page: Page): Promise<string[]> =>
  page.evaluate(
    (clientId) => Object.keys(window.localStorage).filter((key) => key.startsWith(`CognitoIdentityServiceProvider.${clientId}.`)),
    COGNITO_CLIENT_ID,
  );
