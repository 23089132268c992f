import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signUpOnEntry } from './registration-journey';
import { expectNoSeriousA11yViolations, whenStill } from './support/axe';
import { BRANDS } from './support/brands';

/**
 * The entry pages explain before they ask for an account: the product line, 'from $X a month' read from
 * the catalogue, how it works and what the data is for, then the sign-up form; on both brands (each with
 * the lines it offers), on a phone first, in English and Spanish. A catalogue that cannot be read leaves
 * the page without a price, and sign-up works all the same.
 */
const PHONE = { width: 390, height: 844 };
const [MAIN, WOMEN] = BRANDS;

const PAGES = [
  { brand: MAIN, path: '/ed', type: 'ed', line: /sildenafil and tadalafil/ },
  { brand: MAIN, path: '/register', type: 'ed', line: /sildenafil and tadalafil/ },
  { brand: MAIN, path: '/hairloss', type: 'hl', line: /Finasteride tablets and minoxidil/ },
  { brand: MAIN, path: '/weightloss', type: 'wl', line: /semaglutide or tirzepatide/ },
  { brand: MAIN, path: '/antiaging', type: 'ag', line: /tretinoin cream/ },
  { brand: WOMEN, path: '/weightloss', type: 'wl', line: /semaglutide or tirzepatide/ },
  { brand: WOMEN, path: '/antiaging', type: 'ag', line: /tretinoin cream/ },
] as const;

/** The line's cheapest month as the catalogue prices its options (read here from the API, not from the page). */
const cheapestMonth = async (request: APIRequestContext, origin: string, type: string): Promise<string> => {
  const products = (await (await request.get(`${origin}/backend/api/products?productType=${type}`)).json()) as { data: { _id: string }[] };
  const pricing = await request.get(`${origin}/backend/api/products/${products.data[0]?._id}/product-pricing?listAllProducts=true`);
  const rows = ((await pricing.json()) as { data: { pricePerMonth: number }[] }).data;
  expect(rows.length).toBeGreaterThan(0);
  return `$${Math.min(...rows.map((row) => row.pricePerMonth)).toFixed(2)}`;
};

const expectNoSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

const intro = (page: Page) => page.locator('.entry-intro');
const price = (page: Page) => page.locator('.entry-price');

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  for (const entry of PAGES) {
    test(`${entry.brand.id} ${entry.path}: the line, its price from the catalogue, how it works and the data's use, before the form`, async ({
      page,
      request,
    }) => {
      const from = await cheapestMonth(request, entry.brand.origin, entry.type);
      const files: string[] = [];
      page.on('request', (asked) => files.push(new URL(asked.url()).pathname));
      await page.goto(`${entry.brand.origin}${entry.path}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.line);
      await expect(price(page)).toHaveText(`From ${from} a month`);
      // A new patient's first page downloads none of the signed-in area's frame (its menu, bell and their stores)
      // nor of the dashboard's code.
      expect(files.filter((path) => path.includes('/patient-frame-') || path.includes('/dashboard-'))).toEqual([]);
      const steps = intro(page).getByRole('listitem');
      await expect(steps).toHaveCount(3);
      await expect(steps.nth(0)).toContainText('Answer a few questions');
      await expect(steps.nth(1)).toContainText('A licensed doctor reviews them');
      await expect(steps.nth(2)).toContainText('Delivered in discreet packaging');
      await expect(intro(page).getByRole('heading', { name: 'What your data is used for' })).toBeVisible();
      await expect(intro(page)).toContainText('We never sell your data.');
      // The explanation comes first, then the form.
      const introBox = await intro(page).boundingBox();
      const formBox = await page.getByRole('form', { name: 'Create your account' }).boundingBox();
      expect(introBox && formBox && introBox.y + introBox.height <= formBox.y).toBe(true);
      await expectNoSidewaysScroll(page);
      await whenStill(page);
      await expectNoSeriousA11yViolations(page);
    });
  }

  for (const brand of BRANDS) {
    test(`${brand.id}: without the catalogue the page has no price, and sign-up still works`, async ({ page }) => {
      let refused = 0;
      await page.route('**/backend/api/products**', (route) => {
        refused += 1;
        return route.abort('failed');
      });
      await page.goto(`${brand.origin}/weightloss`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/semaglutide or tirzepatide/);
      await expect.poll(() => refused).toBeGreaterThan(0);
      await expect(price(page)).toBeEmpty();
      await expect(page.getByText(/From \$/)).toHaveCount(0);
      // No error said: neither a banner nor the form's message.
      await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
      await expectNoSidewaysScroll(page);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await signUpOnEntry(page, brand.origin, '/weightloss');
    });
  }
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the explanation and the form side by side, the form in sight at once', async ({ page }) => {
    await page.goto(`${WOMEN.origin}/antiaging`);
    await expect(price(page)).toHaveText(/^From \$\d+\.\d{2} a month$/);
    const introBox = await intro(page).boundingBox();
    const formBox = await page.getByRole('form', { name: 'Create your account' }).boundingBox();
    expect(introBox && formBox && formBox.x >= introBox.x + introBox.width).toBe(true);
    await expect(page.getByRole('button', { name: 'Create account' })).toBeInViewport();
  });
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-US', viewport: PHONE });

  for (const brand of BRANDS) {
    test(`${brand.id}: the explanation and the price in Spanish, axe-clean`, async ({ page, request }) => {
      const from = await cheapestMonth(request, brand.origin, 'wl');
      await page.goto(`${brand.origin}/weightloss`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/semaglutida o tirzepatida/);
      await expect(price(page)).toHaveText(`Desde ${from} al mes`);
      await expect(intro(page).getByRole('heading', { name: 'Cómo funciona' })).toBeVisible();
      await expect(intro(page).getByRole('listitem').nth(2)).toContainText('Entregado en un envase discreto');
      await expect(intro(page).getByRole('heading', { name: 'Para qué se usan sus datos' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Cree su cuenta' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await whenStill(page);
      await expectNoSeriousA11yViolations(page);
    });
  }
});
