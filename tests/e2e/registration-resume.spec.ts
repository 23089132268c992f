import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './app-shell.support';
import { stripedPng } from '../support/png';
import { stepTitle, uploadPhoto } from './registration-journey';
import { expectNoSeriousA11yViolations } from './support/axe';
import { BRANDS } from './support/brands';
import { registeredPatient } from './support/registered-patient';

/**
 * A registration resumes where the patient was (phones reload background tabs): the treatment sub-step and
 * its choices, the selfie once the ID photo is sent. Patients are taken to the step through the API.
 */

const [MAIN, WOMEN] = BRANDS;
const SLOW = { timeout: 30_000 } as const;
const heading = (page: Page) => page.locator('h2.step-heading');

/** Focus the page moved for screen readers, drawn without a ring (the patient did not put it there). */
const focusedWithoutRing = async (target: Locator) => {
  await expect(target).toBeFocused();
  expect(await target.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('none');
};

test('the treatment plan keeps the medicine, the sub-step and the choices across a reload and a new sign-in', async ({ page, browser }) => {
  const patient = await registeredPatient(MAIN.origin, { productType: 'ed', stopAt: 'treatment' });
  await signIn(page, MAIN.origin, patient.email, patient.password);
  await expect(heading(page)).toHaveText('Choose your treatment', SLOW);
  // One 'Most popular' in the list: the medicine the list starts from.
  await expect(page.locator('.choice-badge', { hasText: 'Most popular' })).toHaveCount(1);
  await page.locator('.choice-card', { hasText: 'Daily Tadalafil' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(heading(page)).toHaveText('Choose your dose', SLOW);
  await page.locator('.choice-card', { hasText: '2.5 mg' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(heading(page)).toHaveText('How often should we deliver?', SLOW);

  await page.reload();
  await expect(stepTitle(page)).toHaveText('Treatment Plan', SLOW);
  await expect(heading(page)).toHaveText('How often should we deliver?', SLOW);
  await focusedWithoutRing(heading(page));
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(heading(page)).toHaveText('Choose your dose');
  await expect(page.getByRole('radio', { name: /2\.5 mg/ })).toBeChecked();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(heading(page)).toHaveText('Choose your treatment');
  await expect(page.getByRole('radio', { name: /Daily Tadalafil/ })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(heading(page)).toHaveText('How often should we deliver?', SLOW);
  await page.locator('.choice-card', { hasText: 'Delivered every 3 months' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(heading(page)).toHaveText('Review your plan', SLOW);

  // Another device: the choices come from the subscription.
  const other = await (await browser.newContext()).newPage();
  await signIn(other, MAIN.origin, patient.email, patient.password);
  await expect(heading(other)).toHaveText('Choose your treatment', SLOW);
  await expect(other.getByRole('radio', { name: /Daily Tadalafil/ })).toBeChecked();
  await other.getByRole('button', { name: 'Continue' }).click();
  await expect(other.getByRole('radio', { name: /2\.5 mg/ })).toBeChecked();
  await other.getByRole('button', { name: 'Continue' }).click();
  await expect(heading(other)).toHaveText('How often should we deliver?', SLOW);
  await expect(other.getByRole('radio', { name: /Delivered every 3 months/ })).toBeChecked();
  await other.context().close();
});

test('a reload after the ID photo was sent opens the selfie', async ({ page }) => {
  const patient = await registeredPatient(WOMEN.origin, { productType: 'wl', stopAt: 'photo', withIdPhoto: true });
  await signIn(page, WOMEN.origin, patient.email, patient.password);
  await expect(stepTitle(page)).toHaveText('Identity Verification', SLOW);
  await expect(heading(page)).toHaveText('A selfie', SLOW);
  await page.reload();
  await expect(heading(page)).toHaveText('A selfie', SLOW);
  await focusedWithoutRing(heading(page));
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(heading(page)).toHaveText('A photo of your ID');
  await page.getByRole('button', { name: 'Keep it and continue' }).click();
  await uploadPhoto(page, 'me.png', stripedPng(600, 800));
  await expect(page).toHaveURL(`${WOMEN.origin}/thank-you`, SLOW);
  await focusedWithoutRing(page.getByRole('heading', { name: /^Thank you, / }));
});
