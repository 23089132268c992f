import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './app-shell.support';
import { stepTitle, uniqueEmail } from './registration-journey';
import { expectNoSeriousA11yViolations } from './support/axe';
import { BRANDS } from './support/brands';
import { registeredPatient } from './support/registered-patient';

/**
 * The registration's forms on a phone: a failed check puts the focus on the first field to correct, its
 * message tied to it; the birth date takes digits; the women's brand asks the sex assigned at birth.
 */

const [MAIN, WOMEN] = BRANDS;
const PHONE = { width: 390, height: 844 };

/** The focused field (or the group of a focused choice) is in error, and its message is what aria-describedby names. */
const focusedWithMessage = async (page: Page, field: Locator, message: string) => {
  await expect(field).toBeFocused();
  const [invalid, describedBy] = await field.evaluate((element) => {
    const owner =
      element instanceof HTMLInputElement && (element.type === 'radio' || element.type === 'checkbox') ? (element.closest('fieldset') ?? element) : element;
    return [owner.getAttribute('aria-invalid'), owner.getAttribute('aria-describedby') ?? ''];
  });
  expect(invalid).toBe('true');
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(message);
};

test("the women's brand sign-up and The Basics: focus on the first field to correct, no gender chosen for the patient, digits for the birth date", async ({
  browser,
}) => {
  const page = await (await browser.newContext({ viewport: PHONE })).newPage();
  await page.goto(`${WOMEN.origin}/weightloss`);
  await page.getByRole('button', { name: 'Create account' }).click();
  await focusedWithMessage(page, page.getByLabel('First name'), 'Enter your first name');

  await page.getByLabel('First name').fill('Pat');
  await page.getByLabel('Last name').fill('Rivera');
  await page.getByLabel('E-mail').fill(uniqueEmail('forms'));
  await page.getByLabel('Password').fill('Journey123');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(stepTitle(page)).toHaveText('The Basics');

  // Asked, not taken for granted: neither is chosen until the patient chooses.
  await expect(page.getByRole('radio', { name: 'Male', exact: true })).not.toBeChecked();
  await expect(page.getByRole('radio', { name: 'Female' })).not.toBeChecked();
  const birthDate = page.getByLabel('Date of birth (MM-DD-YYYY)');
  await expect(birthDate).toHaveAttribute('inputmode', 'numeric');
  await expect(birthDate).toHaveAttribute('autocomplete', 'bday');
  await expect(page.getByLabel('ZIP code')).toHaveAttribute('inputmode', 'numeric');
  await expect(page.getByLabel('Mobile phone')).toHaveAttribute('type', 'tel');
  await page.getByRole('button', { name: 'Continue' }).click();
  await focusedWithMessage(page, page.getByRole('radio', { name: 'Male', exact: true }), 'Choose male or female');
  await expectNoSeriousA11yViolations(page);

  await page.locator('.choice-card', { hasText: 'Female' }).click();
  await birthDate.pressSequentially('03151988');
  await expect(birthDate).toHaveValue('03-15-1988');
  await page.getByRole('button', { name: 'Continue' }).click();
  await focusedWithMessage(page, page.getByLabel('ZIP code'), 'Enter your ZIP code');
  await page.context().close();
});

test('the shipping address: a failed check puts the focus on the street', async ({ browser }) => {
  const patient = await registeredPatient(MAIN.origin, { productType: 'hl', stopAt: 'payment' });
  const page = await (await browser.newContext({ viewport: PHONE })).newPage();
  await signIn(page, MAIN.origin, patient.email);
  await expect(page.getByRole('heading', { name: 'Where should we ship your treatment?' })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Street address').fill('');
  await page.getByRole('button', { name: 'Continue' }).click();
  await focusedWithMessage(page, page.getByLabel('Street address'), 'Enter your street address');
  await page.context().close();
});
