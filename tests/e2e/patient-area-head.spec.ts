import { expect, test, type Page, type Route } from '@playwright/test';
import { BRANDS } from './support/brands';
import { preparePatient, signInAs } from './support/prepared-patients';

/**
 * The patient area's page draws the area's frame, and starts its own code and the patient's GET /me itself,
 * writing the dashboard's greeting from the answer (server/http/patient-area-head.ts, ui/early/early-page.ts),
 * instead of after the app's scripts have arrived and run: with those scripts held back, the patient's page
 * is already on screen; the app then takes the early answer instead of asking again, and draws the same
 * greeting in the same place.
 */
const pathOf = (url: string) => new URL(url).pathname;

/**
 * Records, in the page about to open, each text the patient area's title shows (null: no title shown), as
 * the page changes: the server's frame, the early greeting, the app's frame, the dashboard.
 */
const recordTitles = () => {
  const shown: (string | null)[] = [];
  const record = () => {
    const title = document.querySelector('#root h1:not([data-greeting])');
    const text = title ? title.textContent : null;
    if (shown.at(-1) !== text) shown.push(text);
  };
  new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  Object.assign(window, { titlesShown: shown });
};
const titlesShown = (page: Page) => page.evaluate(() => (window as unknown as { titlesShown: (string | null)[] }).titlesShown);

for (const brand of BRANDS) {
  test(`${brand.id}: the dashboard's frame and greeting show before the app's scripts have arrived, its code, GET /me and the treatments' list start with the page; the app keeps the greeting, and asks neither /me nor the icon again, the list only once the live connection is up`, async ({
    page,
  }) => {
    // A treatment the brand offers (the women's brand lists no hair-loss card), so a card of its own shows.
    const { patient } = await preparePatient(brand.origin, { productType: brand.id === 'women' ? 'wl' : 'hl' });
    await signInAs(page, brand.origin, patient);
    // The signed-in page's own requests done: what is recorded below is the reloaded page's.
    await page.waitForLoadState('networkidle');

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
    await page.addInitScript(recordTitles);
    await page.reload({ waitUntil: 'commit' });
    await vendorHeld;

    await expect.poll(() => asked.filter((path) => path === '/backend/me').length).toBe(1);
    // The treatments' list too, once /me has named the patient, before any of the app has run.
    await expect.poll(() => asked.filter((path) => path === '/backend/api/subscriptions').length).toBe(1);
    expect(asked).toContain('/early-session.js');
    expect(asked.some((path) => /^\/assets\/patient-frame-[\w-]+\.js$/.test(path))).toBe(true);
    // /me first: on HTTP/1.1's six connections the page's code would otherwise hold it back a round trip.
    expect(asked.indexOf('/backend/me')).toBeLessThan(asked.findIndex((path) => /^\/assets\/patient-frame-[\w-]+\.js$/.test(path)));
    expect(asked.some((path) => /^\/assets\/subscriptions\.page-[\w-]+\.js$/.test(path))).toBe(true);
    // None of the app has run: the frame and the greeting are the server's page and the early script's.
    const greeting = page.getByRole('heading', { level: 1, name: `Welcome, ${patient.firstName}` });
    await expect(greeting).toBeVisible();
    const logo = page.locator('.patient-header img.brand-logo');
    await expect(logo).toHaveAttribute('src', brand.favicon.replace('favicon', 'logo'));
    const frame = { logo: await logo.boundingBox(), greeting: await greeting.boundingBox() };

    release();
    // The card itself, not its loading shape: only a loaded card links to its details.
    await expect(page.locator('.subscription-card .details-link').first()).toBeVisible();
    await expect(greeting).toBeVisible();
    // The app's header and page stand where the server's frame drew them.
    expect({ logo: await logo.boundingBox(), greeting: await greeting.boundingBox() }).toEqual(frame);
    // From the first greeting on, the title never gave way to a screen without it while the app started.
    expect(await titlesShown(page)).toEqual([null, `Welcome, ${patient.firstName}`]);
    await page.waitForLoadState('networkidle');
    // The page's /me, which the session took and the summary (the latest billed amount) took again: none asked again.
    expect(asked.filter((path) => path === '/backend/me')).toHaveLength(1);
    // The page's list, which the app took; read once more when the live connection opened, which replays
    // nothing of what changed since the page's answer.
    expect(asked.filter((path) => path === '/backend/api/subscriptions')).toHaveLength(2);
    expect(asked.filter((path) => path === brand.favicon)).toHaveLength(1);
    // Each stylesheet once: the page's preloads are the copies the app's imports take.
    const styles = asked.filter((path) => path.endsWith('.css'));
    expect(styles).toEqual([...new Set(styles)]);
  });
}

test('a Spanish reader’s greeting is Spanish from the first, in the server’s frame and in the app alike', async ({ page }) => {
  const brand = BRANDS[0];
  const { patient } = await preparePatient(brand.origin);
  await signInAs(page, brand.origin, patient);
  await page.addInitScript(() => window.localStorage.setItem('language', 'es'));
  await page.addInitScript(recordTitles);
  await page.reload();
  await expect(page.locator('.subscription-card .details-link').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Bienvenido, ${patient.firstName}` })).toBeVisible();
  expect(await titlesShown(page)).toEqual([null, `Bienvenido, ${patient.firstName}`]);
});

test('the early script not run before the app (it is async; here its download fails): the app waits for the session and draws the frame with the greeting, never an empty title first', async ({
  page,
}) => {
  const brand = BRANDS[0];
  const { patient } = await preparePatient(brand.origin);
  await signInAs(page, brand.origin, patient);
  await page.route('**/early-session.js', (route) => route.abort());
  // The app's own /me answers late: a first screen drawn before it would show the frame's title empty.
  await page.route('**/backend/me', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await page.addInitScript(recordTitles);
  await page.reload();
  await expect(page.locator('.subscription-card .details-link').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${patient.firstName}` })).toBeVisible();
  expect(await titlesShown(page)).toEqual([null, `Welcome, ${patient.firstName}`]);
});

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
  // The app's configuration waits until the page's own /me is out. The early script is async: on a busy machine
  // it ran after the app had restored the session and written the session's token back, and asked with that.
  let pageAsked: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => (pageAsked = resolve));
  page.on('request', (request) => {
    if (pathOf(request.url()) === '/backend/me') pageAsked();
  });
  await page.route('**/config.json', async (route) => {
    await asked;
    await route.continue();
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${patient.firstName}` })).toBeVisible();
  // The page's own request, with the refused token, is answered 401; the app's, with the session's, 200.
  await expect.poll(() => answers.filter((answer) => answer.refusedToken).map((answer) => answer.status)).toEqual([401]);
  expect(answers.filter((answer) => !answer.refusedToken).map((answer) => answer.status)).toContain(200);
});

test("the dashboard's code failing to download as the page opens: the app still starts, reloads the page once, then shows the error layout", async ({
  browser,
}) => {
  const brand = BRANDS[0];
  // No worker: its cache would serve the code the test makes fail.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const { patient } = await preparePatient(brand.origin);
  await signInAs(page, brand.origin, patient);
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.route(/\/assets\/subscriptions\.page-[\w-]+\.js$/, (route) => route.abort());
  await page.reload();
  // The app, which waits for the page's code before its first screen, does not stop at the failure: the route
  // asks again, and the missing code reloads the page once (the guard allows one reload a minute)...
  await expect.poll(() => loads).toBe(2);
  // ...and the second failure, within the minute, shows the error layout.
  await expect(page.getByRole('heading', { name: 'An error occurred' })).toBeVisible();
  await expect(page.getByText('The app could not start')).toHaveCount(0);
  await context.close();
});

for (const token of [null, 'not-a-token']) {
  test(`nobody signed in at a patient-area address (${token ? 'a refused token' : 'no token'}): the login page shows at once, without waiting for the area's code`, async ({
    browser,
  }) => {
    const brand = BRANDS[0];
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    if (token) await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
    // The area's frame code never arrives: a first screen that waited for it would never be drawn.
    await page.route(/\/assets\/patient-frame-[\w-]+\.js$/, () => new Promise<void>(() => undefined));
    await page.goto(`${brand.origin}/user/chat`);
    await expect(page).toHaveURL(`${brand.origin}/login`);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await context.close();
  });
}

test('pages outside the patient area name neither the early script nor its code', async ({ request }) => {
  const brand = BRANDS[0];
  for (const path of ['/login', '/ed', '/']) {
    const html = await (await request.get(`${brand.origin}${path}`)).text();
    expect(html, path).not.toContain('early-session.js');
    expect(html, path).not.toContain('patient-frame-');
  }
  const dashboard = await (await request.get(`${brand.origin}/user/subscriptions`)).text();
  expect(dashboard).toMatch(
    /<script src="\/early-session.js" data-api-base="\/backend" data-code="[^"]*\/assets\/patient-frame-[\w-]+\.js[^"]*" data-later="[^"]*\/assets\/dashboard-[\w-]+\.js[^"]*" async/,
  );
  expect(dashboard).not.toContain('rel="modulepreload" crossorigin href="/assets/patient-frame-');
  // The frame, not the loading screen, with the title waiting for its greeting.
  expect(dashboard).toContain('<header class="app-header patient-header">');
  expect(dashboard).toContain('data-greeting=');
  expect(dashboard).not.toContain('class="app-loading"');
});
