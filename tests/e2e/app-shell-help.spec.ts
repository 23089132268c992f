import { expect, test, type Page } from '@playwright/test';
import { newPatient, settled, signIn } from './app-shell.support';
import { expectNoSeriousA11yViolations } from './support/axe';
import { BRANDS } from './support/brands';
import { registeredPatient } from './support/registered-patient';

const helpPanel = (page: Page) => page.getByRole('dialog', { name: 'How can we help you?' });

for (const brand of BRANDS) {
  test.describe(`help on the ${brand.id} brand`, () => {
    test('the help panel sends treatment questions to Doctor Messaging, and account questions to the contact dialog', async ({ page, request }) => {
      const patient = await newPatient(request, brand.origin, `help-${brand.id}`);
      await signIn(page, brand.origin, patient.email);
      await expect(page).toHaveURL(`${brand.origin}/user/subscriptions`);

      await page.getByRole('button', { name: 'Help' }).click();
      await expect(helpPanel(page)).toBeVisible();
      await expect.poll(async () => Math.round((await page.locator('.help-drawer').boundingBox())?.width ?? 0)).toBe(350);
      await expect(helpPanel(page).getByText('around the clock')).toBeVisible();
      await settled(page, '.help-drawer');
      await expectNoSeriousA11yViolations(page);
      await helpPanel(page).getByRole('button', { name: 'Side effects' }).click();
      await expect(page).toHaveURL(`${brand.origin}/user/chat`);
      await expect(helpPanel(page)).toBeHidden();

      await page.getByRole('button', { name: 'Help' }).click();
      await helpPanel(page).getByRole('button', { name: 'My account, shipping or billing' }).click();
      const dialog = page.getByRole('dialog', { name: 'Contact us' });
      await expect(dialog).toBeVisible();
      expect((await page.locator('.contact-dialog').boundingBox())?.width).toBeLessThanOrEqual(500);
      const topics = dialog.getByLabel('What is it about?');
      await expect(topics.locator('optgroup[label="For the support team"] option')).toHaveText(['My account', 'An order', 'My photos', 'Something else']);
      // No treatment, so no doctor to ask: the doctor's topics, which the server would refuse, are not offered.
      await expect(topics.locator('optgroup[label="For my doctor"]')).toHaveCount(0);
      await settled(page, '.contact-dialog');
      await expectNoSeriousA11yViolations(page);

      await dialog.getByRole('button', { name: 'Send' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('Write a message first');
      await topics.selectOption('order');
      await dialog.getByLabel('Your question').fill('Where is my order?');
      const posted = page.waitForResponse((response) => response.url().endsWith('/backend/api/chat/question-to-doctor'));
      await dialog.getByRole('button', { name: 'Send' }).click();
      expect((await posted).status()).toBe(201);
      await expect(dialog.getByText('Your question was sent.')).toBeVisible();
      // The Send button, disabled while sending, lost the focus: the dialog gives it to its link, for Enter or Escape.
      await expect(dialog.getByRole('link', { name: 'Open Doctor Messaging' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`${brand.origin}/user/chat`);
      await expect(dialog).toBeHidden();
    });
  });
}

test("a registering patient's treatment questions are asked in the contact dialog, and Doctor Messaging is reached from the steps", async ({ page }) => {
  const brand = BRANDS[0];
  const patient = await registeredPatient(brand.origin, { productType: 'ed', stopAt: 'treatment' });
  await signIn(page, brand.origin, patient.email);
  await expect(page).toHaveURL(`${brand.origin}/steps`);
  await expect(page.locator('h1.steps-title')).toHaveText('Treatment Plan');

  // The care team's messages are read in Doctor Messaging: the guard lets the patient stay there.
  await page.getByRole('button', { name: 'Help?' }).click();
  await helpPanel(page).getByRole('button', { name: 'Messages from my healthcare team' }).click();
  await expect(page).toHaveURL(`${brand.origin}/user/chat`);
  await expect(page.getByRole('heading', { level: 1, name: 'Doctor Messaging' })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(`${brand.origin}/user/chat`);

  // Back in the registration, a question about the plan is asked without leaving it, on the doctor's topic.
  await page.goto(`${brand.origin}/user/new-subscription/${patient.subscriptionId}`);
  await expect(page.locator('h1.steps-title')).toHaveText('Treatment Plan');
  await page.getByRole('button', { name: 'Help?' }).click();
  await helpPanel(page).getByRole('button', { name: 'My medication or treatment plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact us' });
  await expect(dialog.getByLabel('What is it about?')).toHaveValue('plan');
  await expect(page).toHaveURL(`${brand.origin}/steps`);
  await settled(page, '.contact-dialog');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel('Your question').fill('Can I take it with my blood pressure medicine?');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await dialog.getByRole('link', { name: 'Open Doctor Messaging' }).click();
  await expect(page).toHaveURL(`${brand.origin}/user/chat`);
  await expect(page.getByText('Can I take it with my blood pressure medicine?')).toBeVisible();
});

for (const brand of BRANDS) {
  test(`on the ${brand.id} brand on a phone the menu is a drawer with a help item, and it closes as the patient goes`, async ({ browser, request }) => {
    const patient = await newPatient(request, brand.origin, 'menu-phone');
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signIn(page, brand.origin, patient.email);
    await expect(page).toHaveURL(`${brand.origin}/user/subscriptions`);
    await expect(page.getByRole('button', { name: 'Help', exact: true })).toBeHidden();
    // A phone hides the side column: its menu is drawn only in the drawer.
    await expect(page.locator('.patient-nav')).toHaveCount(0);
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link')).toHaveText(['Home', 'Order History', 'Doctor Messaging', 'Account Info']);
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
    await settled(page, '.menu-drawer');
    await expectNoSeriousA11yViolations(page);
    await menu.getByRole('button', { name: 'Help' }).click();
    await expect(menu).toBeHidden();
    await expect(helpPanel(page)).toBeVisible();
    // Escape closes the panel once it is open: pressed while it still slides in, the key could be lost.
    await settled(page, '.help-drawer');
    await page.keyboard.press('Escape');
    await expect(helpPanel(page)).toBeHidden();
    // Back to the button that opened the menu the help came from, not the top of the page.
    await expect(page.getByRole('button', { name: 'Open the menu' })).toBeFocused();
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Order History' }).click();
    await expect(page).toHaveURL(`${brand.origin}/user/order-history`);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    // Widened to a desktop's width, the side column shows the menu and the button goes.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole('navigation', { name: 'Patient menu' }).getByRole('link', { name: 'Order History' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Open the menu/ })).toBeHidden();
    await context.close();
  });
}
