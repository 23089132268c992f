import { expect, test, type Locator, type Page } from '@playwright/test';
import { multipleChoiceFor, numberFor, singleChoiceFor, textFor } from '../support/treatable-answers';
import { answerForWebsite, ops } from './app-shell.support';
import { stepTitle, uniqueEmail, uniquePhone } from './registration-journey';
import { expectNoSeriousA11yViolations } from './support/axe';
import { BRANDS } from './support/brands';
import { operatorOf, preparePatient } from './support/prepared-patients';
import { chooseRadio, press, tabTo, tabUntil } from './support/keyboard';

/**
 * Issue 10, accessibility: journeys driven by the keyboard alone (Tab, Shift+Tab, Enter, Space, arrow
 * keys; no pointer), with the focus visible at every stop and axe on every new screen.
 */

const [MAIN, WOMEN] = BRANDS;
const SLOW = { timeout: 30_000 } as const;

test.setTimeout(240_000);

/** Opens a dialog from its button with Enter, closes it with Escape once the focus is in it, and finds the focus back on the button. */
const closesWithFocusBack = async (page: Page, opener: Locator, dialog: Locator) => {
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('.bp6-overlay')))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
};

/** axe once per kind of screen. */
const screensChecked = (page: Page) => {
  const seen = new Set<string>();
  return async (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    await expectNoSeriousA11yViolations(page);
  };
};

test('sign in, open a treatment, use the menu, send a message and sign out with the keyboard alone', async ({ page, context, request }) => {
  const origin = MAIN.origin;
  const menu = page.getByRole('navigation', { name: 'Patient menu' });
  // A patient of the test's own, whose Sildenafil a doctor approved (and wrote about in its chat).
  const { patient, subscriptionId } = await preparePatient(origin, { productType: 'ed' });
  const { doctor } = await operatorOf(origin).decide(subscriptionId, 'approve');
  const doctorName = new RegExp((doctor?.name ?? '').replace(/^Dr\. /, ''));
  // More notices than the bell's panel shows at once.
  for (let notice = 1; notice <= 8; notice += 1) {
    await ops(request, origin, 'POST', '/notices', { patientEmail: patient.email, message: `Reminder ${notice}: take your medicine with water.` });
  }
  await page.goto(`${origin}/login`);
  await tabTo(page, page.getByLabel('E-mail'));
  await page.keyboard.type(patient.email);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(patient.password);
  await tabTo(page, page.getByRole('button', { name: 'Sign in' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${origin}/user/subscriptions`);
  await expect(page.getByRole('heading', { name: 'Sildenafil' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The skip link jumps over the header and the menu: one Tab from it lands in the content.
  await tabTo(page, page.getByRole('link', { name: 'Skip to content' }));
  await page.keyboard.press('Enter');
  await tabUntil(page, 'the first link of the content', () => page.evaluate(() => Boolean(document.activeElement?.closest('main'))), { maxStops: 1 });

  await tabTo(page, page.getByRole('link', { name: 'View details of Sildenafil' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Sildenafil' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // An action's dialog closed with Escape gives the focus back to the button that opened it.
  await closesWithFocusBack(page, page.getByRole('button', { name: 'Cancel treatment' }), page.getByRole('alertdialog', { name: 'Cancel your treatment?' }));

  await tabTo(page, menu.getByRole('link', { name: 'Order History' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${origin}/user/order-history`);
  await expect(page.getByRole('heading', { level: 1, name: 'Order History' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await tabTo(page, menu.getByRole('link', { name: /^Doctor Messaging/ }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${origin}/user/chat`);
  await tabTo(page, page.getByRole('button', { name: doctorName }));
  await page.keyboard.press('Enter');
  const thread = page.getByRole('region', { name: new RegExp(`^Messages with .*${doctorName.source}`) });
  await expect(thread).toBeVisible();
  await closesWithFocusBack(page, page.getByRole('button', { name: 'Ask a question' }), page.getByRole('dialog', { name: 'Ask a question' }));
  const message = `Typed without a mouse (${Date.now()})`;
  await tabTo(page, page.getByLabel('Your message'));
  await page.keyboard.type(message);
  await tabTo(page, page.getByRole('button', { name: 'Send', exact: true }));
  await press(page, 'Space');
  await expect(thread.getByText(message)).toBeVisible();
  await expect(page.getByLabel('Your message')).toHaveValue('');
  await expectNoSeriousA11yViolations(page);

  // The bell opens with Enter; its list, longer than the panel, scrolls with the arrow keys; Escape closes
  // it and gives the focus back.
  const bell = page.getByRole('button', { name: /^Notifications/ });
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await tabTo(page, bell);
  await page.keyboard.press('Enter');
  const list = panel.getByRole('list', { name: 'Your notifications' });
  await expect(list.getByText('Reminder 8: take your medicine with water.')).toBeVisible();
  expect(await list.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
  await expectNoSeriousA11yViolations(page);
  await tabTo(page, list);
  await press(page, 'ArrowDown');
  await expect.poll(() => list.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();

  await answerForWebsite(context, MAIN);
  const website = context.waitForEvent('page');
  await tabTo(page, menu.getByRole('button', { name: 'Logout' }));
  await page.keyboard.press('Enter');
  expect((await website).url()).toBe(MAIN.website);
  await expect(page).toHaveURL(`${origin}/`);
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
});

/** The optional date of the last check-up, which a keyboard user types as the month, day and year digits. */
const LAST_CHECKUP = { question: /last see a doctor/, digits: '03152024' } as const;

const headingOf = (page: Page) => page.locator('h2.step-heading');
/** Where the flow is: step, question count and heading; '' while a step loads. */
const whereAt = async (page: Page) => {
  const parts = [stepTitle(page), page.locator('.question-count'), headingOf(page)];
  const [title, count, heading] = await Promise.all(parts.map(async (part) => (await part.allTextContents()).join('').trim()));
  return title && heading ? `${title}|${count}|${heading}` : '';
};

const continueWithEnter = async (page: Page, name: string | RegExp = 'Continue') => {
  const before = await whereAt(page);
  await tabTo(page, page.getByRole('button', { name }));
  await page.keyboard.press('Enter');
  await expect.poll(async () => [before, ''].includes(await whereAt(page)), SLOW).toBe(false);
};

const chooseLabel = async (page: Page, label: string) => {
  const labels = (await page.locator('.choice-label').allTextContents()).map((text) => text.trim());
  const index = labels.findIndex((text) => text.startsWith(label));
  expect(index, `a choice '${label}' among ${labels.join(' / ')}`).toBeGreaterThanOrEqual(0);
  await chooseRadio(page, page.getByRole('radio'), index);
};

/** Answers the question showing with the keyboard and continues. */
const answerWithKeyboard = async (page: Page) => {
  const heading = (await headingOf(page).innerText()).trim();
  const labels = (await page.locator('.choice-label').allTextContents()).map((text) => text.trim());
  if ((await page.getByRole('radio').count()) > 0) {
    await chooseLabel(page, singleChoiceFor(heading, labels));
  } else if ((await page.getByRole('checkbox').count()) > 0) {
    await tabTo(page, page.getByRole('checkbox').nth(labels.indexOf(multipleChoiceFor(labels))));
    await press(page, 'Space');
  } else {
    const number = page.getByRole('spinbutton');
    const typed =
      (await number.count()) > 0 ? numberFor(heading) : (textFor(heading) ?? (LAST_CHECKUP.question.test(heading) ? LAST_CHECKUP.digits : undefined));
    const field = number.or(page.getByRole('textbox'));
    if (typed && (await field.count()) > 0) {
      await tabTo(page, field);
      await page.keyboard.type(typed);
    }
  }
  await continueWithEnter(page);
};

test("a registration on the women's brand, from sign-up to the treatment plan, with the keyboard alone", async ({ page }) => {
  const checkScreen = screensChecked(page);
  await page.goto(`${WOMEN.origin}/weightloss`);
  const fields: readonly (readonly [string, string])[] = [
    ['First name', 'Kay'],
    ['Last name', 'Board'],
    ['E-mail', uniqueEmail('keyboard')],
    ['Password', 'Journey123'],
  ];
  for (const [label, value] of fields) {
    await tabTo(page, page.getByLabel(label, { exact: true }));
    await page.keyboard.type(value);
  }
  await checkScreen('entry');
  await tabTo(page, page.getByRole('button', { name: 'Create account' }));
  await page.keyboard.press('Enter');
  await expect(stepTitle(page)).toHaveText('The Basics', SLOW);
  await expect(headingOf(page)).toBeFocused();
  await checkScreen('basics');

  await chooseLabel(page, 'Female');
  for (const [label, value] of [
    ['Date of birth (MM-DD-YYYY)', '07-04-1990'],
    ['ZIP code', '10001'],
    ['Mobile phone', uniquePhone()],
  ] as const) {
    await tabTo(page, page.getByLabel(label));
    await page.keyboard.type(value);
  }
  await continueWithEnter(page);

  for (const title of ['Your Health', 'Medical History']) {
    await expect(stepTitle(page)).toHaveText(title);
    await checkScreen(title);
    for (let guard = 0; guard < 40 && (await stepTitle(page).innerText()) === title; guard += 1) {
      // Each new question takes the focus, so reading and tabbing start there.
      await expect(headingOf(page)).toBeFocused();
      await answerWithKeyboard(page);
    }
  }

  await expect(stepTitle(page)).toHaveText('Treatment Plan');
  await expect(headingOf(page)).toHaveText('Choose your treatment');
  await checkScreen('treatment');
  await chooseLabel(page, 'Compounded Tirzepatide');
  await continueWithEnter(page);
  await expect(headingOf(page)).toHaveText('Choose your dose');
  await checkScreen('dose');
});
