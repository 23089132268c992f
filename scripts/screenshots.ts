/**
 * `npm run screenshots [-- --no-build] [--out docs/screens]`: pictures of every main screen, on both brands,
 * on a phone (390 px) and a desktop (1280 px), into docs/screens/ (the README shows some). By itself: it
 * builds the app, starts the reference backend on free loopback ports with an in-memory database,
 * prepares patients through the API as the e2e tests do (one with an active treatment that has shipped,
 * a second in review and a doctor's message; one who has just signed up), shoots each screen at the size
 * of the window (not the whole page, to keep the files small) and stops the server.
 */
import { execSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from '@playwright/test';
import type { BrandId } from '../domain/brands/brand';
import { startReferenceServer } from '../server/reference-server';
import { operator } from '../tests/support/operator';
import { registerAnotherTreatment, registerPatient, type Patient } from '../tests/support/patient-factory';
import { launchChromium } from './browser';

const { values: options } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    dist: { type: 'string', default: 'dist' },
    out: { type: 'string', default: 'docs/screens' },
  },
});
const dist = resolve(options.dist);
const out = resolve(options.out);
if (!options['no-build']) execSync(`npx vite build --logLevel warn --outDir ${JSON.stringify(dist)} --emptyOutDir`, { stdio: 'inherit' });

const freePort = () =>
  new Promise<number>((done, failed) => {
    const probe = createServer();
    probe.once('error', failed);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : failed(new Error('no port'))));
    });
  });

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

const ports = [await freePort(), await freePort()] as const;
const brands: readonly { readonly id: BrandId; readonly origin: string }[] = [
  { id: 'main', origin: `http://127.0.0.1:${ports[0]}` },
  { id: 'women', origin: `http://127.0.0.1:${ports[1]}` },
];
const localHosts = (port: number) => [`localhost:${port}`, `127.0.0.1:${port}`];
const server = await startReferenceServer({
  dataDir: null,
  ports,
  host: '127.0.0.1',
  sites: brands.map((brand) => ({ brand: brand.id, origin: brand.origin })),
  extraBrandHosts: { main: localHosts(ports[0]), women: localHosts(ports[1]) },
  appDir: dist,
  ops: true,
  log: () => undefined,
});

/** A patient the patient area has something to show for: weight loss active and shipped, anti-aging in review, a message. */
const preparePatientWithHistory = async (origin: string): Promise<{ readonly patient: Patient; readonly treatmentId: string }> => {
  const api = `${origin}/backend`;
  const { patient, subscriptionId } = await registerPatient(api, { productType: 'wl', gender: 'female', firstName: 'Robin' });
  await registerAnotherTreatment(api, patient, { productType: 'ag', gender: 'female' });
  const care = operator(api);
  await care.decide(subscriptionId, 'approve', { message: 'Welcome, Robin. Start with the first dose once a week and write to me with any question.' });
  const [order] = await care.ordersOf(subscriptionId);
  if (order) await care.ship(order._id, { carrier: 'UPS' });
  return { patient, treatmentId: subscriptionId };
};

const settle = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  // A banner ('Done !' after sign-up) closes as the patient would close it: it is not the screen.
  for (const close of await page.locator('.app-banner-close').all()) await close.click();
  // Fonts and images drawn, the caret and the loading bar gone.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
};

const shoot = async (page: Page, brand: BrandId, size: string, name: string) => {
  await settle(page);
  const file = join(out, `${brand}-${size}-${name}.png`);
  await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
  console.log(`  ${file}`);
};

const signIn = async (page: Page, origin: string, patient: Pick<Patient, 'email' | 'password'>) => {
  await page.goto(`${origin}/login`);
  await page.getByLabel('E-mail').fill(patient.email);
  await page.getByLabel('Password', { exact: true }).fill(patient.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/user\/subscriptions$/);
};

const signUp = async (page: Page, origin: string, email: string) => {
  await page.goto(`${origin}/weightloss`);
  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Last name').fill('Rivera');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Patient123');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/\/steps$/);
};

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const browser = await launchChromium();
try {
  for (const brand of brands) {
    console.log(`${brand.id} brand (${brand.origin})`);
    const { patient, treatmentId } = await preparePatientWithHistory(brand.origin);
    for (const size of SIZES) {
      const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, reducedMotion: 'reduce' });
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error(`  page error on ${brand.id} ${size.name}: ${error.message}`));

      // Before an account: the brand's way in, each entry page the brand offers, sign-in.
      if (brand.id === 'main') {
        await page.goto(`${brand.origin}/`);
        await shoot(page, brand.id, size.name, 'home');
        await page.goto(`${brand.origin}/ed`);
        await shoot(page, brand.id, size.name, 'entry-ed');
      }
      await page.goto(`${brand.origin}/weightloss`);
      await page.locator('.entry-price').filter({ hasText: /\$/ }).waitFor();
      await shoot(page, brand.id, size.name, 'entry-weightloss');
      await page.goto(`${brand.origin}/login`);
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      await shoot(page, brand.id, size.name, 'login');

      // The patient area.
      await signIn(page, brand.origin, patient);
      await shoot(page, brand.id, size.name, 'dashboard');
      await page.goto(`${brand.origin}/user/subscriptions/${treatmentId}`);
      await shoot(page, brand.id, size.name, 'treatment');
      await page.goto(`${brand.origin}/user/order-history`);
      await shoot(page, brand.id, size.name, 'order-history');
      await page.goto(`${brand.origin}/user/chat`);
      await page.locator('.chat-list-item').first().click();
      await page
        .getByText(/^Welcome, Robin/)
        .last()
        .waitFor();
      await shoot(page, brand.id, size.name, 'chat');
      await page.goto(`${brand.origin}/user/profile`);
      await shoot(page, brand.id, size.name, 'profile');
      await context.close();

      // A registration just started: its first step.
      const newcomer = await browser.newContext({ viewport: { width: size.width, height: size.height }, reducedMotion: 'reduce' });
      const steps = await newcomer.newPage();
      await signUp(steps, brand.origin, `screens.${brand.id}.${size.name}.${Date.now()}@example.com`);
      await shoot(steps, brand.id, size.name, 'steps');
      await newcomer.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}

const total = readdirSync(out).reduce((sum, file) => sum + statSync(join(out, file)).size, 0);
console.log(`${readdirSync(out).length} screenshots, ${(total / 1024 / 1024).toFixed(1)} MB, in ${options.out}`);
