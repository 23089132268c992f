import { expect, test, type Page } from '@playwright/test';
import { BRANDS } from './support/brands';
import {
  answerCurrent,
  answerQuestionnaire,
  checkA11y,
  chooseTreatment,
  fillBasics,
  payWithCard,
  Screens,
  shipToAmbiguousAddress,
  signUpOnEntry,
  stepTitle,
  verifyIdentity,
} from './registration-journey';

/**
 * Going back (spec §4) where tests/e2e/registration.spec.ts does not: hl and ag's one-screen treatment,
 * Medical History (globalQuestions), wl's treatment sub-steps, the new-subscription sub-steps, and the
 * step-previous refused with 'Cannot update subscription! Subscription completed.'; then axe at a phone's width.
 */

const [MAIN, WOMEN] = BRANDS;

test.setTimeout(180_000);

const back = (page: Page) => page.getByRole('button', { name: 'Back' }).click();
const proceed = (page: Page) => page.getByRole('button', { name: /^(Continue|Continue to payment)$/ }).click();
const heading = (page: Page, name: string) => expect(page.getByRole('heading', { name, level: 2, exact: true })).toBeVisible();
const questionNumber = (page: Page, text: string) => expect(page.locator('.question-count')).toHaveText(text);
/** A choice card's name starts with its label; its detail and price follow. */
const choice = (page: Page, role: 'radio' | 'checkbox', label: string) =>
  page.getByRole(role, { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });

/** A test patient of the brand, past The Basics of `treatment`: Your Health shows. */
const startAsTestUser = async (page: Page, origin: string, treatment: string) => {
  await page.goto(`${origin}/create-test-user-flow`);
  await page.getByRole('radio', { name: treatment }).check();
  await page.getByRole('button', { name: 'Create and start' }).click();
  await expect(page).toHaveURL(`${origin}/steps`);
  await expect(stepTitle(page)).toHaveText('Your Health');
};

/** Both questionnaires answered: the treatment shows. */
const answerBothQuestionnaires = async (page: Page) => {
  await answerQuestionnaire(page, 'Your Health');
  await answerQuestionnaire(page, 'Medical History');
  await expect(stepTitle(page)).toHaveText('Treatment Plan');
};

test('Medical History: Back steps through its questions with their answers, drops the follow-ups of the question it leaves, and from the first question returns to Your Health', async ({
  page,
}) => {
  await startAsTestUser(page, MAIN.origin, 'Hair loss');
  await answerQuestionnaire(page, 'Your Health');

  await expect(stepTitle(page)).toHaveText('Medical History');
  await heading(page, 'A note from your care team');
  await questionNumber(page, 'Question 1 of 9');
  await proceed(page);
  await heading(page, 'Do you have any allergies to medicines, foods or anything else?');
  await page.getByRole('radio', { name: 'Yes' }).check();
  await proceed(page);
  // Yes brings its follow-up.
  await heading(page, 'Which allergies do you have, and what happens when you are exposed?');
  await questionNumber(page, 'Question 3 of 10');
  await checkA11y(page);
  await page.getByRole('textbox').fill('Penicillin: a rash');
  await proceed(page);
  await heading(page, 'Do you take any prescription or over-the-counter medicines, vitamins or supplements?');
  await page.getByRole('radio', { name: 'No' }).check();
  await proceed(page);
  await questionNumber(page, 'Question 5 of 10');

  // Above index 0: the question before, as answered.
  await back(page);
  await heading(page, 'Do you take any prescription or over-the-counter medicines, vitamins or supplements?');
  await questionNumber(page, 'Question 4 of 10');
  await expect(page.getByRole('radio', { name: 'No' })).toBeChecked();
  await back(page);
  await heading(page, 'Which allergies do you have, and what happens when you are exposed?');
  await expect(page.getByRole('textbox')).toHaveValue('Penicillin: a rash');
  await back(page);
  await heading(page, 'Do you have any allergies to medicines, foods or anything else?');
  await questionNumber(page, 'Question 2 of 10');
  await expect(page.getByRole('radio', { name: 'Yes' })).toBeChecked();
  // Leaving the allergies question drops its follow-up (spec §4); reaching it again brings the follow-up back, as typed.
  const positionSaved = page.waitForResponse(
    (response) =>
      response.url().includes('/backend/api/online-visit-log/') &&
      response.request().method() === 'PUT' &&
      response.request().postDataJSON()?.lastQuestionIndex === 0,
  );
  await back(page);
  await heading(page, 'A note from your care team');
  await questionNumber(page, 'Question 1 of 9');
  // A reload there resumes as it was: the follow-up is not counted until allergies is reached again.
  await positionSaved;
  await page.reload();
  await heading(page, 'A note from your care team');
  await questionNumber(page, 'Question 1 of 9');
  // Reaching allergies again counts its follow-up at once (its saved answer, Yes, reveals it), and so does a reload there.
  const allergiesSaved = page.waitForResponse(
    (response) =>
      response.url().includes('/backend/api/online-visit-log/') &&
      response.request().method() === 'PUT' &&
      response.request().postDataJSON()?.lastQuestionIndex === 1,
  );
  await proceed(page);
  await questionNumber(page, 'Question 2 of 10');
  await allergiesSaved;
  await page.reload();
  await heading(page, 'Do you have any allergies to medicines, foods or anything else?');
  await questionNumber(page, 'Question 2 of 10');
  await expect(page.getByRole('radio', { name: 'Yes' })).toBeChecked();
  await proceed(page);
  await heading(page, 'Which allergies do you have, and what happens when you are exposed?');
  await questionNumber(page, 'Question 3 of 10');
  await expect(page.getByRole('textbox')).toHaveValue('Penicillin: a rash');

  // At index 0: the previous main step, Your Health, every question answered.
  await back(page);
  await questionNumber(page, 'Question 2 of 10');
  await expect(page.getByRole('radio', { name: 'Yes' })).toBeChecked();
  await back(page);
  await heading(page, 'A note from your care team');
  await questionNumber(page, 'Question 1 of 9');
  await back(page);
  await expect(stepTitle(page)).toHaveText('Your Health');
  await heading(page, 'You have answered every question');
  await checkA11y(page);
  await proceed(page);
  await expect(stepTitle(page)).toHaveText('Medical History');
  await heading(page, 'A note from your care team');
  await answerQuestionnaire(page, 'Medical History');
  await expect(stepTitle(page)).toHaveText('Treatment Plan');
});

/** hl and ag choose their plan on one screen: Back there is the previous main step, whatever was chosen (spec §4). */
const ONE_SCREEN_TREATMENTS = [
  { brand: MAIN, treatment: 'Hair loss', plan: 'Minoxidil Foam', addOn: 'Priority shipping' },
  { brand: WOMEN, treatment: 'Anti-aging', plan: 'Custom Formula', addOn: null },
] as const;

for (const { brand, treatment, plan, addOn } of ONE_SCREEN_TREATMENTS) {
  test(`${treatment} on the ${brand.id} brand: Back from the one-screen treatment goes to Medical History, and the plan chosen is kept`, async ({ page }) => {
    await startAsTestUser(page, brand.origin, treatment);
    await answerBothQuestionnaires(page);
    await heading(page, 'Choose your treatment plan');
    await choice(page, 'radio', plan).check();
    await choice(page, 'radio', 'Delivered every 3 months').check();
    if (addOn) await choice(page, 'checkbox', addOn).check();

    await back(page);
    await expect(stepTitle(page)).toHaveText('Medical History');
    await heading(page, 'You have answered every question');
    await checkA11y(page);
    await proceed(page);
    await expect(stepTitle(page)).toHaveText('Treatment Plan');
    await heading(page, 'Choose your treatment plan');
    await expect(choice(page, 'radio', plan)).toBeChecked();
    await expect(choice(page, 'radio', 'Delivered every 3 months')).toBeChecked();
    if (addOn) await expect(choice(page, 'checkbox', addOn)).toBeChecked();

    // Back from the address, the payment's first sub-step: the same one screen, as left.
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await heading(page, 'Where should we ship your treatment?');
    await back(page);
    await expect(stepTitle(page)).toHaveText('Treatment Plan');
    await heading(page, 'Choose your treatment plan');
    await expect(choice(page, 'radio', plan)).toBeChecked();
    await checkA11y(page);
  });
}

test('weight loss: Back walks the treatment sub-steps passed (NumberOfUses, with one value, was skipped), each as chosen; from GenericOptions to Medical History', async ({
  page,
}) => {
  await startAsTestUser(page, WOMEN.origin, 'Weight loss');
  await answerBothQuestionnaires(page);
  const passed = [
    { name: 'Choose your treatment', chosen: 'Compounded Tirzepatide' },
    { name: 'Choose your dose', chosen: '5 mg' },
    { name: 'How often should we deliver?', chosen: 'Delivered every 3 months' },
  ];
  for (const { name, chosen } of passed) {
    await heading(page, name);
    await choice(page, 'radio', chosen).check();
    await proceed(page);
  }
  await heading(page, 'Review your plan');
  await expect(page.locator('.plan-summary')).toContainText('Compounded Tirzepatide');
  await choice(page, 'checkbox', 'Sharps container').check();

  for (const { name, chosen } of [...passed].reverse()) {
    await back(page);
    await expect(stepTitle(page)).toHaveText('Treatment Plan');
    await heading(page, name);
    await expect(choice(page, 'radio', chosen)).toBeChecked();
  }
  await back(page);
  await expect(stepTitle(page)).toHaveText('Medical History');
  await heading(page, 'You have answered every question');

  await proceed(page);
  for (const { name, chosen } of passed) {
    await heading(page, name);
    await expect(choice(page, 'radio', chosen)).toBeChecked();
    await proceed(page);
  }
  await heading(page, 'Review your plan');
  await expect(choice(page, 'checkbox', 'Sharps container')).toBeChecked();
});

/** A patient who finished a registration (the new-subscription page is theirs): the dashboard shows. */
const finishRegistration = async (page: Page, origin: string, treatment: string) => {
  await startAsTestUser(page, origin, treatment);
  await answerBothQuestionnaires(page);
  await chooseTreatment(page);
  await shipToAmbiguousAddress(page);
  await payWithCard(page, '4242 4242 4242 4242');
  await verifyIdentity(page);
  await expect(page).toHaveURL(`${origin}/thank-you`);
};

test('new subscription: Back walks every sub-step asked (NumberOfUses, DrugPreference, GenericOptions, Dosage, ShipmentFrequency) with its choice, then leaves for the dashboard', async ({
  page,
}) => {
  const origin = MAIN.origin;
  await finishRegistration(page, origin, 'Anti-aging');
  await page.goto(`${origin}/user/new-subscription?visitType=ed`);
  await expect(page.getByText('New treatment: Erectile dysfunction')).toBeVisible();
  // Usage asks nothing here: no seeded medicine has two ways of taking it for one number of uses.
  const asked = [
    { name: 'How many times a month do you expect to use it?', chosen: '6 uses a month', checked: false },
    { name: 'Generic or brand name?', chosen: 'Generic', checked: true },
    { name: 'Which medicine would you like?', chosen: 'Tadalafil', checked: false },
    { name: 'Which dose?', chosen: '20 mg', checked: false },
    { name: 'How often should we deliver?', chosen: 'Delivered every 3 months', checked: false },
  ];
  for (const { name, chosen, checked } of asked) {
    await heading(page, name);
    if (!checked) await checkA11y(page);
    await page.getByRole('radio', { name: chosen, exact: true }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
  }
  await heading(page, 'Your new treatment');
  await expect(page.locator('.plan-summary-list dd')).toHaveText([
    'Tadalafil, Generic Tadalafil (as needed)',
    '20 mg',
    '6 uses a month',
    'Delivered every 3 months',
  ]);

  for (const { name, chosen } of [...asked].reverse()) {
    await back(page);
    await heading(page, name);
    await expect(page.getByRole('radio', { name: chosen, exact: true })).toBeChecked();
  }
  await back(page);
  await expect(page).toHaveURL(`${origin}/user/subscriptions`);
  await expect(page.locator('.subscription-card', { hasText: 'Erectile dysfunction' })).toHaveCount(0);
});

test("Back from a step of a registration finished meanwhile in another tab: the server answers 'Cannot update subscription! Subscription completed.' and the patient lands on the dashboard", async ({
  context,
  page,
}) => {
  const origin = MAIN.origin;
  await startAsTestUser(page, origin, 'Hair loss');
  await answerBothQuestionnaires(page);
  await chooseTreatment(page);
  await shipToAmbiguousAddress(page);
  await payWithCard(page, '4242 4242 4242 4242');
  await heading(page, 'A photo of your ID');

  // The same patient sends both photos from another tab: the registration is done.
  const otherTab = await context.newPage();
  await otherTab.goto(`${origin}/steps`);
  await verifyIdentity(otherTab);
  await expect(otherTab).toHaveURL(`${origin}/thank-you`);
  await otherTab.close();

  const stepPrevious = page.waitForResponse((response) => response.url().includes('/api/v2/subscription/stepper/') && response.request().method() === 'PATCH');
  await back(page);
  const refused = await stepPrevious;
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toBe('Cannot update subscription! Subscription completed.');
  await expect(page).toHaveURL(`${origin}/user/subscriptions`);
  await expect(page.locator('.subscription-card', { hasText: 'Hair loss' })).toContainText('In Review');
});

test.describe('at a phone width (390x844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('axe finds nothing serious on the basics, every question, each treatment sub-step, the address and card, and both photos', async ({ page }) => {
    const origin = MAIN.origin;
    const screens = new Screens(page, null);
    await signUpOnEntry(page, origin, '/ed');
    await fillBasics(page, 'male', screens);
    for (const title of ['Your Health', 'Medical History'] as const) {
      await expect(stepTitle(page)).toHaveText(title);
      while ((await stepTitle(page).innerText()) === title) {
        await checkA11y(page);
        await answerCurrent(page);
      }
    }
    await chooseTreatment(page, screens);
    await shipToAmbiguousAddress(page, screens);
    await expect(page.getByRole('button', { name: /^Pay \$/ })).toBeEnabled();
    // The back arrow is there at this width too: card to address, and on.
    await back(page);
    await heading(page, 'Where should we ship your treatment?');
    await page.getByRole('button', { name: 'Continue' }).click();
    await payWithCard(page, '4242 4242 4242 4242', screens);
    await verifyIdentity(page, screens);
    await expect(page).toHaveURL(`${origin}/thank-you`);
  });
});
