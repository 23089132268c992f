import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './app-shell.support';
import { expectNoSeriousA11yViolations } from './support/axe';
import { BRANDS, type BrandCase } from './support/brands';
import { preparePatient, prepareTreatment, signInAs } from './support/prepared-patients';
import { registeredPatient } from './support/registered-patient';

/**
 * Treatments pictured (issue 26): on the plan picker, the plan review, the dashboard cards, a treatment's
 * page and the new-treatment page, every treatment shown has a picture that loaded, named by its alt text;
 * when the pictures fail to load, the product line's icon stands in, named alike, and no broken image shows.
 */

const [MAIN, WOMEN] = BRANDS;
const SLOW = { timeout: 30_000 } as const;
const stepHeading = (page: Page) => page.locator('h2.step-heading');

/** Fails every catalogue picture, as a missing file or a CDN outage would. */
const failPictures = (page: Page) =>
  page.route(
    (url) => url.pathname.startsWith('/products/'),
    (route) => route.fulfill({ status: 404, body: '' }),
  );

/** Text as a pattern that finds it inside a longer name. */
const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** The option whose label starts with `label` (its description may name another treatment). */
const choiceCard = (page: Page, label: string) =>
  page.locator('.choice-card').filter({ has: page.locator('.choice-label', { hasText: new RegExp(`^${containing(label).source}`) }) });

/** The treatment's picture in `scope`, named `name`: scrolled to (it may load lazily) and loaded. */
const expectPictureLoaded = async (scope: Locator, name: string | RegExp) => {
  const picture = scope.locator('img.product-image');
  await expect(picture).toHaveCount(1);
  await expect(picture).toHaveAttribute('alt', name);
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)), SLOW).toBeGreaterThan(0);
  const box = await picture.boundingBox();
  expect(box?.width).toBeGreaterThan(0);
};

/** The product line's icon in `scope` in the picture's place, named `name`; no picture there. */
const expectIconInstead = async (scope: Locator, name: string | RegExp) => {
  await expect(scope.locator('img.product-image')).toHaveCount(0);
  await expect(scope.locator('svg.product-line-icon')).toHaveAttribute('aria-label', name);
  await expect(scope.locator('svg.product-line-icon')).toBeVisible();
};

/** No image on the page failed to load (the brand logo included): a broken-image box shows nowhere. */
const expectNoBrokenImage = async (page: Page) => {
  const broken = await page.evaluate(() => [...document.images].filter((image) => image.complete && image.naturalWidth === 0).map((image) => image.src));
  expect(broken).toEqual([]);
};

/** Each option of the choice list showing that pictures a treatment: the picture loaded, or the icon when they fail. */
const expectChoicesPictured = async (page: Page, failing: boolean) => {
  const cards = page.locator('.choice-card');
  const count = await cards.count();
  let pictured = 0;
  for (let index = 0; index < count; index += 1) {
    const card = cards.nth(index);
    if ((await card.locator('.product-image').count()) === 0) continue;
    pictured += 1;
    const label = (await card.locator('.choice-label').innerText()).replace('Most popular', '').trim();
    const name = containing(label);
    await (failing ? expectIconInstead(card, name) : expectPictureLoaded(card, name));
  }
  return pictured;
};

/** Each plan's treatment on its brand: the registration's plan picker and review. */
const PLAN_PICKERS = [
  { brand: MAIN, productType: 'ed', choices: ['Generic Sildenafil', 'Viagra®', 'Generic Tadalafil (as needed)', 'Daily Tadalafil', 'Cialis®'] },
  { brand: WOMEN, productType: 'wl', choices: ['Compounded Semaglutide', 'Wegovy®', 'Compounded Tirzepatide'] },
] as const;

for (const { brand, productType, choices } of PLAN_PICKERS) {
  test(`${brand.id} brand: the plan picker pictures each treatment and the plan review the one chosen; failing pictures give way to the icon`, async ({
    page,
  }) => {
    const patient = await registeredPatient(brand.origin, { productType, stopAt: 'treatment' });
    await signIn(page, brand.origin, patient.email, patient.password);
    await expect(stepHeading(page)).toHaveText('Choose your treatment', SLOW);
    for (const choice of choices) await expectPictureLoaded(choiceCard(page, choice), containing(choice));
    expect(await expectChoicesPictured(page, false)).toBe(choices.length);
    // The option is named by its words, the picture once, by its alt text.
    await expect(page.getByRole('radio', { name: new RegExp(`^${containing(choices[0]).source}`) })).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);

    for (let guard = 0; guard < 5 && (await stepHeading(page).innerText()) !== 'Review your plan'; guard += 1) {
      const before = await stepHeading(page).innerText();
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(stepHeading(page)).not.toHaveText(before, SLOW);
    }
    await expect(stepHeading(page)).toHaveText('Review your plan');
    const summary = page.locator('.plan-summary');
    await expectPictureLoaded(summary, containing(choices[0]));
    await expectNoBrokenImage(page);
    await expectNoSeriousA11yViolations(page);

    await failPictures(page);
    await page.reload();
    await expect(stepHeading(page)).toHaveText('Review your plan', SLOW);
    await expectIconInstead(summary, containing(choices[0]));
    await expectNoBrokenImage(page);
    await page.getByRole('button', { name: 'Back' }).click();
    for (let guard = 0; guard < 5 && (await stepHeading(page).innerText()) !== 'Choose your treatment'; guard += 1) {
      const before = await stepHeading(page).innerText();
      await page.getByRole('button', { name: 'Back' }).click();
      await expect(stepHeading(page)).not.toHaveText(before, SLOW);
    }
    await expect(stepHeading(page)).toHaveText('Choose your treatment');
    expect(await expectChoicesPictured(page, true)).toBe(choices.length);
    await expectNoBrokenImage(page);
    await expectNoSeriousA11yViolations(page);
  });
}

/** A patient with two treatments on each brand, and a third the new-treatment page starts. */
const PATIENT_AREAS: readonly { brand: BrandCase; first: 'ed' | 'wl'; second: 'hl' | 'ag'; titles: readonly [string, string]; newVisit: string }[] = [
  { brand: MAIN, first: 'ed', second: 'hl', titles: ['Sildenafil', 'Finasteride'], newVisit: 'weightloss' },
  { brand: WOMEN, first: 'wl', second: 'ag', titles: ['Semaglutide', 'Tretinoin'], newVisit: 'antiaging' },
];

/** Walks the new-treatment page's sub-steps to its review, checking the pictures of each on the way. */
const walkNewTreatment = async (page: Page, failing: boolean) => {
  let pictured = 0;
  for (let guard = 0; guard < 8 && (await stepHeading(page).innerText()) !== 'Your new treatment'; guard += 1) {
    pictured += await expectChoicesPictured(page, failing);
    const before = await stepHeading(page).innerText();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(stepHeading(page)).not.toHaveText(before, SLOW);
  }
  await expect(stepHeading(page)).toHaveText('Your new treatment');
  return pictured;
};

for (const { brand, first, second, titles, newVisit } of PATIENT_AREAS) {
  test(`${brand.id} brand: the dashboard cards, a treatment's page and the new-treatment page picture each treatment; failing pictures give way to the icon`, async ({
    page,
  }) => {
    const { patient } = await preparePatient(brand.origin, { productType: first });
    await prepareTreatment(brand.origin, patient, second);
    await signInAs(page, brand.origin, patient);

    const cards = page.locator('.subscription-card');
    await expect(cards).toHaveCount(titles.length, SLOW);
    for (const title of titles) await expectPictureLoaded(cards.filter({ hasText: title }), title);
    await expectNoBrokenImage(page);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: `View details of ${titles[0]}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: titles[0] })).toBeVisible(SLOW);
    await expectPictureLoaded(page.locator('.plan-head'), titles[0]);
    await expectNoSeriousA11yViolations(page);

    await page.goto(`${brand.origin}/user/new-subscription?visitType=${newVisit}`);
    await expect(stepHeading(page)).toBeVisible(SLOW);
    expect(await walkNewTreatment(page, false)).toBeGreaterThan(0);
    const name = (await page.locator('.plan-summary-head strong').innerText()).trim();
    await expectPictureLoaded(page.locator('.plan-summary'), containing(name));
    await expectNoBrokenImage(page);
    await expectNoSeriousA11yViolations(page);

    // The pictures fail: every place shows its product line's icon instead, named the same.
    await failPictures(page);
    await page.goto(`${brand.origin}/user/subscriptions`);
    await expect(cards).toHaveCount(titles.length, SLOW);
    for (const title of titles) await expectIconInstead(cards.filter({ hasText: title }), title);
    await expectNoBrokenImage(page);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: `View details of ${titles[0]}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: titles[0] })).toBeVisible(SLOW);
    await expectIconInstead(page.locator('.plan-head'), titles[0]);
    await expectNoBrokenImage(page);

    await page.goto(`${brand.origin}/user/new-subscription?visitType=${newVisit}`);
    await expect(stepHeading(page)).toBeVisible(SLOW);
    expect(await walkNewTreatment(page, true)).toBeGreaterThan(0);
    await expectIconInstead(page.locator('.plan-summary'), containing(name));
    await expectNoBrokenImage(page);
    await expectNoSeriousA11yViolations(page);
  });
}
