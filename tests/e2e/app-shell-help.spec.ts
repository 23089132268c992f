import { expect, test, type Page } from '@playwright/test';
import { newPatient, settled, signIn } from './app-shell.support';
import { expectNoSeriousA11yViolations } from './support/axe';
import { BRANDS } from './support/brands';

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
      await expect(topics.locator('optgroup[label="For my doctor"] option')).toHaveText(['My treatment plan', 'Request a call', 'Side effects']);
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

for (const brand of BRANDS) {
  test(`on the ${brand.id} brand on a phone the menu is a drawer with a help item, and it closes as the patient goes`, async ({ browser, request }) => {
    const patient = await newPatient(request, brand.origin, 'menu-phone');
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signIn(page, brand.origin, patient.email);
    await expect(page).toHaveURL(`${brand.origin}/user/subscriptions`);
    await expect(page.getByRole('button', { name: 'Help', exact: true })).toBeHidden();
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
    await context.close();
  });
}

