import { expect, test } from '@playwright/test';
import { newPatient, resetLinkFor, signIn } from './app-shell.support';
import { expectNoSeriousA11yViolations } from './support/axe';
import { BRANDS } from './support/brands';

for (const brand of BRANDS) {
  test(`password reset end to end on the ${brand.id} brand: the mailed link sets a new password, once`, async ({ page, request }) => {
    const patient = await newPatient(request, brand.origin, `reset-${brand.id}`);
    await page.goto(`${brand.origin}/login`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(`${brand.origin}/reset-password`);
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('E-mail').fill('not-an-email');
    await page.getByRole('button', { name: 'Send me the e-mail' }).click();
    await expect(page.getByText('Enter an e-mail address like name@example.com')).toBeVisible();
    await page.getByLabel('E-mail').fill(patient.email);
    await page.getByRole('button', { name: 'Send me the e-mail' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'we have sent it a link' })).toBeVisible();

    const link = resetLinkFor(patient.email);
    const path = new URL(link).pathname;
    await page.goto(`${brand.origin}${path}`);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await expect(page.getByText(patient.email)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('New password', { exact: true }).fill('Fresh12345');
    await page.getByLabel('Repeat the new password').fill('Fresh1234');
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await expect(page.getByText('The two passwords are not the same')).toBeVisible();
    await page.getByLabel('Repeat the new password').fill('Fresh12345');
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await expect(page).toHaveURL(`${brand.origin}/login`);
    await expect(page.getByRole('status').filter({ hasText: 'Your password was changed' })).toBeVisible();

    await signIn(page, brand.origin, patient.email, 'Fresh12345');
    await expect(page).toHaveURL(`${brand.origin}/user/subscriptions`);

    // The link works once; without its optional e-mail part it is read the same way.
    const token = path.split('/').pop() ?? '';
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
    await page.goto(`${brand.origin}/new-password/${token}`);
    await expect(page.locator('.auth-card').getByRole('alert')).toHaveText('This password reset link is invalid or has expired. Please request a new one.');
    await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}
