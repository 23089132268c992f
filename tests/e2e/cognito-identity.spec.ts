import { expect, test, type Page } from '@playwright/test';
import { stepTitle, uniqueEmail } from './registration-journey';
import { expectNoSeriousA11yViolations } from './support/axe';
import { amplifyKeys, COGNITO_ENDPOINT, COGNITO_ORIGIN, confirmationCodeFor, preparedPatient, storedIdToken, unconfirmedUser } from './support/cognito-pool';

/**
 * The production identity, end to end: the app in the Cognito configuration (config.json names the pool,
 * its emulator's endpoint and the USER_PASSWORD_AUTH flow) signs up, confirms, signs in, refreshes and
 * signs out through Amplify's real code against the emulator, and the backend in the 'cognito' mode trusts
 * only the pool's tokens (playwright.config.ts starts both: scripts/start-cognito.ts).
 */

const PASSWORD = 'Journey123';

/** Every answer of the backend and every call to the pool, to check what went on behind the screens. */
const watch = (page: Page) => {
  const refused: string[] = [];
  const poolCalls: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/backend/') && response.status() === 401) refused.push(new URL(response.url()).pathname);
  });
  page.on('request', (request) => {
    if (request.url().startsWith(COGNITO_ENDPOINT)) poolCalls.push((request.headers()['x-amz-target'] ?? '').replace('AWSCognitoIdentityProviderService.', ''));
  });
  return { refused, poolCalls };
};

const signIn = async (page: Page, email: string, password = PASSWORD) => {
  await page.goto(`${COGNITO_ORIGIN}/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
};

const patientMenu = (page: Page) => page.getByRole('navigation', { name: 'Patient menu' });

test('sign-up on an entry page: the code e-mailed by the pool, then the registration starts', async ({ page }) => {
  const calls = watch(page);
  const email = uniqueEmail('cognito');
  await page.goto(`${COGNITO_ORIGIN}/register`);
  await page.getByLabel('First name').fill('Pat');
  await page.getByLabel('Last name').fill('Pool');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();

  const confirmForm = page.getByRole('form', { name: 'Confirm your e-mail' });
  await expect(confirmForm).toContainText(`We sent a 6-digit code to ${email}`);
  await expectNoSeriousA11yViolations(page);
  await confirmForm.getByLabel('Confirmation code').fill('000000');
  await confirmForm.getByRole('button', { name: 'Confirm and continue' }).click();
  await expect(confirmForm.getByRole('alert')).toHaveText('That code is not right: check the e-mail and try again');
  await confirmForm.getByLabel('Confirmation code').fill(await confirmationCodeFor(email));
  await confirmForm.getByRole('button', { name: 'Confirm and continue' }).click();

  await expect(page).toHaveURL(`${COGNITO_ORIGIN}/steps`);
  await expect(stepTitle(page)).toHaveText('The Basics');
  expect(await amplifyKeys(page)).toContain(`CognitoIdentityServiceProvider.vireo-patient-app-local.${email}.idToken`);
  expect(await page.evaluate(() => window.localStorage.getItem('identity.local.tokens'))).toBeNull();
  expect(calls.poolCalls).toEqual(expect.arrayContaining(['SignUp', 'ConfirmSignUp', 'InitiateAuth']));
  expect(calls.refused).toEqual([]);
});

test('sign-in to the dashboard, a refresh of the expired token, and sign-out', async ({ page, request, context }) => {
  const email = uniqueEmail('cognito-in');
  await preparedPatient(request, email, PASSWORD, 'Robin');
  const calls = watch(page);
  await signIn(page, email);
  await expect(page).toHaveURL(`${COGNITO_ORIGIN}/user/subscriptions`);
  await expect(page.getByRole('heading', { name: 'Welcome, Robin' })).toBeVisible();

  // The pool's tokens live 15 seconds here: once this one has expired, the backend refuses it ...
  const first = await storedIdToken(page);
  expect(first).not.toBeNull();
  await page.waitForTimeout(Math.max(0, (first?.expiresAt ?? 0) - Date.now() + 500));
  const stale = await request.get(`${COGNITO_ORIGIN}/backend/me`, { headers: { authorization: `Bearer ${first?.token}` } });
  expect(stale.status()).toBe(401);
  // ... and the app, which asks Amplify for the token before each call, carries a refreshed one.
  const orders = page.waitForResponse((response) => response.url().includes('/backend/api/orders'));
  await patientMenu(page).getByRole('link', { name: 'Order History' }).click();
  await expect(page.getByRole('heading', { name: 'Order history' })).toBeVisible();
  expect((await orders).status()).toBe(200);
  const second = await storedIdToken(page);
  expect(second?.token).not.toBe(first?.token);
  expect(second?.expiresAt).toBeGreaterThan(Date.now());
  expect(calls.poolCalls).toContain('GetTokensFromRefreshToken');
  expect(calls.refused).toEqual([]);

  await context.route('https://www.vireohealth.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>website</title>' }));
  await patientMenu(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(`${COGNITO_ORIGIN}/`);
  expect(await amplifyKeys(page)).toEqual([]);
  await page.goto(`${COGNITO_ORIGIN}/user/subscriptions`);
  await expect(page).toHaveURL(`${COGNITO_ORIGIN}/login`);
});

test("the 30-day rule: a session unused for 30 days is signed out, Amplify's tokens with it", async ({ page, request }) => {
  const email = uniqueEmail('cognito-idle');
  await preparedPatient(request, email, PASSWORD, 'Idle');
  await signIn(page, email);
  await expect(page.getByRole('heading', { name: 'Welcome, Idle' })).toBeVisible();
  await page.evaluate(() => window.localStorage.setItem('expirationDate', String(Date.now() - 30 * 24 * 3600 * 1000)));
  await patientMenu(page).getByRole('link', { name: 'Order History' }).click();
  await expect(page).toHaveURL(`${COGNITO_ORIGIN}/`);
  expect(await amplifyKeys(page)).toEqual([]);
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
});

test("what the pool's refusals say: a wrong password, an unknown user, an unconfirmed user", async ({ page, request }) => {
  const email = uniqueEmail('cognito-refused');
  await preparedPatient(request, email, PASSWORD, 'Refused');
  const unconfirmed = uniqueEmail('cognito-unconfirmed');
  await unconfirmedUser(request, unconfirmed, PASSWORD);
  const error = page.getByRole('form', { name: 'Sign in' }).getByRole('alert');

  await signIn(page, email, 'Wrong1234');
  await expect(error).toHaveText('Incorrect e-mail or password');
  await signIn(page, uniqueEmail('cognito-nobody'), PASSWORD);
  await expect(error).toHaveText('Incorrect e-mail or password');
  await signIn(page, unconfirmed, PASSWORD);
  await expect(error).toHaveText('Confirm your e-mail first: enter the code we sent you');
  await expectNoSeriousA11yViolations(page);
  await expect(page).toHaveURL(`${COGNITO_ORIGIN}/login`);
  expect(await amplifyKeys(page)).toEqual([]);
});

test('a password changed in Account Info is changed at the pool: a wrong current one refused, the new one signs in', async ({ page, request }) => {
  const email = uniqueEmail('cognito-password');
  await preparedPatient(request, email, PASSWORD, 'Casey');
  const calls = watch(page);
  await signIn(page, email);
  await expect(page.getByRole('heading', { name: 'Welcome, Casey' })).toBeVisible();
  await page.goto(`${COGNITO_ORIGIN}/user/profile`);
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password').fill('NotMine123');
  await form.getByLabel('New password', { exact: true }).fill('Changed12345');
  await form.getByLabel('New password again').fill('Changed12345');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('alert')).toHaveText('Your current password is incorrect');

  await form.getByLabel('Current password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  // The pool keeps other devices' sessions: the app does not claim to have ended them.
  await expect(form.getByRole('status')).toHaveText('Your password is changed.');
  await expectNoSeriousA11yViolations(page);
  expect(calls.poolCalls.filter((call) => call === 'ChangePassword')).toHaveLength(2);
  expect(calls.refused).toEqual([]);

  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await signIn(page, email, PASSWORD);
  await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toHaveText('Incorrect e-mail or password');
  await signIn(page, email, 'Changed12345');
  await expect(page).toHaveURL(`${COGNITO_ORIGIN}/user/subscriptions`);
});

test('a forgotten password reset with the code the pool e-mails: a wrong code refused, what was typed kept, the new password signs in', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('cognito-forgot');
  await preparedPatient(request, email, PASSWORD, 'Morgan');
  const calls = watch(page);
  await page.goto(`${COGNITO_ORIGIN}/reset-password`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send me the e-mail' }).click();
  const form = page.getByRole('form', { name: 'Choose a new password' });
  await expect(page.getByRole('status')).toContainText(`If an account exists for ${email}, we have sent it a 6-digit code.`);
  await form.getByLabel('Code from the e-mail').fill('000000');
  await form.getByLabel('New password', { exact: true }).fill('Forgotten123');
  await form.getByLabel('Repeat the new password').fill('Forgotten123');
  await form.getByRole('button', { name: 'Set the new password' }).click();
  await expect(form.getByRole('alert')).toHaveText('That code is not right: check the e-mail and try again');
  await expect(form.getByLabel('New password', { exact: true })).toHaveValue('Forgotten123');
  await expectNoSeriousA11yViolations(page);

  await form.getByLabel('Code from the e-mail').fill(await confirmationCodeFor(email));
  await form.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page).toHaveURL(`${COGNITO_ORIGIN}/login`);
  expect(calls.poolCalls).toEqual(expect.arrayContaining(['ForgotPassword', 'ConfirmForgotPassword']));
  await signIn(page, email, 'Forgotten123');
  await expect(page).toHaveURL(`${COGNITO_ORIGIN}/user/subscriptions`);
});
