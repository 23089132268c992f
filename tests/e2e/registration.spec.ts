import { expect, test, type Page } from '@playwright/test';
import { BRANDS } from './support/brands';
import { withFakeStripe } from './support/fake-stripe';
import {
  answerCurrent,
  answerQuestionnaire,
  apiAsPatient,
  checkA11y,
  chooseTreatment,
  fillBasics,
  finishOnDashboard,
  payWithCard,
  Screens,
  shipToAmbiguousAddress,
  signUpOnEntry,
  stepTitle,
  uploadPhoto,
  verifyIdentity,
} from './registration-journey';
import { stripedPng } from '../support/png';

const [MAIN, WOMEN] = BRANDS;
const SCREENSHOTS = 'reports/screenshots/registration';

test.setTimeout(300_000);

/** Every product type on each brand that offers it (the women's brand hides ed and hl), from its entry page. */
const JOURNEYS = [
  { brand: MAIN, path: '/ed', type: 'ed', name: 'Erectile dysfunction', gender: 'male' },
  { brand: MAIN, path: '/hairloss', type: 'hl', name: 'Hair loss', gender: 'male' },
  { brand: MAIN, path: '/weightloss', type: 'wl', name: 'Weight loss', gender: 'male' },
  { brand: MAIN, path: '/antiaging', type: 'ag', name: 'Anti-aging', gender: 'female' },
  { brand: WOMEN, path: '/weightloss', type: 'wl', name: 'Weight loss', gender: 'female' },
  { brand: WOMEN, path: '/antiaging', type: 'ag', name: 'Anti-aging', gender: 'female' },
] as const;

const registrationOf = async (page: Page, origin: string, type: string) => {
  const me = (await apiAsPatient(page, origin, '/me')) as { data: [{ subscriptions: { _id: string; productType: string }[] }] };
  return me.data[0].subscriptions.find((subscription) => subscription.productType === type)!._id;
};

for (const journey of JOURNEYS) {
  test(`${journey.name} on the ${journey.brand.id} brand: from ${journey.path} through every step to 'In Review'`, async ({ page }) => {
    const screens = new Screens(page, `${SCREENSHOTS}/${journey.brand.id}-${journey.type}`);
    const scripts: string[] = [];
    page.on('request', (request) => (request.resourceType() === 'script' ? scripts.push(new URL(request.url()).pathname) : undefined));
    await signUpOnEntry(page, journey.brand.origin, journey.path);
    expect(await page.evaluate(() => window.localStorage.getItem('status'))).toBe('register');
    await fillBasics(page, journey.gender, screens);
    await answerQuestionnaire(page, 'Your Health', screens);
    await answerQuestionnaire(page, 'Medical History', screens);
    await chooseTreatment(page, screens);
    await shipToAmbiguousAddress(page, screens);
    await payWithCard(page, '4242 4242 4242 4242', screens);
    await verifyIdentity(page, screens);
    // No step, the thank-you page included, downloads the code the dashboard loads after its page (vite.config.ts, 'dashboard').
    await expect(page.getByRole('heading', { name: /^Thank you/ })).toBeVisible();
    expect(scripts.filter((path) => path.startsWith('/assets/dashboard-'))).toEqual([]);
    await finishOnDashboard(page, journey.brand.origin, journey.name, screens);
  });
}

test('a reload in the middle of the questionnaire resumes at the same question', async ({ page }) => {
  await signUpOnEntry(page, WOMEN.origin, '/weightloss');
  await fillBasics(page, 'female');
  for (let answered = 0; answered < 4; answered += 1) await answerCurrent(page);
  const heading = await page.locator('h2.step-heading').textContent();
  await expect(page.locator('.question-count')).toHaveText('Question 5 of 13');
  await page.reload();
  await expect(page.locator('h2.step-heading')).toHaveText(heading ?? '');
  await expect(page.locator('.question-count')).toHaveText('Question 5 of 13');
  // What was answered before the reload is there when going back.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'What is your goal weight?' })).toBeVisible();
  await expect(page.getByRole('spinbutton')).toHaveValue('180');
});

test('going back from every step and sub-step, as spec §4 says', async ({ page }) => {
  const origin = MAIN.origin;
  const back = () => page.getByRole('button', { name: 'Back' }).click();
  const heading = (name: string | RegExp) => expect(page.getByRole('heading', { name, level: 2, exact: typeof name === 'string' })).toBeVisible();

  await signUpOnEntry(page, origin, '/ed');
  await fillBasics(page, 'male');
  // questions at index 0: the previous main step, the basics as saved.
  await heading('A note from your care team');
  await back();
  await expect(stepTitle(page)).toHaveText('The Basics');
  await expect(page.getByLabel('Date of birth (MM-DD-YYYY)')).toHaveValue('07-04-1990');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepTitle(page)).toHaveText('Your Health');
  // A care-team message showing is cleared; above index 0 the index goes back.
  await answerCurrent(page);
  await heading(/trouble getting or keeping an erection/);
  await answerCurrent(page);
  await heading('A note from your care team');
  await expect(page.getByText('Good to hear.')).toBeVisible();
  await checkA11y(page);
  await back();
  await heading(/trouble getting or keeping an erection/);
  await expect(page.getByRole('radio', { name: 'Rarely or never' })).toBeChecked();
  await answerCurrent(page);
  await answerCurrent(page);
  await heading('When did you first notice it?');
  await back();
  await heading(/trouble getting or keeping an erection/);
  await answerCurrent(page);
  await answerCurrent(page);
  await answerQuestionnaire(page, 'Your Health');
  // globalQuestions at index 0: back to the questions, every one answered.
  await back();
  await expect(stepTitle(page)).toHaveText('Your Health');
  await heading('You have answered every question');
  await page.getByRole('button', { name: 'Continue' }).click();
  await answerQuestionnaire(page, 'Medical History');

  // Treatment: each sub-step back to the one passed before it; from GenericOptions, the previous main step.
  const subSteps = ['Choose your treatment', 'Choose your dose', 'How often will you use it?', 'How often should we deliver?', 'Review your plan'];
  for (const [index, name] of subSteps.entries()) {
    await heading(name);
    if (index < subSteps.length - 1) await page.getByRole('button', { name: 'Continue' }).click();
  }
  for (const name of subSteps.slice(0, -1).reverse()) {
    await back();
    await heading(name);
  }
  await back();
  await expect(stepTitle(page)).toHaveText('Medical History');
  await page.getByRole('button', { name: 'Continue' }).click();
  await chooseTreatment(page);

  // Payment: the address is the first sub-step (back: treatment, where it was left); the card goes back to it.
  await heading('Where should we ship your treatment?');
  await back();
  await expect(stepTitle(page)).toHaveText('Treatment Plan');
  await heading('Review your plan');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await shipToAmbiguousAddress(page);
  await back();
  await heading('Where should we ship your treatment?');
  await expect(page.getByLabel('Street address')).toHaveValue('1500 W Colfax Ave');
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading('Payment');
  await payWithCard(page, '4242 4242 4242 4242');

  // Photo: the selfie goes back to the ID photo; the ID photo back to the payment's card sub-step.
  await heading('A photo of your ID');
  await back();
  await expect(stepTitle(page)).toHaveText('Shipping & Payment');
  await expect(page.getByText('Your payment is held for this treatment.')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading('A photo of your ID');
  await uploadPhoto(page, 'license.png', stripedPng(900, 600));
  await heading('A selfie');
  await back();
  await heading('A photo of your ID');
  await page.getByRole('button', { name: 'Keep it and continue' }).click();
  await heading('A selfie');
  await uploadPhoto(page, 'me.png', stripedPng(600, 800));
  await finishOnDashboard(page, origin, 'Erectile dysfunction');
});

test('a declined card, then a good card clicked twice: the provider message, then exactly one charge', async ({ page }) => {
  const origin = MAIN.origin;
  await signUpOnEntry(page, origin, '/hairloss');
  await fillBasics(page, 'male');
  await answerQuestionnaire(page, 'Your Health');
  await answerQuestionnaire(page, 'Medical History');
  await chooseTreatment(page);
  await shipToAmbiguousAddress(page);
  const attemptLogged = page.waitForResponse((response) => response.url().includes('/api/subscription/log-payment-attempt/'));
  await payWithCard(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
  // The attempt's log, a success, comes after the decline: the banner keeps the decline, never 'Done !'.
  expect((await attemptLogged).ok()).toBe(true);
  await expect(page.getByRole('button', { name: /^Pay \$/ })).toBeEnabled();
  await expect(page.locator('.app-banner')).toHaveClass(/app-banner-error/);
  await expect(page.getByLabel('Card number')).toHaveValue('4000 0000 0000 0002');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay \$/ }).dblclick();
  await expect(stepTitle(page)).toHaveText('Identity Verification');
  const id = await registrationOf(page, origin, 'hl');
  const charges = (await apiAsPatient(page, origin, `/api/subscription/charges/${id}`)) as { data: { status: string }[] };
  expect(charges.data.map((charge) => charge.status)).toEqual(['hold']);
});

test('nothing typed is lost when a call fails, and fields are checked as the patient types', async ({ page }) => {
  const origin = MAIN.origin;
  await signUpOnEntry(page, origin, '/register');
  await page.getByLabel('Date of birth (MM-DD-YYYY)').fill('13-45-1990');
  await page.getByLabel('Date of birth (MM-DD-YYYY)').blur();
  await expect(page.getByText('Enter a date that exists, as MM-DD-YYYY')).toBeVisible();
  await page.getByLabel('Date of birth (MM-DD-YYYY)').fill('07-04-2015');
  await expect(page.getByText('You must be 18 or older to use this service')).toBeVisible();
  await page.getByLabel('ZIP code').fill('99501');
  await page.getByLabel('Date of birth (MM-DD-YYYY)').fill('07-04-1990');
  await page.getByLabel('Mobile phone').fill('(555) 123-4567');
  await page.getByLabel('Mobile phone').blur();
  await expect(page.getByText('Enter a phone number with a US area code')).toBeVisible();
  await page.getByLabel('Mobile phone').fill('(212) 987-6543');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('We do not offer treatment in Alaska yet')).toBeVisible();
  await page.getByLabel('ZIP code').fill('10001');

  // The patient's save fails once: the message shows, the form keeps every value, Continue works again.
  const faults = await page.request.put(`${origin}/backend/_ops/faults`, {
    data: { failures: [{ method: 'PUT', pathPrefix: '/api/patient/', status: 503, times: 1 }] },
  });
  expect(faults.ok()).toBe(true);
  try {
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.locator('.form-error')).toBeVisible();
    await expect(page.getByLabel('Mobile phone')).toHaveValue('(212) 987-6543');
    await expect(stepTitle(page)).toHaveText('The Basics');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(stepTitle(page)).toHaveText('Your Health');

    // An answer whose save fails stays, on the same question.
    await answerCurrent(page);
    await page.request.put(`${origin}/backend/_ops/faults`, {
      data: { failures: [{ method: 'PUT', pathPrefix: '/api/online-visit-log/', status: 503, times: 1 }] },
    });
    await page.getByRole('radio', { name: 'Often (more than half the time)' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.locator('.form-error')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Often (more than half the time)' })).toBeChecked();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'When did you first notice it?' })).toBeVisible();
  } finally {
    await page.request.delete(`${origin}/backend/_ops/faults`);
  }
});

test('with identity verification off, the photo step is skipped', async ({ page }) => {
  const origin = WOMEN.origin;
  page.on('console', (message) => console.log('CONSOLE', message.type(), message.text().slice(0, 400)));
  page.on('pageerror', (error) => console.log('PAGEERROR', error.message, error.stack?.slice(0, 600)));
  const switchTo = (value: boolean) => page.request.put(`${origin}/backend/_ops/config/identityVerificationEnabled`, { data: { value } });
  expect((await switchTo(false)).ok()).toBe(true);
  try {
    await signUpOnEntry(page, origin, '/antiaging');
    await fillBasics(page, 'female');
    await answerQuestionnaire(page, 'Your Health');
    await answerQuestionnaire(page, 'Medical History');
    await chooseTreatment(page);
    await shipToAmbiguousAddress(page);
    await payWithCard(page, '4242 4242 4242 4242');
    await finishOnDashboard(page, origin, 'Anti-aging');
  } finally {
    await switchTo(true);
  }
});

test('a patient who finished a registration starts another treatment at /user/new-subscription, and leaves it from its first step', async ({ page }) => {
  const origin = MAIN.origin;
  const screens = new Screens(page, `${SCREENSHOTS}/main-new-subscription`);
  await signUpOnEntry(page, origin, '/weightloss');
  await fillBasics(page, 'male');
  await answerQuestionnaire(page, 'Your Health');
  await answerQuestionnaire(page, 'Medical History');
  await chooseTreatment(page);
  await shipToAmbiguousAddress(page);
  await payWithCard(page, '4242 4242 4242 4242');
  await verifyIdentity(page);
  await finishOnDashboard(page, origin, 'Weight loss');

  await page.goto(`${origin}/user/new-subscription?visitType=ed`);
  await expect(page.getByText('New treatment: Erectile dysfunction')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How many times a month do you expect to use it?' })).toBeVisible();
  await screens.check('01-number-of-uses');
  await page.getByRole('radio', { name: '4 uses a month' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Generic or brand name?' })).toBeVisible();
  await screens.check('02-drug-preference');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'How many times a month do you expect to use it?' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  for (let guard = 0; guard < 6 && !(await page.getByRole('heading', { name: 'Your new treatment' }).isVisible()); guard += 1) {
    await page.getByRole('button', { name: 'Continue' }).click();
  }
  await screens.check('03-review');
  await page.getByRole('button', { name: 'Start my online visit' }).click();
  await expect(page).toHaveURL(`${origin}/steps`);
  await expect(stepTitle(page)).toHaveText('Your Health');

  // Back from the first step: the dashboard, status active; the registration waits there.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(`${origin}/user/subscriptions`);
  expect(await page.evaluate(() => window.localStorage.getItem('status'))).toBe('active');
  await page.getByRole('link', { name: 'Continue registration' }).click();
  await expect(stepTitle(page)).toHaveText('Your Health');
  await answerQuestionnaire(page, 'Your Health');
  await chooseTreatment(page);
  // The shipping address is the one saved before: confirmed, saved at once.
  await expect(page.getByLabel('Street address')).toHaveValue('1500 W Colfax Ave');
  await page.getByRole('button', { name: 'Continue' }).click();
  await payWithCard(page, '5555 5555 5555 4444');
  // Identity is verified already: no photo step.
  await finishOnDashboard(page, origin, 'Erectile dysfunction');
  await expect(page.locator('.subscription-card', { hasText: 'Weight loss' })).toContainText('In Review');
});

test('the test-user flow creates a signed-in test patient with the basics done; production refuses it', async ({ page }) => {
  await page.goto(`${WOMEN.origin}/create-test-user-flow`);
  await expect(page.getByRole('heading', { name: 'Create a test patient' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Erectile dysfunction' })).toHaveCount(0);
  await checkA11y(page);
  await page.getByRole('radio', { name: 'Weight loss' }).check();
  await page.getByRole('button', { name: 'Create and start' }).click();
  await expect(page).toHaveURL(`${WOMEN.origin}/steps`);
  await expect(stepTitle(page)).toHaveText('Your Health');

  const production = await page.context().newPage();
  await production.route('**/config.json', async (route) => {
    const config = await (await route.fetch()).json();
    await route.fulfill({
      json: {
        ...config,
        environment: 'production',
        identity: { provider: 'cognito', region: 'us-west-2', userPoolId: 'us-west-2_test', userPoolClientId: 'client', authFlow: 'USER_SRP_AUTH' },
        payments: { provider: 'stripe', publishableKey: 'pk_live_test' },
      },
    });
  });
  await production.goto(`${MAIN.origin}/create-test-user-flow`);
  await expect(production.getByRole('alert').filter({ hasText: 'production' })).toHaveText('The test-user flow is not available in production.');
  await expect(production.getByRole('button', { name: 'Create and start' })).toHaveCount(0);
});

test.describe('with a Stripe configuration', () => {
  // The config is swapped in the browser, while the server's Content Security Policy follows its own
  // (sandbox) configuration, which rightly refuses js.stripe.com.
  test.use({ bypassCSP: true });

  test('the card goes through Stripe Elements (loaded from js.stripe.com on first use)', async ({ page }) => {
    const origin = MAIN.origin;
    const stripeLoads = await withFakeStripe(page);
    await signUpOnEntry(page, origin, '/antiaging');
    expect(stripeLoads).toEqual([]);
    await fillBasics(page, 'female');
    await answerQuestionnaire(page, 'Your Health');
    await answerQuestionnaire(page, 'Medical History');
    await chooseTreatment(page);
    await shipToAmbiguousAddress(page);
    await expect(page.getByLabel('Card (Stripe)')).toBeVisible();
    expect(stripeLoads).toHaveLength(1);
    await expect(page.getByLabel('Card number')).toHaveCount(0);
    await page.getByLabel('Card (Stripe)').fill('4000 0000 0000 9995');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Your card has insufficient funds.' })).toBeVisible();
    await page.getByLabel('Card (Stripe)').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await verifyIdentity(page);
    await finishOnDashboard(page, origin, 'Anti-aging');
  });
});

test('the ID photo is sent without its EXIF data (re-encoded), and a file that is not a photo, or too large, is refused as it is picked', async ({ page }) => {
  const origin = MAIN.origin;
  await page.goto(`${origin}/create-test-user-flow`);
  await page.getByRole('radio', { name: 'Hair loss' }).check();
  await page.getByRole('button', { name: 'Create and start' }).click();
  await answerQuestionnaire(page, 'Your Health');
  await answerQuestionnaire(page, 'Medical History');
  await chooseTreatment(page);
  await shipToAmbiguousAddress(page);
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'A photo of your ID' })).toBeVisible();

  // The types named are the server's (JPEG, PNG, HEIC, WebP), and a file is told by its content.
  const step = page.locator('.step-panel');
  await expect(step.getByText('JPEG, PNG, HEIC or WebP, up to 10 MB.')).toBeVisible();
  const preview = page.getByRole('img', { name: /before it is sent/ });
  const send = page.getByRole('button', { name: 'Send this photo' });
  await page.getByLabel('Choose a photo').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(step.getByRole('alert')).toHaveText('Choose a JPEG, PNG, HEIC or WebP photo');
  await expect(preview).toHaveCount(0);
  await expect(send).toHaveCount(0);
  const huge = Buffer.concat([stripedPng(900, 600), Buffer.alloc(10 * 1024 * 1024)]);
  await page.getByLabel('Choose a photo').setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: huge });
  await expect(step.getByRole('alert')).toHaveText('This photo is larger than 10 MB: choose a smaller one');
  await expect(preview).toHaveCount(0);
  // A HEIC photo, which this browser cannot draw, is said in words instead of a broken image.
  const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(64)]);
  await page.getByLabel('Choose a photo').setInputFiles({ name: 'IMG_0001.HEIC', mimeType: 'image/heic', buffer: heic });
  await expect(step.getByText('Your ID photo (IMG_0001.HEIC) cannot be shown in this browser, but it can be sent.')).toBeVisible();
  await expect(preview).toHaveCount(0);
  await expect(send).toBeVisible();
  await page.getByRole('button', { name: 'Choose another' }).click();
  // A photo picked next is previewed with no message left from the file before.
  await page.getByLabel('Choose a photo').setInputFiles({ name: 'tiny.png', mimeType: 'image/png', buffer: stripedPng(200, 150) });
  await expect(preview).toBeVisible();
  await expect(step.getByRole('alert')).toHaveText('');
  await send.click();
  await expect(step.getByRole('alert')).toHaveText(/too small to read/);
  await page.getByRole('button', { name: 'Choose another' }).click();

  // A JPEG from the browser's own encoder, with an EXIF segment naming a place inserted after its start.
  const jpeg = Buffer.from(
    await page.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 1000;
      canvas.height = 700;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#3a6';
      context.fillRect(0, 0, 1000, 700);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((made) => resolve(made!), 'image/jpeg', 0.9));
      return [...new Uint8Array(await blob.arrayBuffer())];
    }),
  );
  const exifBody = Buffer.concat([Buffer.from('Exif\0\0MM\0*\0\0\0\x08\0\0', 'binary'), Buffer.from('GPS 40.7128N 74.0060W')]);
  const segment = Buffer.concat([Buffer.from([0xff, 0xe1, (exifBody.length + 2) >> 8, (exifBody.length + 2) & 0xff]), exifBody]);
  const withExif = Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
  expect(withExif.includes('GPS 40.7128N')).toBe(true);
  await uploadPhoto(page, 'license.jpg', withExif, 'image/jpeg');
  await expect(page.getByRole('heading', { name: 'A selfie' })).toBeVisible();

  const id = await registrationOf(page, origin, 'hl');
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  const stored = await page.request.get(`${origin}/backend/api/subscription/${id}/private-file?action=cardID`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(stored.headers()['content-type']).toContain('image/jpeg');
  const bytes = await stored.body();
  expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  expect(bytes.includes('GPS 40.7128N')).toBe(false);
  expect(bytes.includes('Exif')).toBe(false);
});
