import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { BRANDS, DEMO } from './support/brands';

const uniqueEmail = (brand: string) => `pat.${brand}.${Date.now()}@example.com`;

const signIn = async (page: Page, email: string, password: string) => {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
};

for (const brand of BRANDS) {
  test.describe(`${brand.id} brand on ${brand.origin}`, () => {
    test('shows its own logo, colour, title and favicon, set on the body', async ({ page }) => {
      await page.goto(`${brand.origin}/login`);
      await expect(page.locator('body')).toHaveClass(new RegExp(`brand-${brand.id}`));
      await expect(page).toHaveTitle(brand.title);
      await expect(page.locator('link#favicon')).toHaveAttribute('href', brand.favicon);
      await expect(page.getByRole('img', { name: brand.title })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCSS('background-color', brand.primaryRgb);
      await expectNoSeriousA11yViolations(page);
    });

    test('a visitor signs up, lands on the first registration step, and resumes there after signing in again', async ({ page }) => {
      const email = uniqueEmail(brand.id);
      const password = 'Journey123';
      await page.goto(`${brand.origin}${brand.signUpPath}`);
      await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByLabel('First name').fill('Pat');
      await page.getByLabel('Last name').fill('Rivera');
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Password').fill(password);
      const createdPatient = page.waitForResponse((r) => r.url().endsWith('/backend/api/patient') && r.request().method() === 'POST');
      await page.getByRole('button', { name: 'Create account' }).click();
      expect((await createdPatient).status()).toBe(201);

      // A new account goes straight to the registration's first step (issue 6), and the patient area sends
      // a patient who has not finished it back there.
      await expect(page).toHaveURL(`${brand.origin}/steps`);
      await expect(page.getByRole('heading', { name: 'The Basics', level: 1 })).toBeVisible();
      await page.goto(`${brand.origin}/user/subscriptions`);
      await expect(page).toHaveURL(`${brand.origin}/steps`);
      await expectNoSeriousA11yViolations(page);

      // Another day, another browser: nothing stored.
      await page.evaluate(() => window.localStorage.clear());
      await page.goto(`${brand.origin}/login`);
      await signIn(page, email, password);
      await expect(page).toHaveURL(`${brand.origin}/steps`);
      await expect(page.getByRole('heading', { name: 'The Basics', level: 1 })).toBeVisible();
    });
  });
}

test.describe('bad input gets a clear message and keeps what was typed', () => {
  const origin = BRANDS[0].origin;

  test('a wrong password', async ({ page }) => {
    await page.goto(`${origin}/login`);
    await signIn(page, DEMO.patient.email, 'NotThePassword1');
    await expect(page.getByRole('alert')).toHaveText('Incorrect e-mail or password');
    await expect(page.getByLabel('E-mail')).toHaveValue(DEMO.patient.email);
    await expect(page).toHaveURL(`${origin}/login`);
  });

  test("a user whose first role is not patient is refused with 'Wrong User!'", async ({ page }) => {
    await page.goto(`${origin}/login`);
    await signIn(page, DEMO.doctor.email, DEMO.doctor.password);
    await expect(page.getByRole('alert')).toHaveText('Wrong User!');
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  });

  test('a duplicate sign-up, and fields checked as the person types', async ({ page }) => {
    await page.goto(`${origin}/register`);
    await page.getByLabel('E-mail').fill('not-an-email');
    await page.getByLabel('E-mail').blur();
    await expect(page.getByText('Enter an e-mail address like name@example.com')).toBeVisible();
    await page.getByLabel('First name').fill('Demo');
    await page.getByLabel('Last name').fill('Again');
    await page.getByLabel('E-mail').fill(DEMO.patient.email);
    await page.getByLabel('Password').fill('Another123');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert')).toHaveText('An account with this e-mail already exists');
    await expect(page.getByLabel('First name')).toHaveValue('Demo');
  });

  test('the patient area sends a visitor to /login, and an unknown path shows the not-found page', async ({ page }) => {
    await page.goto(`${origin}/user/subscriptions`);
    await expect(page).toHaveURL(`${origin}/login`);
    await page.goto(`${origin}/no/such/page`);
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Home page' })).toBeVisible();
  });
});

test('the demo patient sees the seeded subscription as Active, signs out and signs in again', async ({ page, context }) => {
  const brand = BRANDS[0];
  await page.goto(`${brand.origin}/login`);
  await signIn(page, DEMO.patient.email, DEMO.patient.password);
  await expect(page).toHaveURL(`${brand.origin}/user/subscriptions`);
  const sildenafil = page.getByRole('group', { name: 'Sildenafil' });
  await expect(sildenafil).toBeVisible();
  await expect(sildenafil.getByText('Active', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The brand website is outside this machine's reach: answer for it.
  await context.route(brand.website + '**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>website</title>' }));
  const website = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Logout' }).click();
  expect((await website).url()).toBe(brand.website);
  await expect(page).toHaveURL(new RegExp(`^${brand.origin}/(login)?$`));
  expect(await page.evaluate(() => window.localStorage.length)).toBe(0);

  await page.goto(`${brand.origin}/login`);
  await signIn(page, DEMO.patient.email, DEMO.patient.password);
  await expect(page).toHaveURL(`${brand.origin}/user/subscriptions`);
  await expect(page.getByRole('group', { name: 'Sildenafil' })).toBeVisible();
});
