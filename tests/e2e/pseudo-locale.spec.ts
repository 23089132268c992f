import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, whenStill } from './support/axe';
import { BRANDS } from './support/brands';
import { atPhoneWidth, expectNothingClipped } from './support/clipped-text';
import { preparePatient, signInAs } from './support/prepared-patients';

/**
 * A pseudo-locale: the Spanish catalogue, as the browser downloads it, has each of its texts replaced by the
 * English written with accents, each word half again as long, bracketed ('[Śíĝñ·· íñ·]'). Longer than Spanish,
 * it finds at a phone's width any screen whose text would be cut off or push the page sideways in a longer
 * language, and the brackets show which texts the translator gave. Nothing of it is in the app.
 */
const ACCENTED: Record<string, string> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ó',
  u: 'ú',
  n: 'ñ',
  c: 'ç',
  g: 'ĝ',
  s: 'ś',
  y: 'ý',
  A: 'Á',
  E: 'É',
  I: 'Í',
  O: 'Ó',
  U: 'Ú',
  N: 'Ñ',
  S: 'Ś',
};
/** Each word half again as long (a longer language's words, which wrap where its spaces are), accented, the whole bracketed. */
const pseudo = (english: string) =>
  `[${english.replace(/[a-zA-Z]+/g, (word) => word.replace(/[a-zA-Z]/g, (letter) => ACCENTED[letter] ?? letter) + '·'.repeat(Math.ceil(word.length / 2)))}]`;

/**
 * The compiled catalogue (scripts/lingui-catalogs.ts) maps each English text to its pieces: texts as
 * template strings, placeholders as [`name`]. Each text piece becomes the pseudo form of its message's
 * English, spread over the message's text pieces; placeholders stay.
 */
const pseudoCatalogue = (module: string): string =>
  module.replace(/("(?:[^"\\]|\\.)*"|[A-Za-z_$][\w$]*):\[((?:`[^`]*`|\[`\w+`\]|,)*)\]/g, (whole, key: string, pieces: string) => {
    const english = key.startsWith('"') ? (JSON.parse(key) as string) : key;
    let first = true;
    // Left to right, a placeholder [`name`] as one token: its backticks are not a text's.
    const replaced = pieces.replace(/\[`\w+`\]|`[^`]*`/g, (token) => {
      if (token.startsWith('[')) return token;
      const text = first ? pseudo(english.replace(/\{\w+\}/g, '').trim()) : ' ';
      first = false;
      return `\`${text.replaceAll('`', "'").replaceAll('\\', '').replaceAll('${', '$ {')}\``;
    });
    return first ? whole : `${key}:[${replaced}]`;
  });

/** The pseudo catalogue for every Spanish read from now on. */
const pseudoCatalogueServed = (page: Page) =>
  page.route('**/assets/spanish-*.js', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: pseudoCatalogue(await response.text()) });
  });

/** The language the app starts in on this device (its own storage key), for the next page loaded. */
const startIn = (page: Page, language: 'en' | 'es') => page.evaluate((chosen) => window.localStorage.setItem('language', chosen), language);

const looked = async (page: Page) => {
  await whenStill(page);
  await atPhoneWidth(page, () => expectNothingClipped(page));
};

for (const brand of BRANDS) {
  test(`${brand.id}: in a pseudo-locale half again as long as English, no screen cuts text off at 390 px`, async ({ page }) => {
    test.setTimeout(180_000);
    // Weight loss: a treatment both brands manage, so each dashboard shows its card.
    const { patient, subscriptionId } = await preparePatient(brand.origin, { productType: 'wl' });
    await pseudoCatalogueServed(page);

    await page.goto(`${brand.origin}/login`);
    await startIn(page, 'es');
    for (const path of ['/login', '/reset-password', brand.signUpPath]) {
      await page.goto(`${brand.origin}${path}`);
      // The translator's texts are the pseudo ones: the catalogue was replaced as the browser read it.
      await expect(page.locator('h1').first()).toHaveText(/^\[/);
      await looked(page);
    }

    await startIn(page, 'en');
    await signInAs(page, brand.origin, patient);
    await startIn(page, 'es');
    await page.goto(`${brand.origin}/user/subscriptions`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^\[/);
    await expect(page.locator('.subscription-card').first()).toBeVisible();
    await looked(page);
    await expectNoSeriousA11yViolations(page);
    await atPhoneWidth(page, async () => {
      await page.locator('.notification-bell-button').click();
      await whenStill(page);
      await expectNothingClipped(page);
    });

    for (const path of [`/user/subscriptions/${subscriptionId}`, '/user/order-history', '/user/chat', '/user/profile', '/user/settings']) {
      await page.goto(`${brand.origin}${path}`);
      await expect(page.getByRole('main')).toContainText('·]');
      await looked(page);
    }
  });
}
