import { expect, test, type Page } from '@playwright/test';
import { asPatient, newPatient, signIn } from './app-shell.support';
import { expectNoSeriousA11yViolations } from './support/axe';
import { BRANDS } from './support/brands';
import { registeredPatient } from './support/registered-patient';

/**
 * What the patient area says of a treatment in each state, alike on the dashboard and on its page: what is
 * billed and when, what can be done, what a refusal leaves, what cannot be found. Fresh patients, taken
 * through registration by the API; the women's brand lists only its own treatments.
 */

const [MAIN, WOMEN] = BRANDS;
const PHONE = { width: 390, height: 844 };
const factOf = (page: Page, term: string) => page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
const tokenOf = async (page: Page) => (await page.evaluate(() => window.localStorage.getItem('token'))) ?? '';

test('a treatment In Review: billed once the provider approves, on the card, the Dates and the Billing alike; nothing billed yet', async ({ page }) => {
  const patient = await registeredPatient(MAIN.origin, { productType: 'ed', stopAt: 'done' });
  await signIn(page, MAIN.origin, patient.email);
  const card = page.getByRole('group', { name: 'Sildenafil' });
  await expect(card.getByText('In Review')).toBeVisible();
  await expect(card.getByText(/^Next billing: /)).toHaveText('Next billing: When your provider approves');
  // A payment only authorized is not billed.
  await expect(page.getByText(/^Latest billed amount/)).toHaveCount(0);
  await page.goto(`${MAIN.origin}/user/subscriptions/${patient.subscriptionId}`);
  await expect(factOf(page, 'Next billing')).toHaveText('When your provider approves');
  const billing = page.locator('#billing');
  await expect(billing.getByRole('list', { name: 'Last billings' })).toContainText('Authorized');
  await expect(billing.locator('h3', { hasText: 'Next billing' }).locator('xpath=following-sibling::p[1]')).toHaveText('When your provider approves');
  await expect(page.locator('dt', { hasText: /^Latest billed amount$/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('a refused action closes its dialog, says why, and the page shows what the treatment allows now; cancelled before approval, it can be started again', async ({
  page,
}) => {
  const patient = await registeredPatient(MAIN.origin, { productType: 'ed', stopAt: 'done' });
  await signIn(page, MAIN.origin, patient.email);
  await expect(page).toHaveURL(`${MAIN.origin}/user/subscriptions`);
  await page.goto(`${MAIN.origin}/user/subscriptions/${patient.subscriptionId}`);
  const manage = page.locator('.panel').filter({ has: page.getByRole('heading', { name: 'Manage' }) });
  await manage.getByRole('button', { name: 'Cancel treatment' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel your treatment?' });
  await expect(dialog).toBeVisible();
  // Meanwhile another tab cancels it.
  await asPatient(page.request, MAIN.origin, await tokenOf(page), 'PATCH', `/api/subscription/cancel/${patient.subscriptionId}`);
  await dialog.getByRole('button', { name: 'Cancel treatment' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'cannot be cancelled' })).toContainText('The page now shows your treatment as it is.');
  await expect(page.locator('.page-heading').getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(manage.getByRole('button', { name: 'Cancel treatment' })).toHaveCount(0);
  await expect(manage.getByRole('button', { name: 'Reactivate' })).toHaveCount(0);
  await expect(manage.getByRole('link', { name: 'Start this treatment again' })).toHaveAttribute('href', '/user/new-subscription?visitType=ed');
  await expectNoSeriousA11yViolations(page);

  await page.goto(`${MAIN.origin}/user/subscriptions`);
  const card = page.getByRole('group', { name: 'Sildenafil' });
  await expect(card.getByRole('link', { name: 'Start again' })).toHaveAttribute('href', '/user/new-subscription?visitType=ed');
  await expect(card.getByRole('link', { name: 'Reactivate' })).toHaveCount(0);
});

test("another patient's treatment and an unknown doctor lead home, not to a 'Try again' that cannot help", async ({ page }) => {
  const patient = await newPatient(page.request, MAIN.origin, 'not-found');
  await signIn(page, MAIN.origin, patient.email);
  await expect(page).toHaveURL(`${MAIN.origin}/user/subscriptions`);
  await page.goto(`${MAIN.origin}/user/subscriptions/${'e'.repeat(24)}`);
  await expect(page.getByText('Subscription not found').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to your treatments' }).click();
  await expect(page).toHaveURL(`${MAIN.origin}/user/subscriptions`);
  await page.goto(`${MAIN.origin}/doctor-info/${'e'.repeat(24)}`);
  await expect(page.getByRole('heading', { name: 'Doctor profile' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Go to your treatments' })).toHaveAttribute('href', '/user/subscriptions');
  await expectNoSeriousA11yViolations(page);
});

test("the women's brand lists its own treatments and says where the others are managed", async ({ browser }) => {
  const patient = await registeredPatient(MAIN.origin, { productType: 'ed', stopAt: 'done' });
  const page = await (await browser.newContext({ viewport: PHONE })).newPage();
  await signIn(page, WOMEN.origin, patient.email);
  await expect(page.getByText('Your erectile dysfunction treatment is managed at Vireo Health.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open Vireo Health' })).toHaveAttribute('href', `${MAIN.origin}/user/subscriptions`);
  await expect(page.getByRole('group', { name: 'Sildenafil' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Weight loss' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.context().close();
});

test('a treatment whose reload fails stays on screen with a quiet note, and Try again brings it up to date', async ({ page }) => {
  const patient = await registeredPatient(MAIN.origin, { productType: 'ed', stopAt: 'done' });
  await signIn(page, MAIN.origin, patient.email);
  await expect(page).toHaveURL(`${MAIN.origin}/user/subscriptions`);
  const details = page.getByRole('link', { name: 'View details of Sildenafil' });
  await details.click();
  const heading = page.getByRole('heading', { level: 1, name: 'Sildenafil' });
  await expect(heading).toBeVisible();
  await page.getByRole('link', { name: 'All treatments' }).click();
  // The read carries the patient's language as a query (`?lang=en`).
  const treatment = (url: URL) => url.pathname === `/backend/api/subscription/${patient.subscriptionId}`;
  await page.route(treatment, (route) => route.fulfill({ status: 503, json: { message: 'The service is temporarily unavailable' } }));
  await details.click();
  const note = page.getByRole('status').filter({ hasText: 'This could not be updated, so it may be out of date:' });
  await expect(note).toBeVisible();
  await expect(heading).toBeVisible();
  await expect(page.getByText('This treatment could not be loaded')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.unroute(treatment);
  await note.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('This could not be updated')).toHaveCount(0);
  await expect(heading).toBeVisible();
});
