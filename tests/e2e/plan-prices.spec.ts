import { expect, test, type Page } from '@playwright/test';
import { BRANDS } from './support/brands';
import { answerQuestionnaire, checkA11y, shipToAmbiguousAddress, stepTitle } from './registration-journey';

/**
 * The treatment plan's prices with a coupon for the first delivery only (WELCOME20, $20 off): every option
 * shows what each delivery costs, the plan's review shows the first delivery apart, the delivery's "Save"
 * and the plan's "You save" are the same figure, and the payment step holds what the review said.
 */

const [MAIN] = BRANDS;

test.setTimeout(180_000);

/** A choice card's name starts with its label; its detail and price follow. */
const choice = (page: Page, role: 'radio' | 'checkbox', label: string) => page.getByRole(role, { name: new RegExp(`^${label}`) });
const planLine = (page: Page, label: string) => page.locator('.plan-summary-price').filter({ has: page.getByText(label, { exact: true }) });

test('hair loss with WELCOME20: each delivery is priced without the first-delivery coupon, the savings agree, and payment holds the first delivery', async ({
  page,
}) => {
  await page.goto(`${MAIN.origin}/create-test-user-flow`);
  await page.getByRole('radio', { name: 'Hair loss' }).check();
  await page.getByRole('button', { name: 'Create and start' }).click();
  await answerQuestionnaire(page, 'Your Health');
  await answerQuestionnaire(page, 'Medical History');
  await expect(stepTitle(page)).toHaveText('Treatment Plan');
  await choice(page, 'radio', 'Oral Finasteride').check();
  await choice(page, 'radio', 'Delivered every month').check();

  await page.getByLabel('Coupon code').fill('WELCOME20');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Coupon WELCOME20 applied' })).toHaveText('Coupon WELCOME20 applied: $20 off your first delivery');

  // $24.00 a month, not the $4.00 of the first delivery.
  await expect(choice(page, 'radio', 'Delivered every month')).toHaveAccessibleName('Delivered every month $24.00 /month');
  await expect(choice(page, 'radio', 'Oral Finasteride')).toHaveAccessibleName(/ \$24\.00 \/month$/);
  await expect(planLine(page, 'Each delivery')).toHaveText('Each delivery$24.00');
  await expect(planLine(page, 'First delivery')).toHaveText('First delivery$4.00');

  await choice(page, 'radio', 'Delivered every 3 months').check();
  await choice(page, 'checkbox', 'Priority shipping').check();
  await expect(choice(page, 'radio', 'Delivered every 3 months')).toHaveAccessibleName(
    'Delivered every 3 months Save 25% Regular price $72.00 Your price $54.00 /3 months',
  );
  await expect(planLine(page, 'Each delivery')).toHaveText('Each deliveryRegular price $72.00Your price $54.00You save 25%');
  await expect(planLine(page, 'Each delivery with add-ons')).toHaveText('Each delivery with add-ons$63.99');
  await expect(planLine(page, 'First delivery')).toHaveText('First delivery$43.99');
  await checkA11y(page);

  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await shipToAmbiguousAddress(page);
  const summary = page.locator('.payment-summary');
  await expect(summary.locator('dt', { hasText: 'Due today' }).locator('xpath=following-sibling::dd[1]')).toHaveText('$43.99');
  await expect(summary.locator('dt', { hasText: 'Next delivery' }).locator('xpath=following-sibling::dd[1]')).toHaveText('$63.99');
});
