import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { BRANDS } from './support/brands';
import { asPatientOf, preparePatient, signInAs } from './support/prepared-patients';

const brand = BRANDS[0];
const MESSAGE = 'Can I take it after dinner?';

test('a message shows at once as sending; a failed send is marked Not sent, keeps its text, and a retry posts it once', async ({ page }) => {
  const { patient } = await preparePatient(brand.origin);
  await asPatientOf(brand.origin, patient, 'POST', '/api/chat/question-to-doctor', { category: 'account', message: 'Hello' });
  await signInAs(page, brand.origin, patient);
  await page.goto(`${brand.origin}/user/chat`);
  await page.locator('.chat-list-item', { hasText: 'Support' }).click();
  const thread = page.getByRole('region', { name: 'Messages with Support' });
  const status = page.getByRole('form', { name: 'Write a message' }).getByRole('status');

  // The first try never reaches the server.
  await page.route('**/backend/api/chat/*/messages', (route) => route.abort('failed'), { times: 1 });
  await page.getByLabel('Your message').fill(MESSAGE);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByLabel('Your message')).toHaveValue('');
  await expect(thread.getByText(/^Not sent/)).toBeVisible();
  await expect(thread.getByText(MESSAGE)).toHaveCount(1);
  await expect(status).toHaveText(/was not sent/);
  await expectNoSeriousA11yViolations(page);

  // The retry is held until 'Sending…' is seen, then delivered twice (a duplicate on the way): the key keeps it one message.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const keys: unknown[] = [];
  await page.route(
    '**/backend/api/chat/*/messages',
    async (route) => {
      keys.push((route.request().postDataJSON() as { idempotencyKey?: unknown }).idempotencyKey);
      await held;
      await route.fetch();
      await route.fulfill({ response: await route.fetch() });
    },
    { times: 1 },
  );
  await thread.getByRole('button', { name: 'Retry' }).click();
  await expect(thread.getByText('Sending…')).toBeVisible();
  await expect(status).toHaveText('Sending your message…');
  await expectNoSeriousA11yViolations(page);
  release();
  await expect(thread.getByText('Sending…')).toBeHidden();
  await expect(thread.getByText(/^Not sent/)).toBeHidden();
  await expect(thread.getByText(MESSAGE)).toHaveCount(1);
  expect(keys).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/)]);

  // The server holds it once too.
  const chats = (await asPatientOf(brand.origin, patient, 'GET', '/api/chats')) as { _id: string; kind: string }[];
  const chat = chats.find((listed) => listed.kind === 'support');
  const [page1] = (await asPatientOf(brand.origin, patient, 'GET', `/api/chat?chatId=${chat?._id}&limit=50`)) as { messages: { message: string }[] }[];
  expect(page1?.messages.filter((message) => message.message === MESSAGE)).toHaveLength(1);
});
