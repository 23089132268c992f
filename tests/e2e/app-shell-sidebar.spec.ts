import { expect, test, type APIRequestContext } from '@playwright/test';
import { asPatient, expectNoSeriousA11yViolationsIn, newPatient, settled, signIn } from './app-shell.support';
import { answerQuestionnaire, fillBasics, signUpOnEntry, stepTitle } from './registration-journey';
import { BRANDS, type BrandCase } from './support/brands';

/** A patient in the weight-loss registration, past The Basics (on the questionnaire): the sidebar shows there. */
const patientOnQuestions = async (request: APIRequestContext, brand: BrandCase) => {
  const patient = await newPatient(request, brand.origin, `sidebar-${brand.id}`);
  const [subscription] = (await asPatient(request, brand.origin, patient.token, 'POST', '/api/subscription', { productType: 'wl' })) as [{ _id: string }];
  await asPatient(request, brand.origin, patient.token, 'PUT', `/api/patient/${patient.patientId}`, {
    basic: { birthDate: '1985-01-15', gender: 'female' },
    shipping: { zipCode: '10001' },
    phone: `212555${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`,
  });
  await asPatient(request, brand.origin, patient.token, 'PATCH', `/api/v2/subscription/stepper/${subscription._id}`, { step: 'next' });
  return patient;
};

for (const brand of BRANDS) {
  test(`the treatment sidebar on the ${brand.id} brand starts a new treatment in its registration`, async ({ page, request }) => {
    const patient = await patientOnQuestions(request, brand);
    await signIn(page, brand.origin, patient.email);
    await expect(page).toHaveURL(`${brand.origin}/steps`);

    await page.getByRole('button', { name: 'Treatments' }).click();
    const sidebar = page.getByRole('dialog', { name: 'Treatments' });
    await expect(sidebar).toBeVisible();
    await expect.poll(async () => Math.round((await page.locator('.treatment-sidebar').boundingBox())?.width ?? 0)).toBe(300);
    // The patient has weight loss; the women's brand offers no ed or hl.
    const offered = brand.id === 'women' ? ['View all treatments', 'Anti-aging'] : ['View all treatments', 'Hair loss', 'Anti-aging', 'Erectile dysfunction'];
    await expect(sidebar.locator('.treatment-sidebar-entry')).toHaveText(offered);
    await settled(page, '.treatment-sidebar');
    // The sidebar here; the step under it is the registration's, checked by its own tests.
    await expectNoSeriousA11yViolationsIn(page, '.treatment-sidebar');
    await expectNoSeriousA11yViolationsIn(page, '.steps-header');

    const created = page.waitForResponse((response) => response.url().endsWith('/backend/api/subscription') && response.request().method() === 'POST');
    await sidebar.getByRole('button', { name: 'Anti-aging' }).click();
    expect((await created).status()).toBe(201);
    await expect(page).toHaveURL(`${brand.origin}/steps`);
    await expect(sidebar).toBeHidden();
    await expect(page.getByRole('heading', { name: 'The Basics' })).toBeVisible();
    expect(await page.evaluate(() => [window.localStorage.getItem('subType'), window.localStorage.getItem('status')])).toEqual(['wl,ag', 'register']);
    const subscriptions = (await asPatient(request, brand.origin, patient.token, 'GET', `/api/subscriptions?patientId=${patient.patientId}`)) as {
      productType: string;
    }[];
    expect(subscriptions.map((subscription) => subscription.productType).sort()).toEqual(['ag', 'wl']);
  });
}

test("the sidebar's 'View all treatments' leaves registration for the dashboard, and the steps restore it", async ({ page, request }) => {
  const [brand] = BRANDS;
  const patient = await patientOnQuestions(request, brand);
  await signIn(page, brand.origin, patient.email);
  await expect(page).toHaveURL(`${brand.origin}/steps`);
  await page.getByRole('button', { name: 'Treatments' }).click();
  await page.getByRole('dialog', { name: 'Treatments' }).getByRole('button', { name: 'View all treatments' }).click();
  await expect(page).toHaveURL(`${brand.origin}/user/subscriptions`);
  await expect(page.getByRole('navigation', { name: 'Patient menu' })).toBeVisible();
  expect(await page.evaluate(() => [window.localStorage.getItem('status'), window.localStorage.getItem('originalRegistrationStatus')])).toEqual([
    'active',
    'register',
  ]);
  await page.evaluate(() => window.history.back());
  await expect(page).toHaveURL(`${brand.origin}/steps`);
  await expect
    .poll(() => page.evaluate(() => [window.localStorage.getItem('status'), window.localStorage.getItem('originalRegistrationStatus')]))
    .toEqual(['register', null]);
});

test('a refused new treatment says so in the sidebar, and nothing changes', async ({ page, request }) => {
  const [brand] = BRANDS;
  const patient = await patientOnQuestions(request, brand);
  await signIn(page, brand.origin, patient.email);
  await expect(page).toHaveURL(`${brand.origin}/steps`);
  await page.route('**/backend/api/subscription', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 409,
          contentType: 'application/json',
          body: JSON.stringify({ status: 'error', message: 'Continue the registration you started' }),
        })
      : route.fallback(),
  );
  await page.getByRole('button', { name: 'Treatments' }).click();
  const sidebar = page.getByRole('dialog', { name: 'Treatments' });
  await sidebar.getByRole('button', { name: 'Hair loss' }).click();
  await expect(sidebar.getByRole('alert')).toHaveText('Failed to create new subscription. Please try again.');
  expect(await page.evaluate(() => window.localStorage.getItem('subType'))).toBe('wl');
});

test("when the router cannot reach the dashboard, 'View all treatments' falls back to a full page load", async ({ page, request }) => {
  const [brand] = BRANDS;
  const patient = await patientOnQuestions(request, brand);
  await signIn(page, brand.origin, patient.email);
  await expect(page).toHaveURL(`${brand.origin}/steps`);
  // A fresh page, which has not loaded the dashboard's script yet, and cannot (a deploy replaced it, say).
  await page.reload();
  await expect(page.getByRole('button', { name: 'Treatments' })).toBeVisible();
  await page.route(/\/assets\/subscriptions\.page-[\w-]+\.js$/, (route) => route.abort());
  const fullLoad = page.waitForRequest((sent) => sent.resourceType() === 'document' && new URL(sent.url()).pathname === '/user/subscriptions');
  await page.getByRole('button', { name: 'Treatments' }).click();
  await page.getByRole('dialog', { name: 'Treatments' }).getByRole('button', { name: 'View all treatments' }).click();
  await fullLoad;
  // The page loaded afresh sends a patient still registering on to the steps (the activeUser guard, spec §2).
  await expect(page).toHaveURL(`${brand.origin}/steps`);
  await expect(page.getByRole('button', { name: 'Treatments' })).toBeVisible();
});

test('a treatment started from the sidebar asks the medical history again, filled in with the earlier answers, and says so', async ({ page }) => {
  test.setTimeout(180_000);
  const [brand] = BRANDS;
  await signUpOnEntry(page, brand.origin, '/hairloss');
  await fillBasics(page, 'male');
  await answerQuestionnaire(page, 'Your Health');
  await answerQuestionnaire(page, 'Medical History');
  await page.getByRole('button', { name: 'Treatments' }).click();
  await page.getByRole('dialog', { name: 'Treatments' }).getByRole('button', { name: 'Anti-aging' }).click();
  await fillBasics(page, 'male');
  await answerQuestionnaire(page, 'Your Health');

  await expect(stepTitle(page)).toHaveText('Medical History');
  await expect(
    page.getByText('Your medical history is kept for every treatment you ask for: your earlier answers are filled in, for you to check.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Do you have any allergies to medicines, foods or anything else?' })).toBeVisible();
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);
});
