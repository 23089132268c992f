import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { BRANDS, DEMO } from './support/brands';
import { asPatientOf, operatorOf, preparePatient, signInAs } from './support/prepared-patients';

/**
 * The patient area (issue 7): the dashboard, one subscription and its actions, billing and the order
 * history. The journeys that change a treatment prepare a patient of their own through the API and the
 * care team's operator routes (tests/e2e/support/prepared-patients.ts); the seeded demo patient is only
 * read (its two years of orders, its paused and still-registering treatments). The renewal of a
 * prescription that has ended is in billing-clock.spec.ts, on the backend whose calendar those tests move.
 */

const [MAIN, WOMEN] = BRANDS;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 720 };
const ORDER_DATE = /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}(st|nd|rd|th), \d{4}$/;

const signInAsDemo = async (page: Page, origin: string) => {
  await page.goto(`${origin}/login`);
  await page.getByLabel('E-mail').fill(DEMO.patient.email);
  await page.getByLabel('Password').fill(DEMO.patient.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${origin}/user/subscriptions`);
};

/** Opens a treatment's page from its dashboard card (by address: a reactivation popup may be open on the dashboard). */
const openTreatment = async (page: Page, origin: string, product: string) => {
  const href = await page.getByRole('link', { name: `View details of ${product}` }).getAttribute('href');
  expect(href).toMatch(/^\/user\/subscriptions\/[a-f0-9]{24}$/);
  await page.goto(`${origin}${href}`);
  await expect(page.getByRole('heading', { level: 1, name: product })).toBeVisible();
  return href as string;
};

/** Opens a treatment's page by its address (found in /me, as the page would), for one the brand does not list. */
const openByAddress = async (page: Page, origin: string, product: string) => {
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  const me = (await (await page.request.get(`${origin}/backend/me`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
    data: [{ subscriptions: { _id: string; plan: { productName?: string } | null }[] }];
  };
  const id = me.data[0].subscriptions.find((subscription) => subscription.plan?.productName === product)?._id ?? '';
  await page.goto(`${origin}/user/subscriptions/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: product })).toBeVisible();
  return `/user/subscriptions/${id}`;
};

const manage = (page: Page) => page.locator('.panel').filter({ has: page.getByRole('heading', { name: 'Manage' }) });
const dialog = (page: Page, name: string) => page.getByRole('alertdialog', { name });
const factOf = (scope: Page | Locator, term: string) => scope.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
/** Blueprint draws its own radio and checkbox over the native input: a patient clicks the label. */
const pick = async (control: Locator) => {
  await control.locator('xpath=ancestor::label[1]').click();
  await expect(control).toBeChecked();
};
const announced = (page: Page) => page.getByRole('status').filter({ hasText: /\S/ }).first();

/** Axe once the page is still: Blueprint fades dialogs in, and a half-faded button reads as low contrast. */
const expectAccessible = async (page: Page) => {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
  await expectNoSeriousA11yViolations(page);
};

const setFaults = (page: Page, origin: string, faults: object) => page.request.put(`${origin}/backend/_ops/faults`, { data: faults });
const clearFaults = (page: Page, origin: string) => page.request.delete(`${origin}/backend/_ops/faults`);

test.describe('one subscription and its actions', () => {
  test.afterEach(async ({ page }) => {
    await clearFaults(page, MAIN.origin);
  });

  test('takes an approved treatment through pause, resume, skip, a dose change and its removal, cancel and reactivation with the winback coupon', async ({
    page,
  }) => {
    const origin = MAIN.origin;
    const { patient, subscriptionId } = await preparePatient(origin, {
      productType: 'ed',
      coupon: 'WELCOME20',
      plan: { variation: 'Generic Sildenafil', weight: 50, frequencyOfReception: 8, frequencyOfDelivery: 3, addons: ['Shipping protection'] },
    });
    await operatorOf(origin).decide(subscriptionId, 'approve');
    await signInAs(page, origin, patient);
    await expect(page.getByRole('group', { name: 'Sildenafil' }).getByText('Active', { exact: true })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Sildenafil' }).getByText(/^Next billing: /)).toBeVisible();
    await expectAccessible(page);
    const href = await openTreatment(page, origin, 'Sildenafil');
    await expect(page.getByRole('heading', { name: 'Your plan' })).toBeVisible();
    await expect(factOf(page, 'Dose')).toHaveText('50 mg');
    await expect(factOf(page, 'Packaging')).toHaveText('Bottle');
    // $72.00 listed, $12.00 off for 3-month deliveries; the $20 welcome coupon went on the first delivery
    // (paid at sign-up), so the next one is $60.00 plus the $4.99 add-on, and every figure says so.
    await expect(factOf(page, 'List price')).toHaveText('$72.00 a delivery');
    await expect(factOf(page, 'Your price')).toHaveText('$60.00 for your next delivery, $12.00 off');
    await expect(page.getByRole('heading', { name: 'Coupons' }).locator('xpath=following-sibling::ul[1]')).toHaveText(
      '$20 off your first delivery (WELCOME20): used on your first delivery',
    );
    const upcoming = page.getByRole('table', { name: 'Price of your next delivery' });
    await expect(upcoming.getByRole('row')).toHaveText([
      'Treatment, list price$72.00',
      'Multi-month price-$12.00',
      'Shipping protection$4.99',
      'Next delivery$64.99',
    ]);
    await expect(page.getByRole('heading', { name: 'Billing', exact: true })).toBeVisible();
    // The billing history repeats only some of the last billings, and says where the others are.
    await expect(page.getByRole('list', { name: 'Last billings' }).getByRole('listitem')).not.toHaveCount(0);
    await expect(page.getByText('No treatment payments yet.')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Billing history' }).locator('xpath=following-sibling::p[1]')).toHaveText(
      'No treatment charges here yet. The first payment, authorized at sign-up, is listed under Last billings only.',
    );
    await expectAccessible(page);

    // Pause, with a slow server: every action waits while one runs.
    await manage(page).getByRole('button', { name: 'Pause' }).click();
    await expect(dialog(page, 'Pause your treatment?')).toBeVisible();
    await expectAccessible(page);
    await setFaults(page, origin, { latencyMs: 1500 });
    await dialog(page, 'Pause your treatment?').getByRole('button', { name: 'Pause treatment' }).click();
    await expect(dialog(page, 'Pause your treatment?').getByRole('button', { name: 'Go back' })).toBeDisabled();
    await expect(manage(page).getByRole('button', { name: 'Cancel treatment' })).toBeDisabled();
    await expect(announced(page)).toHaveText('Your treatment is paused.');
    await clearFaults(page, origin);
    await expect(page.getByText('Paused', { exact: true })).toBeVisible();
    await expect(page.locator('.page-heading').getByText('Paused')).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Paused charges' }).getByRole('listitem')).not.toHaveCount(0);
    await expect(factOf(page, 'Next billing')).toHaveText('None while paused');
    await expect(page.locator('dt', { hasText: /^Next period starts$/ })).toHaveCount(0);

    // A failed resume keeps the page as it was and says why.
    await manage(page).getByRole('button', { name: 'Resume' }).click();
    await setFaults(page, origin, { failures: [{ method: 'PATCH', pathPrefix: '/api/subscription/resume', status: 503, times: 1 }] });
    await dialog(page, 'Resume your treatment?').getByRole('button', { name: 'Resume treatment' }).click();
    await expect(dialog(page, 'Resume your treatment?').getByRole('alert')).toHaveText('The service is temporarily unavailable, please try again');
    await expect(page.getByText('Paused', { exact: true })).toBeVisible();
    await dialog(page, 'Resume your treatment?').getByRole('button', { name: 'Resume treatment' }).click();
    await expect(announced(page)).toHaveText('Your treatment is active again.');
    await expect(page.getByText('Paused', { exact: true })).toHaveCount(0);

    // Skip one period: the next billing moves to the date the dialog promised.
    await manage(page).getByRole('button', { name: 'Skip deliveries' }).click();
    const skip = dialog(page, 'Skip deliveries');
    const oneLater = (
      (await skip
        .getByRole('radio', { name: /^1 period/ })
        .locator('xpath=..')
        .textContent()) ?? ''
    ).replace(/^1 period: next billing /, '');
    expect(oneLater).toMatch(ORDER_DATE);
    await pick(skip.getByRole('radio', { name: /^1 period/ }));
    await skip.getByRole('button', { name: 'Skip 1 period' }).click();
    await expect(announced(page)).toContainText('periods are skipped');
    await expect(factOf(page, 'Next billing')).toHaveText(oneLater);
    await expect(factOf(page, 'Periods skipped')).toHaveText('1');

    // Change the dose: a pending modify request, which can be withdrawn.
    await manage(page).getByRole('button', { name: 'Change dose' }).click();
    const change = dialog(page, 'Change your dose');
    await pick(change.getByRole('radio', { name: /^100 mg/ }));
    await expectAccessible(page);
    await change.getByRole('button', { name: 'Ask for this dose' }).click();
    const pending = page.locator('.panel').filter({ has: page.getByRole('heading', { name: 'Dose change pending' }) });
    await expect(pending).toContainText('You asked for 100 mg');
    await expect(pending).toContainText('Pending');
    await expect(factOf(page, 'Dose')).toHaveText('50 mg');
    await expect(manage(page).getByRole('button', { name: 'Change dose' })).toHaveCount(0);
    await manage(page).getByRole('button', { name: 'Withdraw dose change' }).click();
    await dialog(page, 'Withdraw your dose change?').getByRole('button', { name: 'Withdraw request' }).click();
    await expect(announced(page)).toHaveText('Your dose change request is withdrawn.');
    await expect(pending).toHaveCount(0);
    await expect(manage(page).getByRole('button', { name: 'Change dose' })).toBeVisible();

    // Cancel, then reactivate with the winback coupon.
    await manage(page).getByRole('button', { name: 'Cancel treatment' }).click();
    await dialog(page, 'Cancel your treatment?').getByRole('button', { name: 'Cancel treatment' }).click();
    await expect(announced(page)).toContainText('Your treatment is cancelled.');
    await expect(page.locator('.page-heading').getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(factOf(page, 'Next billing')).toHaveText('None: the treatment has ended');
    // Nothing more is billed or shipped: no next period, no periods skipped, no price of a next delivery.
    await expect(page.locator('dt', { hasText: /^(Next period starts|Periods skipped|Your price)$/ })).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Price of your next delivery' })).toHaveCount(0);
    await expect(manage(page).getByRole('button', { name: 'Reactivate' })).toBeVisible();
    // Its renewal page says why it cannot be renewed, and leads to the reactivation instead.
    await page.goto(`${origin}${href.replace('/subscriptions/', '/subscriptions/renewal/')}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Renew Sildenafil' })).toBeVisible();
    await expect(page.getByText('It is cancelled: reactivate it to continue your treatment.')).toBeVisible();
    // No price is asked for a treatment that bills no more: nothing is charged, which is not a failure.
    await expect(page.locator('dt', { hasText: 'Charged today' }).locator('xpath=following-sibling::dd[1]')).toHaveText('Nothing: it cannot be renewed now');
    await page.getByRole('link', { name: 'Reactivate' }).click();
    await expect(page).toHaveURL(`${origin}${href}`);
    const reactivate = dialog(page, 'Reactivate your treatment');
    await expect(reactivate.getByRole('checkbox', { name: /COMEBACK30/ })).toBeChecked();
    await expectAccessible(page);
    await reactivate.getByRole('button', { name: 'Reactivate with 30% off' }).click();
    await expect(announced(page)).toHaveText('Welcome back: your treatment is active again.');
    await expect(page.locator('.page-heading').getByText('Active', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Coupons' }).locator('xpath=following-sibling::ul[1]')).toContainText(
      /\(COMEBACK30\): takes \$\d+\.\d{2} off your next delivery/,
    );
    // The winback coupon comes off the next charge.
    const next = page.getByRole('list', { name: 'Next billing' });
    await next.getByRole('button', { name: /^Invoice INV-/ }).click();
    await expect(next.getByRole('row', { name: /come back/ })).toContainText('-$');
    await expectAccessible(page);
  });
});

test.describe('a subscription still in registration', () => {
  test('asks no price before a treatment is chosen, on its page or its renewal page (no 409, so no error banner)', async ({ page }) => {
    const origin = MAIN.origin;
    await signInAsDemo(page, origin);
    const priceRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/subscription\/[a-f0-9]{24}\/price/.test(request.url())) priceRequests.push(request.url());
    });
    const href = await openTreatment(page, origin, 'Anti-aging');
    await expect(page.getByText('No treatment is chosen yet: continue your registration to choose one.')).toBeVisible();
    // A price asked of a subscription without a plan would be answered 409, its message shown as an error banner.
    await page.waitForLoadState('networkidle');
    expect(priceRequests).toEqual([]);

    await page.goto(`${origin}${href.replace('/subscriptions/', '/subscriptions/renewal/')}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Renew Anti-aging' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(priceRequests).toEqual([]);
    await expect(page.getByText('Its registration is not finished yet: finish it, then your treatment starts.')).toBeVisible();
  });
});

for (const brand of BRANDS) {
  test.describe(`${brand.id} brand`, () => {
    test('order history scrolls to the end through every page, newest first, each order once', async ({ page }) => {
      await signInAsDemo(page, brand.origin);
      await expect(page.getByRole('main').getByRole('link', { name: 'Order history', exact: true })).toHaveAttribute('href', '/user/order-history');
      const firstPage = page.waitForResponse((response) => response.url().includes('/backend/api/orders?') && response.url().includes('page=1&'));
      // By address: a reactivation popup may cover the dashboard, whatever other journeys left cancelled.
      await page.goto(`${brand.origin}/user/order-history`);
      const total = ((await (await firstPage).json()) as { pagination: { total: number; totalPages: number } }).pagination;
      expect(total.totalPages).toBeGreaterThan(1);
      const list = page.getByRole('list', { name: /Your orders, newest first/ });
      await expect(list.getByRole('listitem')).toHaveCount(10);
      await expectAccessible(page);

      const end = page.getByText(/^That is every order: \d+ in all\.$/);
      for (let attempt = 0; attempt < 20 && !(await end.isVisible()); attempt += 1) {
        await list.getByRole('listitem').last().scrollIntoViewIfNeeded();
        await page.mouse.wheel(0, 4000);
        await page.waitForTimeout(200);
      }
      await expect(end).toHaveText(`That is every order: ${total.total} in all.`);
      await expect(page.getByRole('button', { name: 'Load more orders' })).toHaveCount(0);

      const invoices = await list.getByText(/^\(invoice INV-[0-9A-F]{8}\)$/).allTextContents();
      expect(invoices).toHaveLength(total.total);
      expect(new Set(invoices).size).toBe(total.total);
      const dates = await list.getByRole('heading', { level: 2 }).allTextContents();
      for (const date of dates) expect(date).toMatch(ORDER_DATE);
      const instants = dates.map((date) => Date.parse(date.replace(/(\d)(st|nd|rd|th),/, '$1,')));
      expect([...instants].sort((a, b) => b - a)).toEqual(instants);

      // An order's detail: its invoice and where it ships; its tracking link goes to the carrier.
      const first = list
        .getByRole('listitem')
        .filter({ has: page.getByRole('link') })
        .first();
      await expect(first.getByRole('link')).toHaveAttribute('href', /^https:\/\//);
      await first.getByRole('button', { name: 'Order details' }).click();
      await expect(first.getByRole('row', { name: /Total/ })).toBeVisible();
      await expect(factOf(first, 'Ships to')).toContainText('San Francisco');
      await expectAccessible(page);
    });

    test('the subscription and renewal pages read well, on a wide screen and a phone', async ({ page }) => {
      await signInAsDemo(page, brand.origin);
      const doses = page.waitForResponse((response) => response.url().includes('/backend/api/products?'));
      // The women's brand lists no hair-loss treatment (spec §6): there, its page is reached by its address.
      const href = brand.id === 'main' ? await openTreatment(page, brand.origin, 'Finasteride') : await openByAddress(page, brand.origin, 'Finasteride');
      // Its variation has one dose: once the page knows, no dose change is offered.
      await doses;
      await expect(manage(page).getByRole('button', { name: 'Resume' })).toBeVisible();
      await expect(manage(page).getByRole('button', { name: 'Change dose' })).toHaveCount(0);
      // Paused: the status tag as the status display says (pause shows 'Active'), the paused state beside
      // it in words, and no "next" period start that is already behind (the seed's is 8 days ago).
      await expect(page.locator('.page-heading .bp6-tag')).toHaveText(['Active']);
      await expect(page.getByText('Paused', { exact: true })).toBeVisible();
      await expect(page.getByText(/Your treatment stays active, but nothing is billed or shipped until you resume it\./)).toBeVisible();
      await expect(factOf(page, 'Paused since')).toHaveText(ORDER_DATE);
      await expect(page.locator('dt', { hasText: /^Next period starts$/ })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Your next delivery, once you resume' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Billing history' }).locator('xpath=following-sibling::p[1]')).toHaveText(
        'Treatment charges, also listed under Last billings. The first payment, authorized at sign-up, is listed under Last billings only.',
      );
      for (const size of [DESKTOP, PHONE]) {
        await page.setViewportSize(size);
        await expectAccessible(page);
      }

      await page.setViewportSize(DESKTOP);
      await page.goto(`${brand.origin}${href.replace('/subscriptions/', '/subscriptions/renewal/')}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Renew Finasteride' })).toBeVisible();
      await expect(page.getByText('This treatment cannot be renewed now')).toBeVisible();
      for (const size of [DESKTOP, PHONE]) {
        await page.setViewportSize(size);
        await expectAccessible(page);
      }
    });

    test('a new patient sees empty lists, and a failed load says so and can be tried again', async ({ page }) => {
      // A patient with an account and nothing else (no treatment started): made through the API, signed in through the app.
      const email = `robin.${brand.id}.${Date.now()}@example.com`;
      const password = 'EmptyLists1';
      expect((await page.request.post(`${brand.origin}/backend/identity/sign-up`, { data: { email, password } })).status()).toBe(201);
      const tokens = await (await page.request.post(`${brand.origin}/backend/identity/sign-in`, { data: { email, password } })).json();
      const created = await page.request.post(`${brand.origin}/backend/api/patient`, {
        headers: { authorization: `Bearer ${tokens.data[0].accessToken}` },
        data: { email, firstName: 'Robin', lastName: 'Empty' },
      });
      expect(created.status()).toBe(201);
      await page.goto(`${brand.origin}/login`);
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(`${brand.origin}/user/subscriptions`);
      await expect(page.getByText('No treatments yet')).toBeVisible();
      // A way into a visit for each treatment the brand offers.
      const starts = page.getByRole('navigation', { name: 'Start an online visit' }).getByRole('link');
      await expect(starts).toHaveText(
        brand.id === 'women' ? ['Weight loss', 'Anti-aging'] : ['Weight loss', 'Hair loss', 'Anti-aging', 'Erectile dysfunction'],
      );
      await expectAccessible(page);

      await setFaults(page, brand.origin, { failures: [{ method: 'GET', pathPrefix: '/api/orders', status: 503, times: 1 }] });
      await page.getByRole('main').getByRole('link', { name: 'Order history', exact: true }).click();
      await expect(page.getByRole('main').getByRole('alert')).toContainText('The service is temporarily unavailable, please try again');
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByText('No orders yet')).toBeVisible();
      await expectAccessible(page);
      await clearFaults(page, brand.origin);

      await page.goto(`${brand.origin}/user/subscriptions`);
      await page.getByRole('navigation', { name: 'Start an online visit' }).getByRole('link', { name: 'Weight loss' }).click();
      await expect(page).toHaveURL(`${brand.origin}/user/new-subscription?visitType=weightloss`);
      await expect(page.getByText(/^New treatment: Weight loss$/i)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
    });
  });
}

test.describe('the reactivation popup', () => {
  test("a win-back link offers a cancelled treatment with its coupon: not now, then accepted, it comes back (women's brand)", async ({ page }) => {
    const origin = WOMEN.origin;
    const { patient, subscriptionId } = await preparePatient(origin, { productType: 'wl' });
    await operatorOf(origin).decide(subscriptionId, 'approve');
    await asPatientOf(origin, patient, 'PATCH', `/api/subscription/cancel/${subscriptionId}`);
    await signInAs(page, origin, patient);
    await page.goto(`${origin}/user/subscriptions?winback=COMEBACK30`);
    const product = 'Semaglutide';
    const popup = page.getByRole('alertdialog', { name: `Come back to ${product}` });
    await expect(popup).toBeVisible();
    await expect(page.getByRole('group', { name: product }).getByText('Cancelled', { exact: true })).toBeAttached();
    await expect(popup).toContainText('(COMEBACK30): 30% off your next delivery');
    await expectAccessible(page);

    await popup.getByRole('button', { name: 'Not now' }).click();
    await expect(popup).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: 'Order history', exact: true })).toBeVisible();

    await page.reload();
    await popup.getByRole('button', { name: 'Reactivate with 30% off' }).click();
    await expect(popup).toHaveCount(0);
    await expect(page.getByRole('group', { name: product }).getByText('Active', { exact: true })).toBeVisible();
    await expect(page.getByRole('group', { name: product }).getByRole('link', { name: 'Reactivate' })).toHaveCount(0);
  });
});
