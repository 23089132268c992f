import { expect, test } from '@playwright/test';
import { BRANDS } from './support/brands';
import { preparePatient, signInAs } from './support/prepared-patients';

/**
 * A failed read on a Spanish screen reads in Spanish: the app words a known code itself (issue 25), here the
 * dashboard's treatments answered 503 with the server's English message.
 */
test('a service that is down is said in Spanish on a Spanish screen, not in the server’s English', async ({ page }) => {
  const brand = BRANDS[0];
  const { patient } = await preparePatient(brand.origin);
  await signInAs(page, brand.origin, patient);
  await page.evaluate(() => window.localStorage.setItem('language', 'es'));
  await page.route(
    (url) => url.pathname === '/backend/api/subscriptions',
    (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ status: 'error', message: 'The service is temporarily unavailable, please try again', code: 'service_unavailable' }),
      }),
  );
  await page.goto(`${brand.origin}/user/subscriptions`);
  // The treatments' own error, beside the banner spec §8 shows for any server error: both in Spanish.
  await expect(page.getByRole('main').getByText('El servicio no está disponible en este momento.', { exact: false })).toBeVisible();
  await expect(page.getByText('temporarily unavailable')).toHaveCount(0);
});
