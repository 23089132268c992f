import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startTestServer } from '../support/test-server';
import { expectNoSeriousA11yViolations } from './support/axe';
import { BRANDS } from './support/brands';
import { preparePatient, signInAs } from './support/prepared-patients';

/**
 * Issue 23, return visits: the app's service worker (ui/service-worker/) draws a return visit from the
 * browser's cache and keeps no API answer; a new build's worker taking over is told; each brand is
 * installable with its own manifest.
 */

test.use({ serviceWorkers: 'allow' });

/** Waits until the app's worker is installed and serves this page (a first visit's worker claims it). */
const servedByWorker = async (page: Page) => {
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready) && navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
};

/** Every URL the app's caches hold. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });

for (const brand of BRANDS) {
  test(`${brand.id}: a return visit comes from the worker's cache, the patient's data always from the server`, async ({ page }) => {
    const { patient } = await preparePatient(brand.origin);
    await page.goto(`${brand.origin}/login`);
    await servedByWorker(page);

    const answers: { url: string; fromWorker: boolean }[] = [];
    page.on('response', (response) => answers.push({ url: response.url(), fromWorker: response.fromServiceWorker() }));
    await signInAs(page, brand.origin, patient);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const path = (url: string) => new URL(url).pathname;
    const page_ = answers.filter((answer) => path(answer.url) === '/user/subscriptions');
    expect(page_.length, 'the reload asked for the page').toBeGreaterThan(0);
    expect(page_.every((answer) => answer.fromWorker)).toBe(true);
    const scripts = answers.filter((answer) => path(answer.url).startsWith('/assets/') && answer.url.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((answer) => !answer.fromWorker)).toEqual([]);
    const api = answers.filter((answer) => path(answer.url).startsWith('/backend/'));
    expect(api.length, 'the dashboard read the patient from the API').toBeGreaterThan(0);
    expect(api.filter((answer) => answer.fromWorker)).toEqual([]);

    const cached = await cachedUrls(page);
    expect(cached.some((url) => path(url).startsWith('/assets/'))).toBe(true);
    expect(cached.filter((url) => path(url).startsWith('/backend') || path(url) === '/config.json')).toEqual([]);
  });

  test(`${brand.id}: installable with the brand's own manifest`, async ({ page, request }) => {
    await page.goto(`${brand.origin}/login`);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe(`/brands/${brand.id}/manifest.webmanifest`);
    const answer = await request.get(`${brand.origin}${href}`);
    expect(answer.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await answer.json()) as { name: string; start_url: string; display: string; icons: { src: string }[] };
    expect(manifest).toMatchObject({ name: brand.title, start_url: '/', display: 'standalone' });
    for (const icon of manifest.icons) expect((await request.get(`${brand.origin}${icon.src}`)).ok()).toBe(true);
  });
}

test("a new build's worker taking over is told to the patient, who keeps the page open", async ({ page }) => {
  // A server of its own, on a copy of the build: the test deploys the next build's worker by changing it.
  const appDir = mkdtempSync(join(tmpdir(), 'app-build-'));
  cpSync('dist', appDir, { recursive: true });
  const server = await startTestServer({ appDir });
  try {
    const origin = `http://127.0.0.1:${server.ports[0]}`;
    await page.goto(`${origin}/login`);
    await servedByWorker(page);
    await page.reload();
    await page.getByLabel('E-mail').fill('still.typing@example.com');

    appendFileSync(join(appDir, 'sw.js'), '\n// the next build\n');
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

    await expect(page.getByText('A new version of the app is ready. You will see it the next time you open or reload the app.')).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByLabel('E-mail')).toHaveValue('still.typing@example.com');
    await expectNoSeriousA11yViolations(page);
  } finally {
    await server.close();
    rmSync(appDir, { recursive: true, force: true });
  }
});
