import { expect, test, type Page } from '@playwright/test';
import type { Patient, ProductType } from '../support/patient-factory';
import type { CareDecision } from '../support/operator';
import { expectNoSeriousA11yViolations } from './support/axe';
import { BRANDS } from './support/brands';
import { asPatientOf, operatorOf, preparePatient, prepareTreatment, signInAs } from './support/prepared-patients';

/**
 * The care team's decisions as a patient sees them (issue 17): fresh patients, their paid treatments moved
 * by the operator routes to every status of spec §4's display table, each shown as the spec names it on
 * the dashboard of both brands; and a decision that reaches the patient live while they look.
 */

const [MAIN, WOMEN] = BRANDS;
const PRODUCT_NAMES: Readonly<Record<ProductType, string>> = { ed: 'Sildenafil', hl: 'Finasteride', wl: 'Semaglutide', ag: 'Tretinoin' };

type Target = 'pending' | 'pre_screened' | 'hold' | 'in_progress' | 'active' | 'pause' | 'declined' | 'not_verified' | 'cancel';

/** Each status, how the care team (or the patient) gets a paid treatment there, and what spec §4 shows for it. */
const STATUSES: readonly (readonly [Target, string, readonly CareDecision[], string | null])[] = [
  ['pending', 'In Review', [], null],
  ['pre_screened', 'In Review', ['pre-screen'], null],
  ['hold', 'In Review', ['hold'], null],
  ['in_progress', 'Action Required', ['send-back'], null],
  ['active', 'Active', ['approve'], null],
  ['pause', 'Active', ['approve'], 'pause'],
  ['declined', 'Declined', ['decline'], null],
  ['not_verified', 'Declined', ['not-verified'], null],
  ['cancel', 'Cancelled', [], 'cancel'],
];

interface Placed {
  readonly patient: Patient;
  readonly shown: readonly (readonly [product: string, label: string])[];
}

/** The statuses spread over as few patients as the brand's product types allow, one treatment per type each. */
const prepare = async (origin: string, types: readonly ProductType[]): Promise<Placed[]> => {
  const ops = operatorOf(origin);
  const placed: Placed[] = [];
  for (let start = 0; start < STATUSES.length; start += types.length) {
    const group = STATUSES.slice(start, start + types.length);
    let patient: Patient | null = null;
    const shown: (readonly [string, string])[] = [];
    for (const [index, [, label, decisions, patientAction]] of group.entries()) {
      const productType = types[index] as ProductType;
      let subscriptionId: string;
      if (patient) {
        subscriptionId = await prepareTreatment(origin, patient, productType);
      } else {
        const registered = await preparePatient(origin, { productType, firstName: 'Jamie' });
        patient = registered.patient;
        subscriptionId = registered.subscriptionId;
      }
      for (const decision of decisions)
        await ops.decide(subscriptionId, decision, decision === 'send-back' ? { message: 'Could you tell me more about your symptoms?' } : {});
      if (patientAction) await asPatientOf(origin, patient, 'PATCH', `/api/subscription/${patientAction}/${subscriptionId}`);
      shown.push([PRODUCT_NAMES[productType], label]);
    }
    if (patient) placed.push({ patient, shown });
  }
  return placed;
};

const card = (page: Page, product: string) => page.getByRole('group', { name: product });

for (const [brand, types] of [
  [MAIN, ['ed', 'hl', 'wl', 'ag']],
  [WOMEN, ['wl', 'ag']],
] as const) {
  test(`every status of spec §4 shows as the spec names it on the ${brand.id} brand's dashboard`, async ({ browser }) => {
    test.setTimeout(180_000);
    const placed = await prepare(brand.origin, types);
    for (const { patient, shown } of placed) {
      // Each patient in a browser of their own, as two people would be.
      const context = await browser.newContext();
      const page = await context.newPage();
      await signInAs(page, brand.origin, patient);
      for (const [product, label] of shown) {
        await expect(card(page, product).locator('.status-tag')).toHaveText(label);
      }
      await expectNoSeriousA11yViolations(page);
      await context.close();
    }
  });
}

test('an approval made as the dashboard opens, before its live connection is up, still shows once the connection opens', async ({ page }) => {
  const { patient, subscriptionId } = await preparePatient(MAIN.origin, { productType: 'hl', firstName: 'Alex' });
  await signInAs(page, MAIN.origin, patient);
  // The next live connection reaches the server only when released: the live events replay nothing.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.routeWebSocket(/\/backend\/live\b/, async (socket) => {
    await released;
    socket.connectToServer();
  });
  await page.reload();
  await expect(card(page, 'Finasteride').locator('.status-tag')).toHaveText('In Review');

  await operatorOf(MAIN.origin).decide(subscriptionId, 'approve');
  release();

  await expect(card(page, 'Finasteride').locator('.status-tag')).toHaveText('Active');
});

test('an approval reaches the patient while they look: the card turns Active, the bell and Doctor Messaging have the news', async ({ page }) => {
  const { patient, subscriptionId } = await preparePatient(MAIN.origin, { productType: 'hl', firstName: 'Alex' });
  await signInAs(page, MAIN.origin, patient);
  await expect(card(page, 'Finasteride').locator('.status-tag')).toHaveText('In Review');

  const { doctor } = await operatorOf(MAIN.origin).decide(subscriptionId, 'approve');

  await expect(card(page, 'Finasteride').locator('.status-tag')).toHaveText('Active');
  await expect(card(page, 'Finasteride').getByText(/^Next billing: /)).toBeVisible();
  await page.getByRole('button', { name: /notifications/i }).click();
  await expect(page.getByText(`${doctor?.name} approved your Finasteride treatment. Your first order is on its way to the pharmacy.`)).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto(`${MAIN.origin}/user/chat`);
  await page
    .getByRole('button', { name: new RegExp(doctor?.name.replace('.', '\\.') ?? 'Dr') })
    .first()
    .click();
  const conversation = page.getByRole('region', { name: /^Messages with / });
  await expect(conversation.getByText(/^Hello Alex, I'm Dr\. \w+\. I have reviewed your answers and approved your treatment: /)).toBeVisible();
});

test("Action Required: the card leads to the doctor's question, and the patient sends the treatment back for review", async ({ page }) => {
  const { patient, subscriptionId } = await preparePatient(WOMEN.origin, { productType: 'wl' });
  await operatorOf(WOMEN.origin).decide(subscriptionId, 'send-back', { message: 'What is your current weight this week?' });
  await signInAs(page, WOMEN.origin, patient);
  await expect(card(page, 'Semaglutide').locator('.status-tag')).toHaveText('Action Required');
  await card(page, 'Semaglutide').getByRole('link', { name: 'Answer your provider' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Semaglutide' })).toBeVisible();
  await page
    .locator('.panel')
    .filter({ has: page.getByRole('heading', { name: 'Manage' }) })
    .getByRole('button', { name: 'Send for review' })
    .click();
  await page.getByRole('alertdialog', { name: 'Send for review?' }).getByRole('button', { name: 'Send for review' }).click();
  await expect(page.locator('.page-heading .status-tag')).toHaveText('In Review');
  await expectNoSeriousA11yViolations(page);
});
