import type { Browser, BrowserContext, Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../server/seed/seed-demo-data';

/**
 * A new browser context at a phone's width, with no service worker (each visit a first visit, as a
 * patient's on a new build), where the demo patient has signed in and the dashboard shows its first card.
 */
export const openDemoDashboard = async (browser: Browser, origin: string): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.goto(`${origin}/login`);
  await page.getByLabel('E-mail').fill(DEMO_ACCOUNTS.patient.email);
  await page.getByLabel('Password').fill(DEMO_ACCOUNTS.patient.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.locator('.subscription-card .details-link').first().waitFor();
  return { context, page };
};
