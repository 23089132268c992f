import { expect, test, type Page } from '@playwright/test';
import { newPatient, ops, signIn } from './app-shell.support';
import { expectNoSeriousA11yViolations } from './support/axe';
import { BRANDS } from './support/brands';

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });
const MM_DD_YYYY_HH_MM = /^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/;

for (const brand of BRANDS) {
  test.describe(`the notification bell on the ${brand.id} brand`, () => {
    test('starts empty, then a notice arrives live, is counted, and is marked read once seen', async ({ page, request }) => {
      const patient = await newPatient(request, brand.origin, `bell-${brand.id}`);
      await signIn(page, brand.origin, patient.email);
      await expect(page).toHaveURL(`${brand.origin}/user/subscriptions`);

      await expect(bell(page)).toHaveAccessibleName('Notifications');
      await bell(page).click();
      await expect(panel(page).getByText('No items in the list')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');
      await expect(panel(page)).toBeHidden();
      await expect(bell(page)).toBeFocused();

      // While the panel is closed, the counter counts it.
      await ops(request, brand.origin, 'POST', '/notices', { patientEmail: patient.email, message: 'Your order has shipped.', type: 'order' });
      await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
      await expect(page.locator('.notification-count')).toHaveText('1');

      // Opened, the item shows its message and date, is seen, and marked read on the server.
      await bell(page).click();
      const item = panel(page).getByRole('listitem').filter({ hasText: 'Your order has shipped.' });
      await expect(item).toBeVisible();
      await expect(item.locator('time')).toHaveText(MM_DD_YYYY_HH_MM);
      await expect(bell(page)).toHaveAccessibleName('Notifications');
      await expect(page.locator('.notification-count')).toHaveCount(0);

      // A second one arrives while the panel is open: on top of the list.
      await ops(request, brand.origin, 'POST', '/notices', { patientEmail: patient.email, message: 'Your doctor replied.' });
      await expect(panel(page).getByRole('listitem').first()).toContainText('Your doctor replied.');
      await expectNoSeriousA11yViolations(page);

      // After a reload both are read: the marks reached the server.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(bell(page)).toHaveAccessibleName('Notifications');
    });
  });
}

test('the bell reconnects after the server drops the socket, and shows what arrived meanwhile', async ({ page, request }) => {
  const [brand] = BRANDS;
  const patient = await newPatient(request, brand.origin, 'bell-reconnect');
  const sockets: string[] = [];
  // The server says 'connected' once it holds the socket: only then can it drop it.
  let connected = 0;
  page.on('websocket', (socket) => {
    sockets.push(socket.url());
    socket.on('framereceived', ({ payload }) => {
      if (String(payload).includes('"event":"connected"')) connected += 1;
    });
  });
  await signIn(page, brand.origin, patient.email);
  await expect(page).toHaveURL(`${brand.origin}/user/subscriptions`);
  await expect.poll(() => connected).toBeGreaterThanOrEqual(1);
  const before = sockets.length;

  await ops(request, brand.origin, 'POST', '/drop-sockets');
  await ops(request, brand.origin, 'POST', '/notices', { patientEmail: patient.email, message: 'Sent while the socket was down.' });
  // Reconnects 1000 ms after the drop; nothing is replayed, so the list is fetched again.
  await expect.poll(() => sockets.length, { timeout: 5000 }).toBeGreaterThan(before);
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');

  await ops(request, brand.origin, 'POST', '/notices', { patientEmail: patient.email, message: 'Sent after the reconnect.' });
  await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');
  expect(sockets.every((url) => /\/backend\/live\?token=/.test(url))).toBe(true);
});

for (const brand of BRANDS) {
  test(`on the ${brand.id} brand on a phone the panel slides in from the right, at most 320px wide`, async ({ browser, request }) => {
    const patient = await newPatient(request, brand.origin, 'bell-phone');
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signIn(page, brand.origin, patient.email);
    await expect(page).toHaveURL(`${brand.origin}/user/subscriptions`);
    await bell(page).click();
    await expect(panel(page)).toHaveCSS('transition-duration', '0.4s');
    await expect(panel(page)).toHaveCSS('transform', 'matrix(1, 0, 0, 1, 0, 0)');
    const box = await panel(page).boundingBox();
    expect(box?.width).toBe(320);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBe(390);
    await expectNoSeriousA11yViolations(page);
    await context.close();
  });
}

test('on a wide screen the menu is 400 wide with a list up to 400px high', async ({ page, request }) => {
  const [brand] = BRANDS;
  const patient = await newPatient(request, brand.origin, 'bell-wide');
  for (let n = 0; n < 9; n += 1) await ops(request, brand.origin, 'POST', '/notices', { patientEmail: patient.email, message: `Notice number ${n + 1}` });
  await signIn(page, brand.origin, patient.email);
  await expect(page).toHaveURL(`${brand.origin}/user/subscriptions`);
  await expect(bell(page)).toHaveAccessibleName('Notifications, 9 unread');
  await bell(page).click();
  expect((await panel(page).boundingBox())?.width).toBe(400);
  await expect(panel(page).getByRole('list')).toHaveCSS('max-height', '400px');
  // Only what is seen (75% visible) is read: the list scrolls, so some stay unread.
  await expect.poll(async () => Number(/(\d+) unread/.exec((await bell(page).getAttribute('aria-label')) ?? '')?.[1] ?? 0)).toBeGreaterThan(0);
  const unreadBefore = Number(/(\d+) unread/.exec((await bell(page).getAttribute('aria-label')) ?? '')?.[1] ?? 0);
  await panel(page).getByRole('listitem').last().scrollIntoViewIfNeeded();
  await expect(bell(page)).not.toHaveAccessibleName(`Notifications, ${unreadBefore} unread`);
});

test('with more than one page of unread notices, the older pages come as the list scrolls, and the counter reaches 0', async ({ page, request }) => {
  const [brand] = BRANDS;
  const patient = await newPatient(request, brand.origin, 'bell-pages');
  for (let n = 0; n < 14; n += 1) await ops(request, brand.origin, 'POST', '/notices', { patientEmail: patient.email, message: `Notice number ${n + 1}` });
  await signIn(page, brand.origin, patient.email);
  await expect(bell(page)).toHaveAccessibleName('Notifications, 14 unread');
  await bell(page).click();
  const items = panel(page).getByRole('listitem');
  // Scrolled to its end, page by page (10 a page, spec §9), until the oldest is listed and every one seen.
  for (let round = 0; round < 10 && (await items.count()) < 14; round += 1) {
    await items.last().scrollIntoViewIfNeeded();
    await page.waitForTimeout(200);
  }
  await expect(items).toHaveCount(14);
  await expect(items.last()).toContainText('Notice number 1');
  await items.last().scrollIntoViewIfNeeded();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expectNoSeriousA11yViolations(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
});

test('switching language reads the bell once, in the new language: the live connection opens again in it, and its reconnect reads the notices', async ({
  page,
  request,
}) => {
  const [brand] = BRANDS;
  const patient = await newPatient(request, brand.origin, 'bell-language');
  let connected = 0;
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      if (String(payload).includes('"event":"connected"')) connected += 1;
    }),
  );
  const noticeReads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/backend/api/notices') noticeReads.push(url.searchParams.get('lang') ?? '');
  });
  await signIn(page, brand.origin, patient.email);
  await expect(page).toHaveURL(`${brand.origin}/user/subscriptions`);
  await expect.poll(() => connected).toBe(1);
  await page.waitForLoadState('networkidle');
  const before = noticeReads.length;

  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect.poll(() => connected).toBe(2);
  await expect(page.getByRole('button', { name: 'Notificaciones', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(noticeReads.slice(before)).toEqual(['es']);
});
