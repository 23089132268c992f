import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { BRANDS, DEMO } from './support/brands';
import { operatorOf, preparePatient, prepareTreatment } from './support/prepared-patients';

const PASSWORD = 'Messaging123';
const PHONE = { width: 390, height: 844 };

/** A PNG of a few pixels and a one-page PDF: what a patient sends from a phone. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGM4ERAARwzEcQBQ0haBq47HLAAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** Blueprint draws its own radio, checkbox and switch over the native input: a patient clicks the label. */
const setChecked = async (control: Locator, checked = true) => {
  if ((await control.isChecked()) !== checked) await control.locator('xpath=ancestor::label[1]').click();
  await expect(control).toBeChecked({ checked });
};

/** A new patient, made through the API (sign-up is another journey's subject). */
const newPatient = async (origin: string, label: string) => {
  const email = `msg.${label}.${Date.now()}@example.com`;
  const api = (path: string, body: unknown, token?: string) =>
    fetch(`${origin}/backend${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  expect((await api('/identity/sign-up', { email, password: PASSWORD })).status).toBeLessThan(300);
  const signedIn = (await (await api('/identity/sign-in', { email, password: PASSWORD })).json()) as { data: { accessToken: string }[] };
  const created = await api('/api/patient', { email, firstName: 'Robin', lastName: 'Hale' }, signedIn.data[0]?.accessToken);
  expect(created.status).toBe(201);
  return email;
};

const signIn = async (page: Page, origin: string, email: string, password = PASSWORD) => {
  await page.goto(`${origin}/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/user\//);
};

/** The care team answers, as an operator would (the e2e server runs with --ops). */
const supportReplies = async (origin: string, patientEmail: string, message: string) => {
  const reply = await fetch(`${origin}/backend/_ops/support-reply`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ patientEmail, message }),
  });
  expect(reply.status).toBe(201);
};

for (const brand of BRANDS) {
  test.describe(`${brand.id} brand: doctor messaging`, () => {
    test.use({ viewport: PHONE });

    test('a patient asks support, sends a message and files; the reply arrives live, is counted unread, and opening the thread clears it', async ({ page }) => {
      const email = await newPatient(brand.origin, brand.id);
      await signIn(page, brand.origin, email);
      await page.goto(`${brand.origin}/user/chat`);
      await expect(page.getByRole('heading', { name: 'Doctor Messaging', level: 1 })).toBeVisible();
      await expect(page.getByText('No conversations yet')).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // No treatment yet: the question goes to support.
      await page.getByRole('button', { name: 'Ask a question' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Ask a question' });
      await expect(dialog.getByRole('radio', { name: 'My doctor' })).toBeDisabled();
      await setChecked(dialog.getByRole('radio', { name: 'An order' }));
      await dialog.getByRole('button', { name: 'Send question' }).click();
      await expect(dialog.getByText('Write a message first')).toBeVisible();
      await dialog.getByLabel('Your question').fill('When will my first order ship?');
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole('button', { name: 'Send question' }).click();
      await expect(dialog).toBeHidden();

      const thread = page.getByRole('region', { name: 'Messages with Support' });
      await expect(thread.getByText('When will my first order ship?')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Support', level: 2 })).toBeVisible();

      // Text as text: only the https address is a link.
      await page.getByLabel('Your message').fill('My tracking page: https://track.example/abc <b>not bold</b> javascript:alert(1)');
      await page.getByRole('button', { name: 'Send' }).click();
      await expect(thread.getByRole('link', { name: 'https://track.example/abc' })).toHaveAttribute('href', 'https://track.example/abc');
      await expect(thread.getByText('<b>not bold</b> javascript:alert(1)')).toBeVisible();
      await expect(thread.getByRole('link', { name: /javascript/ })).toHaveCount(0);
      await expect(page.getByLabel('Your message')).toHaveValue('');

      // Files: a photo shown inline (an object URL, never the API address with its token), a PDF to download.
      const picker = page.locator('input[type="file"]');
      await picker.setInputFiles({ name: 'rash.png', mimeType: 'image/png', buffer: PNG });
      const photo = thread.getByRole('img', { name: 'Photo: rash.png', exact: true });
      await expect(photo).toBeVisible();
      expect(await photo.getAttribute('src')).toMatch(/^blob:/);
      await picker.setInputFiles({ name: 'lab-results.pdf', mimeType: 'application/pdf', buffer: PDF });
      await expect(thread.getByRole('button', { name: 'Download lab-results.pdf' })).toBeVisible();
      const download = page.waitForEvent('download');
      await thread.getByRole('button', { name: 'Download lab-results.pdf' }).click();
      expect((await download).suggestedFilename()).toBe('lab-results.pdf');
      await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
      await expect(page.getByRole('alert').filter({ hasText: 'Send a photo (JPEG, PNG, HEIC or WebP) or a PDF' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // Back to the list: the reply arrives live, and is counted.
      await page.getByRole('button', { name: 'All conversations' }).click();
      await supportReplies(brand.origin, email, 'Your order ships tomorrow. The photo looks fine.');
      const supportChat = page.getByRole('button', { name: /Support/ });
      await expect(supportChat).toContainText('Your order ships tomorrow.');
      await expect(supportChat).toContainText('1 unread message');
      await expect(page.getByRole('status').filter({ hasText: '1 unread message.' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      // The menu's button and its Doctor Messaging entry count it too.
      const menu = page.getByRole('dialog', { name: 'Menu' });
      const chatEntry = menu.getByRole('link', { name: /Doctor Messaging/ });
      const menuButton = page.getByRole('button', { name: 'Open the menu, 1 unread message' });
      await expect(menuButton.locator('.menu-badge')).toHaveText('1');
      await menuButton.click();
      await expect(chatEntry.locator('.menu-badge')).toHaveText('1');
      await menu.getByRole('button', { name: 'Close' }).click();
      await expect(menu).toBeHidden();

      // Opening the thread shows it and clears the count; a reply while it is open is read at once.
      await supportChat.click();
      await expect(thread.getByText('Your order ships tomorrow. The photo looks fine.')).toBeVisible();
      await expect(page.getByText('You are all caught up.')).toBeVisible();
      await page.getByRole('button', { name: 'Open the menu' }).click();
      await expect(chatEntry).toBeVisible();
      await expect(chatEntry.locator('.menu-badge')).toHaveCount(0);
      await menu.getByRole('button', { name: 'Close' }).click();
      await expect(menu).toBeHidden();
      await expect(page.getByRole('button', { name: 'Open the menu', exact: true }).locator('.menu-badge')).toHaveCount(0);
      await supportReplies(brand.origin, email, 'Anything else we can help with?');
      await expect(thread.getByText('Anything else we can help with?')).toBeVisible();
      await expect(page.getByText('You are all caught up.')).toBeVisible();
      await expect(thread.getByText('Read', { exact: true }).first()).toBeVisible();

      // After a reload everything is still there, read.
      await page.reload();
      await page.getByRole('button', { name: /Support/ }).click();
      await expect(thread.getByText('Anything else we can help with?')).toBeVisible();
      await expect(page.getByText('You are all caught up.')).toBeVisible();
    });
  });

  test.describe(`${brand.id} brand: doctor profile and account screens`, () => {
    test("the doctor's profile shows licenses by state with expiry and medical degrees", async ({ page }) => {
      await signIn(page, brand.origin, DEMO.patient.email, DEMO.patient.password);
      await page.goto(`${brand.origin}/user/chat`);
      await page.getByRole('button', { name: /Avery Reed/ }).click();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('link', { name: 'View profile' }).click();
      await expect(page).toHaveURL(/\/doctor-info\/[a-f0-9]{24}$/);
      await expect(page.getByRole('heading', { name: /^Avery Reed, (MD|DO)$/, level: 1 })).toBeVisible();
      await expect(page.getByRole('img', { name: /^Photo of Avery Reed/ })).toBeVisible();
      const licenses = page.getByRole('table');
      await expect(licenses.getByRole('columnheader', { name: 'Expires' })).toBeVisible();
      await expect(licenses.getByRole('row').nth(1)).toContainText(/\d{2}-\d{2}-\d{4}/);
      await expect(page.getByRole('heading', { name: 'Medical degrees' })).toBeVisible();
      await expect(page.getByRole('list').filter({ hasText: /MD|DO/ }).getByRole('listitem').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.setViewportSize(PHONE);
      await expectNoSeriousA11yViolations(page);
      await page.setViewportSize({ width: 1280, height: 720 });

      await page.goto(`${brand.origin}/doctor-info/${'0'.repeat(24)}`);
      await expect(page.getByRole('alert')).toContainText('This profile could not be loaded');
    });

    test('Account Info, Settings and the chat list pass the accessibility checks, on a wide screen and a phone', async ({ page }) => {
      await signIn(page, brand.origin, await newPatient(brand.origin, `${brand.id}.a11y`));
      await page.goto(`${brand.origin}/user/profile`);
      await expect(page.getByRole('heading', { name: 'Account Info', level: 1 })).toBeVisible();
      await expect(page.getByLabel('First name')).toHaveValue('Robin');
      await expectNoSeriousA11yViolations(page);
      await page.goto(`${brand.origin}/user/settings`);
      await expect(page.getByRole('switch', { name: 'E-mail', exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // And on a phone, with the chat list too.
      await page.setViewportSize(PHONE);
      for (const path of ['/user/profile', '/user/settings', '/user/chat']) {
        await page.goto(`${brand.origin}${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      }
    });
  });
}

test('Doctor Messaging reached from the menu, with the live connection already open, does not say it is connecting', async ({ page }) => {
  const [main] = BRANDS;
  const email = await newPatient(main.origin, 'menu-chat');
  const connected = page
    .waitForEvent('websocket')
    .then((socket) => socket.waitForEvent('framereceived', (frame) => String(frame.payload).includes('"connected"')));
  await signIn(page, main.origin, email);
  await connected;
  await page
    .getByRole('navigation', { name: 'Patient menu' })
    .getByRole('link', { name: /Doctor Messaging/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Doctor Messaging', level: 1 })).toBeVisible();
  await expect(page.locator('.chat-summary')).toHaveText('You are all caught up.');
});

test("the dashboard counts unread messages without the chat's, the account's or the patient area's code, and the chat clears the same count", async ({
  page,
}) => {
  const [main] = BRANDS;
  const email = await newPatient(main.origin, 'dashboard-code');
  await supportReplies(main.origin, email, 'Welcome: ask us anything.');
  await signIn(page, main.origin, email);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${main.origin}/user/subscriptions`);
  const chatEntry = page.getByRole('navigation', { name: 'Patient menu' }).getByRole('link', { name: /Doctor Messaging/ });
  await expect(chatEntry.locator('.menu-badge')).toHaveText('1');
  expect(scripts.filter((path) => /messaging-and-account|chat\.page|chat-view|patient-area-stores|patient-area\.wiring/.test(path))).toEqual([]);

  await chatEntry.click();
  await page.getByRole('button', { name: /Support/ }).click();
  await expect(page.getByRole('region', { name: 'Messages with Support' }).getByText('Welcome: ask us anything.')).toBeVisible();
  await expect(chatEntry.locator('.menu-badge')).toHaveCount(0);
});

test.describe('a question to the doctor', () => {
  const origin = BRANDS[0].origin;

  test('goes, with a doctor category, to the doctor chat of the chosen treatment', async ({ page }) => {
    // Two treatments, so the patient chooses which one the question is about.
    const { patient, subscriptionId } = await preparePatient(origin, { productType: 'ed' });
    await prepareTreatment(origin, patient, 'hl');
    const { doctor } = await operatorOf(origin).decide(subscriptionId, 'approve');
    const doctorName = new RegExp((doctor?.name ?? '').replace(/^Dr\. /, ''));
    await signIn(page, origin, patient.email, patient.password);
    await page.goto(`${origin}/user/chat`);
    await page.getByRole('button', { name: 'Ask a question' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ask a question' });
    await expect(dialog.getByRole('radio', { name: 'My doctor' })).toBeChecked();
    await expect(dialog.getByRole('radio')).toHaveCount(2 + 3);
    await expect(dialog.getByRole('radio', { name: 'Request a call' })).toBeVisible();
    await dialog.getByLabel('About which treatment?').selectOption({ label: 'Sildenafil (Active)' });
    await setChecked(dialog.getByRole('radio', { name: 'Side effects' }));
    const question = `Is a stuffy nose normal? (${Date.now()})`;
    await dialog.getByLabel('Your question').fill(question);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Send question' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: doctorName, level: 2 })).toBeVisible();
    await expect(page.getByRole('region', { name: new RegExp(`^Messages with .*${doctorName.source}`) }).getByText(question)).toBeVisible();
  });
});

test.describe('Account Info', () => {
  const origin = BRANDS[0].origin;

  test('edits to details, body metrics, address and photo persist after a reload', async ({ page }) => {
    await signIn(page, origin, await newPatient(origin, 'profile'));
    await page.goto(`${origin}/user/profile`);

    const contact = page.getByRole('form', { name: 'Name and contact' });
    await contact.getByLabel('First name').fill('Sam');
    await contact.getByLabel('Phone').fill('12345');
    await contact.getByRole('button', { name: 'Save name and phone' }).click();
    await expect(contact.getByText('Enter a 10-digit US phone number')).toBeVisible();
    await contact.getByLabel('Phone').fill('(303) 555-0188');
    await contact.getByRole('button', { name: 'Save name and phone' }).click();
    await expect(contact.getByRole('status')).toHaveText('Your name and phone are saved.');
    // The dashboard greets the patient by the new name at once, without a reload.
    await page.getByRole('navigation', { name: 'Patient menu' }).getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome, Sam' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Patient menu' }).getByRole('link', { name: 'Account Info' }).click();

    const personal = page.getByRole('form', { name: 'Personal details' });
    await personal.getByLabel('Date of birth').fill('04-12-1990');
    await setChecked(personal.getByRole('radio', { name: 'Female' }));
    await personal.getByLabel('Feet').fill('5');
    await personal.getByLabel('Inches').fill('9');
    await personal.getByLabel('Weight (lb)').fill('160');
    await personal.getByRole('button', { name: 'Save personal details' }).click();
    await expect(personal.getByRole('status')).toHaveText('Your personal details are saved.');
    const facts = page.getByRole('region', { name: 'Personal details' }).locator('dl');
    await expect(facts).toContainText('5 feet 9 inches');
    await expect(facts).toContainText('23.6');

    // The address service finds East and West Colfax Ave: the patient chooses.
    const address = page.getByRole('form', { name: 'Shipping address' });
    await address.getByLabel('Street address').fill('1600 Colfax Ave');
    await address.getByLabel('City').fill('Denver');
    await address.getByLabel('State').selectOption('CO');
    await address.getByLabel('ZIP code').fill('80203');
    await address.getByRole('button', { name: 'Check and save address' }).click();
    const choice = page.getByRole('dialog', { name: 'Which address is right?' });
    await expect(choice.getByRole('radio')).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);
    await setChecked(choice.getByRole('radio', { name: /1600 W Colfax Ave/ }));
    await choice.getByRole('button', { name: 'Use this address' }).click();
    await expect(choice).toBeHidden();
    await expect(address.getByRole('status')).toHaveText('Your shipping address is saved.');

    // The photo: a PDF is refused before upload; a PNG is taken.
    const photoInput = page.locator('#profile-photo-input');
    await photoInput.setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByRole('alert').filter({ hasText: 'Choose a JPEG, PNG, HEIC or WebP image' })).toBeVisible();
    await photoInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('Your photo is updated.')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('First name')).toHaveValue('Sam');
    await expect(page.getByLabel('Phone')).toHaveValue('(303) 555-0188');
    await expect(page.getByLabel('Date of birth')).toHaveValue('04-12-1990');
    await expect(page.getByRole('radio', { name: 'Female' })).toBeChecked();
    await expect(facts).toContainText('5 feet 9 inches');
    await expect(facts).toContainText('160 lb');
    await expect(facts).toContainText('23.6');
    await expect(page.getByText('1600 W Colfax Ave, Denver, CO 80204')).toBeVisible();
    const avatar = page.getByRole('region', { name: 'Photo' }).locator('img');
    await expect(avatar).toBeVisible();
    expect(await avatar.getAttribute('src')).toMatch(/^blob:/);
    await expect(page.getByRole('button', { name: 'Change photo' })).toBeVisible();
  });

  test('a wrong current password is refused with a clear message; the right one changes it', async ({ page, browser }) => {
    const email = await newPatient(origin, 'password');
    await signIn(page, origin, email);
    await page.goto(`${origin}/user/profile`);
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill('NotMyPassword1');
    await form.getByLabel('New password', { exact: true }).fill('Changed12345');
    await form.getByLabel('New password again').fill('Changed12345');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByRole('alert')).toHaveText('Your current password is incorrect');
    await expect(form.getByLabel('New password', { exact: true })).toHaveValue('Changed12345');

    // Fixing the current password takes the server's word on the old one away, before a form error of its own.
    await form.getByLabel('Current password').fill(PASSWORD);
    await expect(form.getByRole('alert')).toHaveText('');
    await form.getByLabel('New password again').fill('Changed1234');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByRole('alert')).toHaveText('');
    await expect(form.getByText('Your current password is incorrect')).toHaveCount(0);
    await form.getByLabel('New password again').fill('Changed12345');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByRole('status')).toContainText('Your password is changed.');
    await expect(form.getByLabel('Current password')).toHaveValue('');

    const other = await browser.newPage();
    await signIn(other, origin, email, 'Changed12345');
    await other.close();
  });
});

test.describe('Settings', () => {
  const origin = BRANDS[0].origin;

  test('notification preferences and the chat alert persist', async ({ page }) => {
    await signIn(page, origin, await newPatient(origin, 'settings'));
    await page.goto(`${origin}/user/settings`);
    const save = page.getByRole('button', { name: 'Save settings' });
    const sms = page.getByRole('switch', { name: 'Text messages (SMS)', exact: true });
    const newsByEmail = page.getByRole('switch', { name: 'News and offers by e-mail', exact: true });
    const chatAlert = page.getByRole('switch', { name: 'Alert me when my doctor or the support team writes' });
    const before = { sms: await sms.isChecked(), news: await newsByEmail.isChecked(), alert: await chatAlert.isChecked() };
    expect(before.alert).toBe(true);
    await setChecked(sms, !before.sms);
    await setChecked(newsByEmail, !before.news);
    await setChecked(chatAlert, false);
    await save.click();
    await expect(page.getByRole('status').filter({ hasText: 'Your notification settings are saved.' })).toBeVisible();

    await page.reload();
    await expect(sms).toBeChecked({ checked: !before.sms });
    await expect(newsByEmail).toBeChecked({ checked: !before.news });
    await expect(chatAlert).not.toBeChecked();
  });
});
