import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import type { BrandCase } from './support/brands';

/** The data folder the e2e server runs with (playwright.config.ts). */
const DATA_DIR = `.data/e2e-${process.env.E2E_MAIN_PORT ?? '3000'}`;

export const PASSWORD = 'Journey123';

export const uniqueEmail = (tag: string) => `shell.${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** A patient made through the API (identity, then patient), as a finished sign-up leaves one; and their token. */
export const newPatient = async (request: APIRequestContext, origin: string, tag: string) => {
  const email = uniqueEmail(tag);
  expect((await request.post(`${origin}/backend/identity/sign-up`, { data: { email, password: PASSWORD } })).status()).toBe(201);
  const signIn = await request.post(`${origin}/backend/identity/sign-in`, { data: { email, password: PASSWORD } });
  const token = ((await signIn.json()) as { data: [{ accessToken: string }] }).data[0].accessToken;
  const created = await request.post(`${origin}/backend/api/patient`, {
    data: { email, firstName: 'Sam', lastName: 'Shell' },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(created.status()).toBe(201);
  const { patientId } = ((await created.json()) as { data: [{ patientId: string }] }).data[0];
  return { email, password: PASSWORD, token, patientId };
};

/** An API call as the patient. */
export const asPatient = async (request: APIRequestContext, origin: string, token: string, method: string, path: string, data?: unknown) => {
  const response = await request.fetch(`${origin}/backend${path}`, { method, data, headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: unknown[] }).data;
};

export const signIn = async (page: Page, origin: string, email: string, password = PASSWORD) => {
  if (!page.url().startsWith(`${origin}/login`)) await page.goto(`${origin}/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
};

/** An operator route of the e2e server (faults, notices, dropped sockets). */
export const ops = async (request: APIRequestContext, origin: string, method: 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown) => {
  const response = await request.fetch(`${origin}/backend/_ops${path}`, { method, data });
  expect(response.ok(), `${method} /_ops${path}: ${await response.text()}`).toBe(true);
};

/** The brand website is outside this machine's reach: answer for it. */
export const answerForWebsite = (context: BrowserContext, brand: BrandCase) =>
  context.route(`${brand.website}**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>website</title>' }));

/** The newest reset link mailed to `email`, read from the server's outbox as the patient's inbox would show it. */
export const resetLinkFor = (email: string): string => {
  const outbox = join(DATA_DIR, 'outbox');
  const mails = readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .reverse()
    .map((name) => readFileSync(join(outbox, name), 'utf8'))
    .filter((mail) => mail.includes(`To: ${email}`));
  const link = /https?:\/\/\S+\/new-password\/\S+/.exec(mails[0] ?? '')?.[0];
  if (!link) throw new Error(`No reset mail for ${email} in ${outbox}`);
  return link;
};

/**
 * No serious or critical WCAG 2 A/AA violation inside one part of the page (a drawer of the shell over
 * another area's page, which that area's own tests check).
 */
export const expectNoSeriousA11yViolationsIn = async (page: Page, selector: string): Promise<void> => {
  const results = await new AxeBuilder({ page }).include(selector).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
};

/** Waits until the element's opening transitions are over, so what is checked is what the patient ends up seeing. */
export const settled = async (page: Page, selector: string): Promise<void> => {
  await page.locator(selector).evaluate(async (element) => {
    // A transition replaced by another is cancelled, not finished: wait for whatever runs then.
    for (let round = 0; round < 10; round += 1) {
      const running = element.getAnimations({ subtree: true });
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
};
