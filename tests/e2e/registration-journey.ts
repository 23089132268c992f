import { mkdirSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { stripedPng } from '../support/png';
import { multipleChoiceFor, numberFor, singleChoiceFor, textFor } from '../support/treatable-answers';
import { expectNoSeriousA11yViolations } from './support/axe';

/**
 * The registration journey as a patient walks it, for tests/e2e/registration*.spec.ts: sign-up on an entry
 * page, the basics, both questionnaires (answered as a patient who can be treated), the treatment, the
 * shipping address and card, the ID photo and selfie, the thank-you page.
 */

/** A step's Continue makes up to three calls in a row; on a loaded machine that takes a while. */
const SLOW = { timeout: 30_000 } as const;

const random = (below: number) => Math.floor(Math.random() * below);

export const uniqueEmail = (tag: string) => `reg.${tag}.${Date.now()}.${random(1e6)}@example.com`;
/** A phone of a US area code, unique enough for one test run (the server gives one phone one account). */
export const uniquePhone = () => `(212) ${200 + random(800)}-${String(random(10_000)).padStart(4, '0')}`;

export const stepTitle = (page: Page) => page.locator('h1.steps-title');
export const continueButton = (page: Page) => page.getByRole('button', { name: /^(Continue|Continue to payment|Ship to this address|Send this photo)$/ });

/** axe on the page as it is, with the pointer still on the button just clicked (hovered buttons pass too). */
export const checkA11y = async (page: Page): Promise<void> => {
  await expectNoSeriousA11yViolations(page);
};

/** Screenshots of each screen, at the width the page has now and at a phone's, when a folder is given. */
export class Screens {
  private readonly seen = new Set<string>();
  constructor(
    private readonly page: Page,
    private readonly folder: string | null,
  ) {
    if (folder) mkdirSync(folder, { recursive: true });
  }

  /** axe on every screen once, and its screenshots. */
  async check(name: string): Promise<void> {
    if (this.seen.has(name)) return;
    this.seen.add(name);
    await checkA11y(this.page);
    if (!this.folder) return;
    const desktop = this.page.viewportSize() ?? { width: 1280, height: 800 };
    await this.page.screenshot({ path: `${this.folder}/${name}-desktop.png`, fullPage: true });
    await this.page.setViewportSize({ width: 390, height: 844 });
    await this.page.screenshot({ path: `${this.folder}/${name}-phone.png`, fullPage: true });
    await this.page.setViewportSize(desktop);
  }
}

export const signUpOnEntry = async (page: Page, origin: string, path: string, email = uniqueEmail('entry')) => {
  await page.goto(`${origin}${path}`);
  await page.getByLabel('First name').fill('Pat');
  await page.getByLabel('Last name').fill('Rivera');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('Journey123');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(`${origin}/steps`);
  await expect(stepTitle(page)).toHaveText('The Basics');
  return email;
};

export const fillBasics = async (page: Page, gender: 'male' | 'female', screens?: Screens) => {
  await expect(page.getByRole('heading', { name: 'A few details about you' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await screens?.check('01-basic');
  await page.getByText(gender === 'male' ? 'Male' : 'Female', { exact: true }).click();
  await page.getByLabel('Date of birth (MM-DD-YYYY)').fill('07-04-1990');
  await page.getByLabel('ZIP code').fill('10001');
  await page.getByLabel('Mobile phone').fill(uniquePhone());
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepTitle(page)).toHaveText('Your Health');
};

const headingOf = (page: Page) => page.locator('h2.step-heading');

/** Answers the question showing and continues; resolves once the next screen shows. */
export const answerCurrent = async (page: Page): Promise<string> => {
  const heading = (await headingOf(page).innerText()).trim();
  const count = (await page.locator('.question-count').allInnerTexts()).join('');
  if (heading !== 'A note from your care team') {
    const radios = page.getByRole('radio');
    const boxes = page.getByRole('checkbox');
    const labels = () => page.locator('.choice-label').allInnerTexts();
    if ((await radios.count()) > 0) {
      await page
        .locator('.choice-card', { hasText: singleChoiceFor(heading, await labels()) })
        .first()
        .click();
    } else if ((await boxes.count()) > 0) {
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
  }
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect
    .poll(async () => {
      // allInnerTexts reads what is there without waiting: an element that goes between a count and a
      // read would otherwise hold this poll until its timeout.
      const title = (await stepTitle(page).allInnerTexts()).join('');
      const now = (await headingOf(page).allInnerTexts()).join('').trim();
      const nowCount = (await page.locator('.question-count').allInnerTexts()).join('');
      if (title === '') return 'same';
      return title !== 'Your Health' && title !== 'Medical History' ? 'left' : `${nowCount}|${now}` !== `${count}|${heading}` ? 'moved' : 'same';
    }, SLOW)
    .not.toBe('same');
  return heading;
};

/** Answers every question of the questionnaire showing, until the step is left. */
export const answerQuestionnaire = async (page: Page, title: 'Your Health' | 'Medical History', screens?: Screens) => {
  await expect(stepTitle(page)).toHaveText(title);
  for (let guard = 0; guard < 60 && (await stepTitle(page).innerText()) === title; guard += 1) {
    if (guard === 0) await screens?.check(title === 'Your Health' ? '02-questions' : '03-global-questions');
    if ((await headingOf(page).innerText()) === 'A note from your care team' && guard > 0) await screens?.check('02-care-team-message');
    await answerCurrent(page);
  }
  await expect(stepTitle(page)).not.toHaveText(title);
};

/** The treatment: for ed and wl each sub-step with a choice, for hl and ag one screen. */
export const chooseTreatment = async (page: Page, screens?: Screens) => {
  await expect(stepTitle(page)).toHaveText('Treatment Plan');
  for (let guard = 0; guard < 8 && (await stepTitle(page).innerText()) === 'Treatment Plan'; guard += 1) {
    const heading = (await headingOf(page).innerText()).trim();
    await screens?.check(
      `04-treatment-${heading
        .toLowerCase()
        .replace(/[^a-z]+/g, '-')
        .replace(/-+$/, '')}`,
    );
    if (heading === 'How often should we deliver?') await page.locator('.choice-card', { hasText: 'Delivered every 3 months' }).click();
    await page.getByRole('button', { name: /^(Continue|Continue to payment)$/ }).click();
    await expect
      .poll(async () => {
        const title = (await stepTitle(page).allInnerTexts()).join('');
        return title !== '' && title !== 'Treatment Plan' ? 'left' : (await headingOf(page).allInnerTexts()).join('').trim();
      }, SLOW)
      .not.toBe(heading);
  }
  await expect(stepTitle(page)).toHaveText('Shipping & Payment');
};

/** An address the service finds two candidates for: the patient chooses West Colfax. */
export const shipToAmbiguousAddress = async (page: Page, screens?: Screens) => {
  await expect(page.getByRole('heading', { name: 'Where should we ship your treatment?' })).toBeVisible();
  await screens?.check('05-address');
  await page.getByLabel('Street address').fill('1500 Colfax Ave');
  await expect(page.getByRole('button', { name: '1500 E Colfax Ave, Denver, CO 80218' })).toBeVisible();
  await page.getByLabel('City').fill('Denver');
  await page.getByLabel('State').selectOption('CO');
  await page.getByLabel('ZIP code').fill('80202');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Which address is yours?' })).toBeVisible();
  await screens?.check('05-address-candidates');
  await page.locator('.choice-card', { hasText: '1500 W Colfax Ave' }).click();
  await page.getByRole('button', { name: 'Ship to this address' }).click();
  await expect(page.getByRole('heading', { name: 'Payment', exact: true, level: 2 })).toBeVisible();
};

export const payWithCard = async (page: Page, number: string, screens?: Screens) => {
  await expect(page.getByRole('button', { name: /^Pay \$/ })).toBeEnabled();
  await screens?.check('06-card');
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
};

export const uploadPhoto = async (page: Page, name: string, image: Buffer, mimeType = 'image/png') => {
  await page.getByLabel('Choose a photo').setInputFiles({ name, mimeType, buffer: image });
  await expect(page.getByRole('img', { name: /before it is sent/ })).toBeVisible();
  await page.getByRole('button', { name: 'Send this photo' }).click();
};

export const verifyIdentity = async (page: Page, screens?: Screens) => {
  await expect(stepTitle(page)).toHaveText('Identity Verification');
  await expect(page.getByRole('heading', { name: 'A photo of your ID' })).toBeVisible();
  await screens?.check('07-photo-id');
  await uploadPhoto(page, 'license.png', stripedPng(900, 600));
  await expect(page.getByRole('heading', { name: 'A selfie' })).toBeVisible();
  await screens?.check('07-photo-selfie');
  await uploadPhoto(page, 'me.png', stripedPng(600, 800));
};

/** The thank-you page, then the dashboard with the new subscription 'In Review'. */
export const finishOnDashboard = async (page: Page, origin: string, treatment: string, screens?: Screens) => {
  await expect(page).toHaveURL(`${origin}/thank-you`);
  await expect(page.getByRole('heading', { name: /^Thank you/ })).toBeVisible();
  await expect(stepTitle(page)).toHaveText('All Set');
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await screens?.check('08-thank-you');
  await page.getByRole('button', { name: 'Go to my dashboard' }).click();
  await expect(page).toHaveURL(`${origin}/user/subscriptions`);
  const card = page.locator('.subscription-card', { hasText: treatment });
  await expect(card).toBeVisible();
  await expect(card).toContainText('In Review');
  expect(await page.evaluate(() => window.localStorage.getItem('status'))).toBe('active');
};

/** The API as the signed-in patient of the page sees it (for what only the backend knows, e.g. charges). */
export const apiAsPatient = async (page: Page, origin: string, path: string): Promise<unknown> => {
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  const response = await page.request.get(`${origin}/backend${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return response.json();
};
