import { expect, test, type Locator, type Page } from '@playwright/test';
import { newPatient, ops, signIn } from './app-shell.support';
import { expectNoSeriousA11yViolations } from './support/axe';
import { BRANDS } from './support/brands';

/**
 * Doctor Messaging and Account Info as a phone shows them (390 x 844): the thread and its composer fit the
 * screen, the Send button holds its icon, 'Done !' covers nothing the patient types in, a long e-mail
 * wraps; and the unread badge keeps in step across tabs.
 */

const PHONE = { width: 390, height: 844 };
const LONG_EMAIL_LOCAL = 'a.very.long.patient.address.for.the.phone.layout';

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
};
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const openSupportThread = async (page: Page) => {
  await page
    .getByRole('navigation', { name: 'Conversations' })
    .getByRole('button', { name: /Support/ })
    .click();
  await expect(page.getByLabel('Your message')).toBeVisible();
};

for (const brand of BRANDS) {
  test(`on the ${brand.id} brand the chat fits a phone: the composer and its hint on screen, the Send icon inside its button, 'Done !' clear of the composer`, async ({
    browser,
    request,
  }) => {
    const patient = await newPatient(request, brand.origin, `phone-chat-${brand.id}`);
    await ops(request, brand.origin, 'POST', '/support-reply', { patientEmail: patient.email, message: 'Welcome! Write to us here any time.' });
    const page = await (await browser.newContext({ viewport: PHONE })).newPage();
    await signIn(page, brand.origin, patient.email);
    await expect(page).toHaveURL(`${brand.origin}/user/subscriptions`);
    await page.goto(`${brand.origin}/user/chat`);
    await openSupportThread(page);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(PHONE.height);
    const hint = page.getByText('Photos (JPEG, PNG, HEIC, WebP) and PDFs up to 10 MB.');
    expect((await box(hint)).y + (await box(hint)).height).toBeLessThanOrEqual(PHONE.height);
    const send = page.getByRole('button', { name: 'Send' });
    const sendBox = await box(send);
    const icon = await box(send.locator('svg'));
    expect(icon.x).toBeGreaterThanOrEqual(sendBox.x);
    expect(icon.x + icon.width).toBeLessThanOrEqual(sendBox.x + sendBox.width);
    await expectNoSeriousA11yViolations(page);

    const composer = await box(page.getByLabel('Your message'));
    await page.getByLabel('Your message').fill('Thank you!');
    await send.click();
    // Measured the moment it shows: it is gone 3 s later.
    const done = await page.waitForFunction(() => {
      const banner = [...document.querySelectorAll('.app-banner-info')].find((element) => element.textContent?.includes('Done !'));
      const rect = banner?.getBoundingClientRect();
      return rect ? { x: rect.x, y: rect.y, width: rect.width, height: rect.height } : null;
    });
    const doneBox = await done.jsonValue();
    if (!doneBox) throw new Error("'Done !' did not show");
    expect(overlaps(doneBox, composer)).toBe(false);
    expect(overlaps(doneBox, sendBox)).toBe(false);
    await page.context().close();
  });

  test(`on the ${brand.id} brand Account Info fits a phone with a long e-mail`, async ({ browser, request }) => {
    const patient = await newPatient(request, brand.origin, `${LONG_EMAIL_LOCAL}-${brand.id}`);
    const page = await (await browser.newContext({ viewport: PHONE })).newPage();
    await signIn(page, brand.origin, patient.email);
    await expect(page).toHaveURL(`${brand.origin}/user/subscriptions`);
    await page.goto(`${brand.origin}/user/profile`);
    await expect(page.getByText(patient.email)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.context().close();
  });
}

test('the unread badge keeps in step across tabs: read in one, gone from the other', async ({ browser, request }) => {
  const brand = BRANDS[0];
  const patient = await newPatient(request, brand.origin, 'two-tabs');
  await ops(request, brand.origin, 'POST', '/support-reply', { patientEmail: patient.email, message: 'Your order is on its way.' });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const first = await context.newPage();
  await signIn(first, brand.origin, patient.email);
  await expect(first).toHaveURL(`${brand.origin}/user/subscriptions`);
  const second = await context.newPage();
  await second.goto(`${brand.origin}/user/subscriptions`);
  const badge = (page: Page) => page.getByRole('navigation', { name: 'Patient menu' }).locator('.menu-badge');
  await expect(badge(first)).toHaveText('1');
  await expect(badge(second)).toHaveText('1');

  await first.goto(`${brand.origin}/user/chat`);
  await openSupportThread(first);
  await expect(badge(first)).toHaveCount(0);
  await expect(badge(second)).toHaveCount(0);
  await context.close();
});
