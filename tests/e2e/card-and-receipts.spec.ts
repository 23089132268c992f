import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { pdfLines } from '../../adapters/receipts/pdf-text.test-support';
import { formatInvoiceAmount, formatUsd } from '../../domain/billing/usd';
import { expectNoSeriousA11yViolations, whenStill } from './support/axe';
import { BRANDS, CLOCK_BRANDS } from './support/brands';
import { withFakeStripe } from './support/fake-stripe';
import { asPatientOf, operatorOf, preparePatient, signInAs } from './support/prepared-patients';

/**
 * Keeping the treatment going (issue 22) on both brands: the card on file changed from Account Info, a
 * card that expires before the next billing flagged on the dashboard, and a renewal the card refused on
 * the second backend's calendar recovered in the app ('Update card and pay'), then its charge in the
 * billing history, its order on top of the order history, and its receipt downloaded and read back.
 */

const PRODUCTS = { main: { productType: 'hl', product: 'Finasteride' }, women: { productType: 'wl', product: 'Semaglutide' } } as const;
const CONFIG = JSON.parse(readFileSync(new URL('../../ui/public/config.json', import.meta.url), 'utf8')) as {
  brands: Record<'main' | 'women', { name: string }>;
  provider: { legalName: string; address: string[] };
};

interface ChargeSeen {
  readonly _id: string;
  readonly invoiceId: string;
  readonly status: string;
  readonly sum: number;
  readonly createdAt: string;
  readonly invoiceItems: readonly { name: string; sum: number; isNegative: boolean }[];
}

const card = (page: Page, product: string) => page.getByRole('group', { name: product });
const typeCard = async (scope: ReturnType<Page['getByRole']>, number: string, expiry = '12/34') => {
  await scope.getByLabel('Card number').fill(number);
  await scope.getByLabel('Expiry (MM/YY)').fill(expiry);
  await scope.getByLabel('Security code').fill('123');
};

for (const brand of BRANDS) {
  const { productType } = PRODUCTS[brand.id];

  test(`${brand.id}: changes the card on file from Account Info; a declined card leaves the old one`, async ({ page }) => {
    const { patient, subscriptionId } = await preparePatient(brand.origin, { productType });
    await operatorOf(brand.origin).decide(subscriptionId, 'approve');
    await signInAs(page, brand.origin, patient);
    await page.goto(`${brand.origin}/user/profile`);
    const section = page.getByRole('region', { name: 'Payment method' });
    await expect(section.locator('dd').first()).toHaveText('Visa ending in 4242');
    await expect(section.locator('dd').nth(1)).toHaveText('12/34');

    await section.getByRole('button', { name: 'Change card' }).click();
    await typeCard(section, '4000 0000 0000 0002');
    await section.getByRole('button', { name: 'Save card' }).click();
    await expect(section.getByRole('alert').filter({ hasText: 'declined' })).toHaveText('Your card was declined.');
    await expect(section.locator('dd').first()).toHaveText('Visa ending in 4242');
    await whenStill(page);
    await expectNoSeriousA11yViolations(page);

    await typeCard(section, '5555 5555 5555 4444', '11/33');
    await section.getByRole('button', { name: 'Save card' }).click();
    await expect(section.getByRole('status').filter({ hasText: 'Your card on file is now' })).toHaveText(
      'Your card on file is now MasterCard ending in 4444, expiring 11/33.',
    );
    await expect(section.locator('dd').first()).toHaveText('MasterCard ending in 4444');
    await expect(section.locator('dd').nth(1)).toHaveText('11/33');
    await expect(section.getByRole('button', { name: 'Change card' })).toBeFocused();
    // The treatment is billed on it from now on.
    const [subscription] = (await asPatientOf(brand.origin, patient, 'GET', `/api/subscription/${subscriptionId}`)) as [{ creditCard: unknown }];
    expect(subscription.creditCard).toEqual({ cardNumber: '4444', cardType: 'MasterCard', expirationDate: '11/33' });
  });

  test(`${brand.id}: flags a card that expires before the next billing, and the flag goes once the card is changed`, async ({ page }) => {
    const { product } = PRODUCTS[brand.id];
    // A card good to the end of this month, on a monthly treatment billed next month.
    const now = new Date();
    const expiry = `${String(now.getUTCMonth() + 1).padStart(2, '0')}/${String(now.getUTCFullYear() % 100).padStart(2, '0')}`;
    const { patient, subscriptionId } = await preparePatient(brand.origin, { productType, expiry, treatment: { frequencyOfDelivery: 1 } });
    await operatorOf(brand.origin).decide(subscriptionId, 'approve');
    await signInAs(page, brand.origin, patient);
    const warning = card(page, product).locator('.card-expiry-warning');
    await expect(warning).toContainText(
      new RegExp(
        `^Your Visa ending in 4242 expires at the end of ${expiry}, before your next billing on \\w+ \\d{1,2}(st|nd|rd|th), \\d{4}\\. Update your card so the payment goes through\\.`,
      ),
    );
    await expectNoSeriousA11yViolations(page);

    await warning.getByRole('link', { name: 'Update your card' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change your card' });
    await typeCard(dialog, '4242 4242 4242 4242');
    await whenStill(page);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Save card' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('.card-on-file [role="status"]')).toHaveText('Your card on file is now Visa ending in 4242, expiring 12/34.');
    await page.getByRole('link', { name: 'All treatments' }).click();
    await expect(card(page, product).locator('.subscription-card-billing')).toBeVisible();
    await expect(card(page, product).locator('.card-expiry-warning')).toHaveCount(0);
  });
}

test.describe('with a Stripe configuration', () => {
  // The config is swapped in the browser; the server's policy follows its own sandbox configuration.
  test.use({ bypassCSP: true });

  test("the new card goes through Stripe's own card field, as at registration", async ({ page }) => {
    const origin = BRANDS[0].origin;
    const { patient } = await preparePatient(origin, { productType: 'ed' });
    const stripeLoads = await withFakeStripe(page);
    await signInAs(page, origin, patient);
    await page.goto(`${origin}/user/profile`);
    const section = page.getByRole('region', { name: 'Payment method' });
    await section.getByRole('button', { name: 'Change card' }).click();
    await expect(section.getByLabel('Card (Stripe)')).toBeVisible();
    expect(stripeLoads).toHaveLength(1);
    await expect(section.getByLabel('Card number')).toHaveCount(0);
    await section.getByLabel('Card (Stripe)').fill('4000 0000 0000 0069');
    await section.getByRole('button', { name: 'Save card' }).click();
    await expect(section.getByRole('alert').filter({ hasText: 'expired' })).toHaveText('Your card has expired.');
    await section.getByLabel('Card (Stripe)').fill('5555 5555 5555 4444');
    await section.getByRole('button', { name: 'Save card' }).click();
    await expect(section.locator('dd').first()).toHaveText('MasterCard ending in 4444');
  });
});

test('a renewal refused by the card on the calendar is paid with a new card in the app, then billed, shipped and receipted, on both brands', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const prepared = await Promise.all(
    CLOCK_BRANDS.map(async (brand) => {
      const { productType, product } = PRODUCTS[brand.id];
      const { patient, subscriptionId } = await preparePatient(brand.origin, {
        productType,
        card: '4000 0000 0000 0341',
        treatment: { frequencyOfDelivery: 1 },
      });
      await operatorOf(brand.origin).decide(subscriptionId, 'approve');
      return { brand, patient, subscriptionId, product };
    }),
  );
  // One calendar for both brands' origins: moved once.
  const { run } = await operatorOf(prepared[0]?.brand.origin ?? '').advanceClock(32);
  expect(run.events.filter((event) => event.kind === 'failed' && prepared.some((one) => one.subscriptionId === event.subscriptionId))).toHaveLength(2);

  for (const { brand, patient, subscriptionId, product } of prepared) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInAs(page, brand.origin, patient);
    await card(page, product).getByRole('link', { name: 'Update card and pay' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update your card and pay' });
    await expect(dialog.locator('p').first()).toHaveText(/^Your payment of \$\d+\.\d{2} on .+ did not go through: the card was declined\.$/);
    await typeCard(dialog, '4242 4242 4242 4242');
    await whenStill(page);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: /^Update card and pay \$\d+\.\d{2}$/ }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('.page-callout[class*="success"]')).toHaveText(
      /^Thank you: your payment of \$\d+\.\d{2} went through on Visa ending in 4242\. Your treatment goes on, and your delivery is on its way to the pharmacy\.$/,
    );
    await expect(page.locator('.payment-failure')).toHaveCount(0);
    await expect(page.locator('.page-heading .status-tag')).toHaveText('Active');

    const charges = (await asPatientOf(brand.origin, patient, 'GET', `/api/subscription/charges/${subscriptionId}`)) as ChargeSeen[];
    expect(charges.map((charge) => charge.status)).toEqual(['captured', 'failed', 'success']);
    const paid = charges[2] as ChargeSeen;
    const history = page.getByRole('list', { name: 'Billing history' });
    const item = history.getByRole('listitem').filter({ hasText: `Invoice ${paid.invoiceId}` });
    await expect(item).toContainText(`Paid${formatUsd(paid.sum)}`);
    await expectNoSeriousA11yViolations(page);

    // The receipt, downloaded and read back field by field.
    const shownDate = (await item.locator('.charge-row span').first().textContent()) ?? '';
    const [download] = await Promise.all([page.waitForEvent('download'), item.getByRole('button', { name: /^Download receipt of / }).click()]);
    expect(download.suggestedFilename()).toBe(`receipt-${paid.invoiceId}.pdf`);
    const lines = await pdfLines(readFileSync(await download.path()));
    expect(lines.slice(0, 3)).toEqual([`${CONFIG.brands[brand.id].name} Receipt`, CONFIG.provider.legalName, ...CONFIG.provider.address.slice(0, 1)]);
    expect(lines).toEqual(
      expect.arrayContaining([
        ...CONFIG.provider.address,
        'Billed to Robin Tester',
        `Date paid ${shownDate}`,
        `Invoice ${paid.invoiceId}`,
        `Charge ID ${paid._id}`,
        'Payment method Visa ending in 4242',
        'Status Paid',
        ...paid.invoiceItems.map((line) => `${line.name} ${formatInvoiceAmount(line)}`),
        `Total paid ${formatUsd(paid.sum)}`,
      ]),
    );
    if (paid.invoiceItems.some((line) => line.isNegative)) expect(lines).toContain('Discounts');

    // Its order tops the order history, at the pharmacy.
    await page.goto(`${brand.origin}/user/order-history`);
    const newest = page
      .getByRole('list', { name: /Your orders, newest first/ })
      .getByRole('listitem')
      .first();
    await expect(newest).toContainText(`(invoice ${paid.invoiceId})`);
    await expect(newest).toContainText('Being prepared');
    await context.close();
  }
});
