import { expect, test, type Route } from '@playwright/test';
import { BRANDS } from './support/brands';
import { preparePatient, signInAs } from './support/prepared-patients';

/**
 * The patient area's page starts its own code and the patient's GET /me itself (server/http/patient-area-head.ts),
 * instead of after the app's scripts have arrived and run: with those scripts held back, the requests are
 * already out; the app then takes the early answer instead of asking again.
 */
const pathOf = (url: string) => new URL(url).pathname;

for (const brand of BRANDS) {
  test(`${brand.id}: the dashboard’s code and GET /me start with the page, before the app’s scripts; the session’s /me is not asked again, the icon once`, async ({
    page,
  }) => {
    // A treatment the brand offers (the women's brand lists no hair-loss card), so a card of its own shows.
    const { patient } = await preparePatient(brand.origin, { productType: brand.id === 'women' ? 'wl' : 'hl' });
    await signInAs(page, brand.origin, patient);

    const asked: string[] = [];
    page.on('request', (request) => asked.push(pathOf(request.url())));
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let vendorAsked: () => void = () => undefined;
    const vendorHeld = new Promise<void>((resolve) => (vendorAsked = resolve));
    // The app's libraries (the largest of its first scripts): nothing of the app runs until they arrive.
    await page.route('**/assets/vendor-*.js', async (route: Route) => {
      vendorAsked();
      await released;
      await route.continue();
    });
    await page.reload({ waitUntil: 'commit' });
    await vendorHeld;

    await expect.poll(() => asked.filter((path) => path === '/backend/me').length).toBe(1);
    expect(asked).toContain('/early-session.js');
    expect(asked.some((path) => /^\/assets\/patient-frame-[\w-]+\.js$/.test(path))).toBe(true);
    expect(asked.some((path) => /^\/assets\/subscriptions\.page-[\w-]+\.js$/.test(path))).toBe(true);

    release();
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${patient.firstName}` })).toBeVisible();
    // The card itself, not its loading shape: only a loaded card links to its details.
    await expect(page.locator('.subscription-card .details-link').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The page's, which the session took, and the summary's own (the latest billed amount): none asked again.
    expect(asked.filter((path) => path === '/backend/me')).toHaveLength(2);
    expect(asked.filter((path) => path === brand.favicon)).toHaveLength(1);
  });
}

test('a stored token the server refuses: the page’s refused answer is not taken, and the app’s own session still opens the dashboard', async ({ page }) => {
  const brand = BRANDS[0];
  const { patient } = await preparePatient(brand.origin);
  await signInAs(page, brand.origin, patient);
  // The identity's session stays as signing in left it; only the copy of the token the page reads is refused,
  // set as the page opens again (the app, still running before, could write its own copy back meanwhile).
  await page.addInitScript(() => window.localStorage.setItem('token', 'not-a-token'));
  const answers: { refusedToken: boolean; status: number }[] = [];
  page.on('response', async (response) => {
    if (pathOf(response.url()) !== '/backend/me') return;
    const refusedToken = (await response.request().allHeaders())['authorization'] === 'Bearer not-a-token';
    answers.push({ refusedToken, status: response.status() });
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${patient.firstName}` })).toBeVisible();
  // The page's own request, with the refused token, is answered 401; the app's, with the session's, 200.
  await expect.poll(() => answers.filter((answer) => answer.refusedToken).map((answer) => answer.status)).toEqual([401]);
  expect(answers.filter((answer) => !answer.refusedToken).map((answer) => answer.status)).toContain(200);
});

test('pages outside the patient area name neither the early script nor its code', async ({ request }) => {
  const brand = BRANDS[0];
  for (const path of ['/login', '/ed', '/']) {
    const html = await (await request.get(`${brand.origin}${path}`)).text();
    expect(html, path).not.toContain('early-session.js');
    expect(html, path).not.toContain('patient-frame-');
  }
  const dashboard = await (await request.get(`${brand.origin}/user/subscriptions`)).text();
  expect(dashboard).toContain('<script src="/early-session.js" data-api-base="/backend" defer');
});
