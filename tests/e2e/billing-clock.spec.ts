import { expect, test, type Page } from '@playwright/test';
import { formatUsd } from '../../domain/billing/usd';
import { expectNoSeriousA11yViolations, whenStill } from './support/axe';
import { CLOCK_BRANDS } from './support/brands';
import { asPatientOf, operatorOf, preparePatient, prepareTreatment, signInAs } from './support/prepared-patients';

/**
 * What the patient sees once the calendar moves (issue 17), on the second e2e backend, whose clock these
 * tests move (playwright.config.ts): the renewal charge in the billing history and its order on top of the
 * order history, a paused treatment not charged, a renewal the card refused, and a prescription used up.
 * The tests run in order on that backend; each prepares its own patients first.
 */

const [MAIN, WOMEN] = CLOCK_BRANDS as [(typeof CLOCK_BRANDS)[number], (typeof CLOCK_BRANDS)[number]];

const card = (page: Page, product: string) => page.getByRole('group', { name: product });

const openTreatment = async (page: Page, origin: string, product: string) => {
  const href = await page.getByRole('link', { name: `View details of ${product}` }).getAttribute('href');
  await page.goto(`${origin}${href}`);
  await expect(page.getByRole('heading', { level: 1, name: product })).toBeVisible();
};

test('a month on, the renewal charge is in the billing history and its order tops the order history; a paused treatment is not charged', async ({ page }) => {
  const origin = MAIN.origin;
  const { patient, subscriptionId } = await preparePatient(origin, { productType: 'hl', treatment: { frequencyOfDelivery: 1 } });
  const paused = await prepareTreatment(origin, patient, 'ed', { treatment: { frequencyOfDelivery: 1 } });
  const ops = operatorOf(origin);
  await ops.decide(subscriptionId, 'approve');
  await ops.decide(paused, 'approve');
  await asPatientOf(origin, patient, 'PATCH', `/api/subscription/pause/${paused}`);

  const { run } = await ops.advanceClock(32);
  const renewal = run.events.find((event) => event.subscriptionId === subscriptionId && event.kind === 'charged');
  expect(renewal?.period).toBe(2);
  expect(run.events.filter((event) => event.subscriptionId === paused && event.kind === 'charged')).toEqual([]);

  await signInAs(page, origin, patient);
  await openTreatment(page, origin, 'Finasteride');
  const history = page.getByRole('list', { name: 'Billing history' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history.getByRole('listitem')).toContainText(`Paid${formatUsd(renewal?.sum ?? 0)}`);
  await expectNoSeriousA11yViolations(page);

  await page.goto(`${origin}/user/order-history`);
  const newest = page.locator('.panel[role="group"]').first();
  await expect(newest).toContainText('Finasteride');
  await expect(newest).toContainText(formatUsd(renewal?.sum ?? 0));
  await expect(newest).toContainText('Shipped');

  await page.goto(`${origin}/user/subscriptions`);
  await openTreatment(page, origin, 'Sildenafil');
  await expect(page.getByRole('list', { name: 'Billing history' })).toHaveCount(0);
  await expect(page.getByText('Paused', { exact: true })).toBeVisible();
});

test('a renewal the card refused is told on the dashboard and on the treatment’s page, on both brands', async ({ browser }) => {
  const prepared = [];
  for (const [brand, productType, product] of [
    [MAIN, 'ed', 'Sildenafil'],
    [WOMEN, 'wl', 'Semaglutide'],
  ] as const) {
    const { patient, subscriptionId } = await preparePatient(brand.origin, { productType, card: '4000 0000 0000 0341', treatment: { frequencyOfDelivery: 1 } });
    await operatorOf(brand.origin).decide(subscriptionId, 'approve');
    prepared.push({ brand, patient, product });
  }
  const { run } = await operatorOf(MAIN.origin).advanceClock(32);
  const failures = run.events.filter((event) => event.kind === 'failed');
  expect(failures.length).toBeGreaterThanOrEqual(2);

  for (const { brand, patient, product } of prepared) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInAs(page, brand.origin, patient);
    const told =
      /^Your payment of \$\d+\.\d{2} on \w+ \d{1,2}(st|nd|rd|th), \d{4} did not go through: the card was declined\. Your next delivery waits until it is paid\.$/;
    await expect(card(page, product).locator('.payment-failure-text')).toHaveText(told);
    await expect(card(page, product).locator('.status-tag')).toHaveText('Active');
    await expectNoSeriousA11yViolations(page);
    await openTreatment(page, brand.origin, product);
    await expect(page.locator('.page-callout.payment-failure .payment-failure-text')).toHaveText(told);
    await page.getByRole('button', { name: 'Contact us about this payment' }).click();
    await expect(page.getByRole('dialog', { name: 'Contact us' })).toBeVisible();
    await whenStill(page);
    await expectNoSeriousA11yViolations(page);
    await context.close();
  }
});

test('a prescription whose periods are used shows as renewal, then completed once left unrenewed, on both brands', async ({ browser }) => {
  test.setTimeout(120_000);
  const prepared = [];
  for (const [brand, productType, product] of [
    [MAIN, 'hl', 'Finasteride'],
    [WOMEN, 'ag', 'Tretinoin'],
  ] as const) {
    const { patient, subscriptionId } = await preparePatient(brand.origin, { productType, treatment: { frequencyOfDelivery: 3 } });
    await operatorOf(brand.origin).decide(subscriptionId, 'approve');
    prepared.push({ brand, patient, product });
  }
  const ops = operatorOf(MAIN.origin);
  for (const [days, label] of [
    [366, 'renewal'],
    [91, 'completed'],
  ] as const) {
    await ops.advanceClock(days);
    for (const { brand, patient, product } of prepared) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await signInAs(page, brand.origin, patient);
      await expect(card(page, product).locator('.status-tag')).toHaveText(label);
      await expect(card(page, product).getByRole('link', { name: 'Renew' })).toBeVisible();
      await context.close();
    }
  }
});

const factOf = (scope: Page, term: string) => scope.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
/** Blueprint draws its own radio over the native input: a patient clicks the label. */
const pick = async (control: ReturnType<Page['getByRole']>) => {
  await control.locator('xpath=ancestor::label[1]').click();
  await expect(control).toBeChecked();
};
const renewalQuestion = (page: Page) => (text: RegExp) => page.getByRole('group', { name: text });
const ORDER_DATE = /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}(st|nd|rd|th), \d{4}$/;

test('renews a treatment whose prescription ended: the questionnaire, a confirmation, the charge in billing and the order in order history', async ({
  page,
}) => {
  const origin = MAIN.origin;
  const { patient, subscriptionId } = await preparePatient(origin, {
    productType: 'ed',
    plan: { variation: 'Daily Tadalafil', weight: 5, frequencyOfReception: 30, frequencyOfDelivery: 1 },
  });
  await operatorOf(origin).decide(subscriptionId, 'approve');
  await operatorOf(origin).advanceClock(366);
  await signInAs(page, origin, patient);

  const renewHref = await card(page, 'Tadalafil').getByRole('link', { name: 'Renew' }).getAttribute('href');
  expect(renewHref).toBe(`/user/subscriptions/renewal/${subscriptionId}`);
  await page.goto(`${origin}${renewHref}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Renew Tadalafil' })).toBeVisible();
  await expect(factOf(page, 'Paid with')).toHaveText('Visa ending in 4242');
  const price = (await factOf(page, 'Charged today').textContent()) ?? '';
  expect(price).toMatch(/^\$\d+\.\d{2}$/);
  await whenStill(page);
  await expectNoSeriousA11yViolations(page);

  const question = renewalQuestion(page);
  await page.getByRole('button', { name: 'Review and renew' }).click();
  await expect(page.getByText('Answer every question before you send the questionnaire.')).toBeVisible();
  await pick(question(/How well is your treatment working/).getByRole('radio', { name: 'Very well' }));
  await pick(question(/side effects since your last order/).getByRole('radio', { name: 'Yes' }));
  await page
    .getByRole('group', { name: /Which side effects/ })
    .getByRole('textbox')
    .fill('A mild headache now and then');
  await pick(question(/started a new medicine/).getByRole('radio', { name: 'No' }));
  // An answer that needs the doctor stops the renewal.
  await pick(question(/nitrate medicine/).getByRole('radio', { name: 'Yes' }));
  await expect(page.getByText(/your provider needs to review your treatment before it can be renewed/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Review and renew' })).toBeDisabled();
  await pick(question(/nitrate medicine/).getByRole('radio', { name: 'No' }));

  await page.getByRole('button', { name: 'Review and renew' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Renew and pay now?' });
  await expect(confirm).toContainText(`${price} is charged to your Visa ending in 4242 today`);
  await whenStill(page);
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: `Renew and pay ${price}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tadalafil renewed' })).toBeVisible();
  const invoice = (await factOf(page, 'Invoice').textContent()) ?? '';
  expect(invoice).toMatch(/^INV-[0-9A-F]{8}$/);
  await expect(page.getByRole('row', { name: /Total charged/ })).toContainText(price);

  // The charge is in the subscription's billing: a successful treatment payment, so in both lists.
  await page.getByRole('link', { name: 'See billing' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tadalafil' })).toBeVisible();
  await expect(page.locator('.page-heading .status-tag')).toHaveText('Active');
  await expect(page.getByRole('list', { name: 'Last billings' }).getByRole('button', { name: `Invoice ${invoice}` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Billing history' }).getByRole('button', { name: `Invoice ${invoice}` })).toBeVisible();

  // The order is the newest in the order history.
  await page.goto(`${origin}/user/order-history`);
  const newest = page
    .getByRole('list', { name: /Your orders, newest first/ })
    .getByRole('listitem')
    .first();
  await expect(newest).toContainText(`(invoice ${invoice})`);
  await expect(newest).toContainText('Being prepared');
  await expect(newest.getByRole('heading', { level: 2 })).toHaveText(ORDER_DATE);
});

test('a renewal the card on file declines: the card is changed on the renewal page and the same answers renew on it', async ({ page }) => {
  const origin = MAIN.origin;
  const { patient, subscriptionId } = await preparePatient(origin, {
    productType: 'ed',
    plan: { variation: 'Daily Tadalafil', weight: 5, frequencyOfReception: 30, frequencyOfDelivery: 1 },
  });
  await operatorOf(origin).decide(subscriptionId, 'approve');
  await operatorOf(origin).advanceClock(366);
  // The card on file becomes one that pays once and declines every later charge.
  const [me] = (await asPatientOf(origin, patient, 'GET', '/me')) as [{ patient: { _id: string } }];
  const [token] = (await asPatientOf(origin, patient, 'POST', '/sandbox-card/tokens', {
    number: '4000 0000 0000 0341',
    expMonth: 12,
    // As the other cards of these tests ('12/34'): the backend's calendar has moved years on by now.
    expYear: 2034,
    cvc: '123',
  })) as [{ id: string }];
  await asPatientOf(origin, patient, 'PUT', `/api/patient/${me.patient._id}/credit-card`, { cardToken: token.id });
  await signInAs(page, origin, patient);
  await page.goto(`${origin}/user/subscriptions/renewal/${subscriptionId}`);
  await expect(factOf(page, 'Paid with')).toHaveText('Visa ending in 0341');

  const question = renewalQuestion(page);
  await pick(question(/How well is your treatment working/).getByRole('radio', { name: 'Very well' }));
  await pick(question(/side effects since your last order/).getByRole('radio', { name: 'No' }));
  await pick(question(/started a new medicine/).getByRole('radio', { name: 'No' }));
  await pick(question(/nitrate medicine/).getByRole('radio', { name: 'No' }));
  await page.getByRole('button', { name: 'Review and renew' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Renew and pay now?' });
  await confirm.getByRole('button', { name: /^Renew and pay/ }).click();
  await expect(confirm.getByRole('alert')).toContainText('Your card was declined.');
  await whenStill(page);
  await expectNoSeriousA11yViolations(page);

  await confirm.getByRole('button', { name: 'Change your card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change your card' });
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/34');
  await dialog.getByLabel('Security code').fill('123');
  await dialog.getByRole('button', { name: 'Save card' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Your card on file is now Visa ending in 4242' })).toBeVisible();
  await expect(factOf(page, 'Paid with')).toHaveText('Visa ending in 4242');
  // The answers are still there: the renewal goes through on the new card.
  await expect(question(/nitrate medicine/).getByRole('radio', { name: 'No' })).toBeChecked();
  await page.getByRole('button', { name: 'Review and renew' }).click();
  await expect(confirm).toContainText('is charged to your Visa ending in 4242 today');
  await confirm.getByRole('button', { name: /^Renew and pay/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tadalafil renewed' })).toBeVisible();
});
