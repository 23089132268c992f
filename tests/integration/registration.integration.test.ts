import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../adapters/http/api-client';
import type { RunningReferenceServer } from '../../server/reference-server';
import { stripedPng } from '../support/png';
import { startTestServer } from '../support/test-server';
import { runCli } from './cli-harness';

let server: RunningReferenceServer;
let folder: string;

/** The CLI as an integrator runs it: its own process, over HTTP, with a session file of its own. */
const cli = (sessionFile: string, ...args: string[]) => runCli(server, sessionFile, ...args);

interface Question {
  _id: string;
  kind: string;
  question: string;
  input: { min?: number; max?: number } | null;
  qOptions: { _id: string; blocksPatient: boolean; isExclusive: boolean }[];
}

/** Answers of a patient who can be treated, for every question of a questionnaire (follow-ups included). */
const answersFor = (questions: readonly Question[]): Record<string, string | number | string[]> =>
  Object.fromEntries(
    questions.flatMap((question): [string, string | number | string[]][] => {
      if (question.kind === 'chatMessage' || question.kind === 'date') return [];
      if (question.kind === 'number') {
        // Halfway through the range; a goal weight a quarter of the way, below the current one (the form's rule).
        const [min, max] = [question.input?.min ?? 1, question.input?.max ?? 9];
        return [[question._id, /goal/i.test(question.question) ? min + (max - min) / 4 : (min + max) / 2]];
      }
      if (question.kind === 'text') return [[question._id, 'Nothing to add']];
      const safe = question.qOptions.find((option) => option.isExclusive) ?? question.qOptions.find((option) => !option.blocksPatient);
      return safe ? [[question._id, [safe._id]]] : [];
    }),
  );

beforeAll(async () => {
  server = await startTestServer();
  folder = mkdtempSync(join(tmpdir(), 'register-'));
  writeFileSync(join(folder, 'id.png'), stripedPng(900, 600));
  writeFileSync(join(folder, 'selfie.png'), stripedPng(600, 800));
});
afterAll(async () => {
  await server.close();
});

describe('`register --answers`: a whole registration from a file, through the same use cases as the app', () => {
  it('signs up, passes every step in order, holds one charge, and leaves the subscription In Review', async () => {
    // The questions are read the way an integrator would write the file: ids from the API.
    const api = createApiClient({ baseUrl: server.apiBase() });
    const email = `cli.register.${Date.now()}@example.com`;
    await api.POST('/identity/sign-up', { body: { email: 'reader@example.com', password: 'Reader123' } });
    const signIn = await api.POST('/identity/sign-in', { body: { email: 'reader@example.com', password: 'Reader123' } });
    const headers = { authorization: `Bearer ${signIn.data?.data[0]?.accessToken}` };
    const list = async (questionType: 'wlQuestions' | 'globalQuestions') =>
      ((await api.GET('/api/questionnaires', { params: { query: { questionType } }, headers })).data?.data ?? []) as unknown as Question[];
    const answers = { ...answersFor(await list('wlQuestions')), ...answersFor(await list('globalQuestions')) };

    const file = join(folder, 'wl.answers.json');
    writeFileSync(
      file,
      JSON.stringify({
        account: { email, password: 'Register123', firstName: 'Cli', lastName: 'Patient' },
        productType: 'wl',
        basics: { gender: 'female', birthDate: '03-15-1988', zipCode: '80218', phone: '(303) 555-0142' },
        answers,
        treatment: { frequencyOfDelivery: 3 },
        coupon: 'WELCOME20',
        address: { address: '1500 Colfax Ave', city: 'Denver', state: 'CO', zipCode: '80202' },
        addressCandidate: 1,
        card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
        photos: { cardID: join(folder, 'id.png'), selfie: join(folder, 'selfie.png') },
      }),
    );
    const session = join(folder, 'session.json');
    const registered = await cli(session, 'register', '--answers', file);
    expect(registered.stderr).toBe('');
    expect(registered.code).toBe(0);
    const lines = registered.stdout.trim().split('\n');
    expect(lines.filter((line) => line.startsWith('✓')).map((line) => line.replace(/ registration \w+ started.*/, ' started'))).toEqual([
      `✓ signed up as ${email}`,
      '✓ started',
      '✓ The Basics (basic)',
      '✓ Your Health (questions)',
      '✓ Medical History (globalQuestions)',
      '✓ Treatment Plan (treatment)',
      '✓ Shipping & Payment (payment)',
      '✓ Identity Verification (photo)',
      expect.stringMatching(/^✓ registration done: subscription [a-f0-9]{24} is In Review$/),
    ]);
    expect(registered.stdout).toContain('coupon WELCOME20 applied');
    expect(registered.stdout).toContain('shipping to 1500 W Colfax Ave, Denver, CO 80204');

    const subscriptions = await cli(session, 'subscriptions', 'list', '--json');
    expect(JSON.parse(subscriptions.stdout)).toEqual([expect.objectContaining({ productType: 'wl', displayStatus: 'In Review', registrationStep: 'done' })]);
    const id = (JSON.parse(subscriptions.stdout) as { _id: string }[])[0]!._id;
    const patient = await api.POST('/identity/sign-in', { body: { email, password: 'Register123' } });
    const charges = await api.GET('/api/subscription/charges/{id}', {
      params: { path: { id } },
      headers: { authorization: `Bearer ${patient.data?.data[0]?.accessToken}` },
    });
    expect(charges.data?.data.map((charge) => charge.status)).toEqual(['hold']);
    // The coupon came off the first delivery: $20 less than the regular 3-month price of the default dose.
    expect(charges.data?.data[0]?.invoiceItems).toContainEqual(expect.objectContaining({ type: 'coupon', sum: 20, isNegative: true }));
  });

  it('says which step and why when a step is refused, with the exit code of an API error', async () => {
    const file = join(folder, 'declined.answers.json');
    writeFileSync(
      file,
      JSON.stringify({
        account: { email: `cli.declined.${Date.now()}@example.com`, password: 'Register123' },
        productType: 'ed',
        basics: { gender: 'male', birthDate: '03-15-2012', zipCode: '10001', phone: '(212) 555-0143' },
        address: { address: '1500 Colfax Ave', city: 'Denver', state: 'CO', zipCode: '80218' },
        card: { number: '4000 0000 0000 0002', expiry: '12/34', cvc: '123' },
      }),
    );
    // A rule the form applies is refused before anything is written; one only the service knows names its step.
    const tooYoung = await cli(join(folder, 'declined.session.json'), 'register', '--answers', file);
    expect(tooYoung).toMatchObject({
      code: 2,
      stderr: 'Error: The answers file is not valid: basics.birthDate: You must be 18 or older to use this service\n',
    });
    const answers = JSON.parse(readFileSync(file, 'utf8')) as { basics: Record<string, string> };
    writeFileSync(file, JSON.stringify({ ...answers, basics: { ...answers.basics, birthDate: '03-15-1990' } }));
    const refused = await cli(join(folder, 'declined.session.json'), 'register', '--answers', file);
    expect(refused.code).toBe(4);
    expect(refused.stderr).toMatch(/^Error: Your Health \(questions\): ".+" \([a-f0-9]{24}\): Choose an answer\n$/);
    writeFileSync(join(folder, 'broken.json'), '{"productType": "xx"}');
    const broken = await cli(join(folder, 'declined.session.json'), 'register', '--answers', join(folder, 'broken.json'));
    expect(broken.code).toBe(2);
    expect(broken.stderr).toMatch(/The answers file is not valid: productType/);
  });
});

describe('`products list` and `products prices`', () => {
  it('lists the catalogue of a product type and prices every option', async () => {
    const session = join(folder, 'products.session.json');
    await cli(session, 'signup', '--email', `cli.products.${Date.now()}@example.com`, '--password', 'Products123');
    const products = await cli(session, 'products', 'list', '--type', 'hl');
    expect(products.code).toBe(0);
    expect(products.stdout).toMatch(/PRODUCT\s+VARIATION/);
    expect(products.stdout).toMatch(/Finasteride\s+Oral Finasteride/);
    const prices = await cli(session, 'products', 'prices', '--type', 'ed', '--json');
    const rows = JSON.parse(prices.stdout) as { offerPrice: number; strikeThroughPrice: number }[];
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.every((row) => row.offerPrice <= row.strikeThroughPrice)).toBe(true);
    expect((await cli(session, 'products', 'list', '--type', 'xx')).code).toBe(2);
  });
});
