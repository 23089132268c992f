import type { Page } from '@playwright/test';
import { multipleChoiceFor, numberFor, singleChoiceFor, textFor } from '../tests/support/treatable-answers';

/**
 * The registration flow walked with Playwright's library API (no test runner), for scripts that measure
 * it: sign-up on an entry page, the basics, both questionnaires, the treatment, the shipping address and
 * card, the ID photo and selfie, to the thank-you page. The selectors are those of
 * tests/e2e/registration-journey.ts, which asserts with the test runner's expect (a script cannot use it);
 * the answers are those of tests/support/treatable-answers.ts.
 */

/** One step transition: `act` leaves the screen, and the walk resolves `arrived` once the next one shows. */
export type StepTransition = (label: string, act: () => Promise<void>, arrived: () => Promise<void>) => Promise<void>;

const WAIT = { timeout: 60_000 } as const;

/** What identifies a screen: the step title, the question count and the step heading. */
interface Screen {
  readonly title: string;
  readonly count: string;
  readonly heading: string;
}

// Code run in the page has no named inner functions: tsx would wrap them in a helper the page lacks.
const SCREEN_SELECTORS = ['h1.steps-title', '.question-count', 'h2.step-heading'] as const;

const screenOf = async (page: Page): Promise<Screen> => {
  const [title = '', count = '', heading = ''] = await page.evaluate(
    (selectors) => selectors.map((selector) => (document.querySelector(selector)?.textContent ?? '').trim()),
    SCREEN_SELECTORS,
  );
  return { title, count, heading };
};

/** Resolves once another screen of the flow shows: a new step, or a new question or sub-step with its heading. */
const anotherScreen = (page: Page, before: Screen) => () =>
  page
    .waitForFunction(
      ({ selectors, was }) => {
        const [title, count, heading] = selectors.map((selector) => (document.querySelector(selector)?.textContent ?? '').trim());
        if (!title) return false;
        return title !== was.title || (heading !== '' && (heading !== was.heading || count !== was.count));
      },
      { selectors: SCREEN_SELECTORS, was: before },
      { ...WAIT, polling: 50 },
    )
    .then(() => undefined);

const answerShowing = async (page: Page, heading: string) => {
  if (heading === 'A note from your care team') return;
  const labels = () => page.locator('.choice-label').allInnerTexts();
  if ((await page.getByRole('radio').count()) > 0) {
    await page
      .locator('.choice-card', { hasText: singleChoiceFor(heading, await labels()) })
      .first()
      .click();
  } else if ((await page.getByRole('checkbox').count()) > 0) {
    await page
      .locator('.choice-card', { hasText: multipleChoiceFor(await labels()) })
      .first()
      .click();
  } else if ((await page.getByRole('spinbutton').count()) > 0) {
    await page.getByRole('spinbutton').fill(numberFor(heading));
  } else if ((await page.getByRole('textbox').count()) > 0) {
    const text = textFor(heading);
    if (text) await page.getByRole('textbox').fill(text);
  }
};

/** A PNG drawn by the page's own canvas (a gradient, so it is a real picture), made before it is measured. */
const pngFromPage = async (page: Page, width: number, height: number): Promise<Buffer> => {
  const dataUrl = await page.evaluate(
    async ([w, h]) => {
      const canvas = new OffscreenCanvas(w, h);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      const gradient = context.createLinearGradient(0, 0, w, h);
      gradient.addColorStop(0, '#2a6f97');
      gradient.addColorStop(1, '#f4d35e');
      context.fillStyle = gradient;
      context.fillRect(0, 0, w, h);
      const blob = await canvas.convertToBlob({ type: 'image/png' });
      return new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.readAsDataURL(blob);
      });
    },
    [width, height] as const,
  );
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
};

const unique = () => `${Date.now()}.${Math.floor(Math.random() * 1e6)}`;

/** Walks the registration flow from `entryUrl` (an entry page such as /weightloss) to the thank-you page. */
export const walkRegistration = async (page: Page, entryUrl: string, transition: StepTransition): Promise<void> => {
  const continueButton = page.getByRole('button', { name: /^(Continue|Continue to payment)$/ });
  const next = async (label: string, act: () => Promise<void>) => transition(label, act, anotherScreen(page, await screenOf(page)));

  await page.goto(entryUrl);
  await page.getByLabel('First name').fill('Pat');
  await page.getByLabel('Last name').fill('Rivera');
  await page.getByLabel('E-mail').fill(`timing.${unique()}@example.com`);
  await page.getByLabel('Password').fill('Journey123');
  await next('sign-up → The Basics', () => page.getByRole('button', { name: 'Create account' }).click());

  await page.getByText('Female', { exact: true }).click();
  await page.getByLabel('Date of birth (MM-DD-YYYY)').fill('07-04-1990');
  await page.getByLabel('ZIP code').fill('10001');
  await page.getByLabel('Mobile phone').fill(`(212) ${200 + Math.floor(Math.random() * 800)}-${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`);
  await next('The Basics → Your Health', () => continueButton.click());

  for (const title of ['Your Health', 'Medical History', 'Treatment Plan']) {
    for (let guard = 0; guard < 60; guard += 1) {
      const screen = await screenOf(page);
      if (screen.title !== title) break;
      if (screen.heading === 'How often should we deliver?') await page.locator('.choice-card', { hasText: 'Delivered every 3 months' }).click();
      else if (title !== 'Treatment Plan') await answerShowing(page, screen.heading);
      await next(`${title}: ${screen.count || screen.heading} →`, () => continueButton.click());
    }
  }

  await page.getByLabel('Street address').fill('1500 Colfax Ave');
  await page.getByRole('button', { name: '1500 E Colfax Ave, Denver, CO 80218' }).waitFor(WAIT);
  await page.getByLabel('City').fill('Denver');
  await page.getByLabel('State').selectOption('CO');
  await page.getByLabel('ZIP code').fill('80202');
  await next('address → its candidates', () => continueButton.click());
  await page.locator('.choice-card', { hasText: '1500 W Colfax Ave' }).click();
  await next('address candidate → Payment', () => page.getByRole('button', { name: 'Ship to this address' }).click());

  const pay = page.getByRole('button', { name: /^Pay \$/ });
  await pay.waitFor(WAIT);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('Security code').fill('123');
  await next('Payment → Identity Verification', () => pay.click());

  for (const [label, width, height] of [
    ['ID photo → selfie', 900, 600],
    ['selfie → All Set', 600, 800],
  ] as const) {
    const image = await pngFromPage(page, width, height);
    await page.getByLabel('Choose a photo').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: image });
    await page.getByRole('img', { name: /before it is sent/ }).waitFor(WAIT);
    await next(label, () => page.getByRole('button', { name: 'Send this photo' }).click());
  }
  if ((await screenOf(page)).title !== 'All Set') throw new Error(`the walk ended on "${(await screenOf(page)).title}", not the thank-you page`);
};
