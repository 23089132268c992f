import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GOAL_QUESTION_ID, TREATABLE_ANSWERS, writeAnswersFile } from './cli-answers-file';
import { moneyRecordsOf, recordCounts, runCli, useTestBackend } from './cli-harness';

const backend = useTestBackend('cli-refusals-');

/** The CLI signed in, with a session file of its own, as a new patient with no registration yet. */
const newPatient = async (name: string) => {
  const cli = (...args: string[]) => runCli(backend.server, join(backend.folder, `${name}.session.json`), ...args);
  expect((await cli('signup', '--email', `${name}@example.com`, '--password', 'Register123')).code).toBe(0);
  return cli;
};

const onlySubscription = async (cli: (...args: string[]) => ReturnType<typeof runCli>) => {
  const listed = JSON.parse((await cli('subscriptions', 'list', '--json')).stdout) as { _id: string; registrationStep: string }[];
  expect(listed).toHaveLength(1);
  return listed[0]!;
};

describe('`register` refusing a bad answers file: a clear message, a non-zero exit code, no half-made records', () => {
  it('refuses a question id the registration does not ask before writing anything', async () => {
    const cli = await newPatient('unknown-question');
    const file = writeAnswersFile(backend.folder, 'unknown-question', { answers: { ...TREATABLE_ANSWERS, '0123456789abcdef01234567': 'Yes' } });
    const before = await recordCounts(backend.server);
    expect(await cli('register', '--answers', file)).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'Error: The answers file is not valid: answers.0123456789abcdef01234567: no question of the hl registration has this id (see `register questions --type hl`)\n',
    });
    expect(await recordCounts(backend.server)).toEqual(before);
  });

  it('stops at the question a missing answer leaves open, with nothing charged, and continues there once the file answers it', async () => {
    const cli = await newPatient('missing-answer');
    const withoutGoal = Object.fromEntries(Object.entries(TREATABLE_ANSWERS).filter(([id]) => id !== GOAL_QUESTION_ID));
    const refused = await cli('register', '--answers', writeAnswersFile(backend.folder, 'missing-answer', { answers: withoutGoal }));
    expect(refused).toMatchObject({ code: 4, stderr: `Error: Your Health (questions): "What is your main goal?" (${GOAL_QUESTION_ID}): Choose an answer\n` });
    const stopped = await onlySubscription(cli);
    expect(stopped.registrationStep).toBe('questions');
    expect(await moneyRecordsOf(backend.server, stopped._id)).toEqual({ charges: [], orders: [] });

    const continued = await cli('register', '--answers', writeAnswersFile(backend.folder, 'missing-answer'));
    expect(continued).toMatchObject({ code: 0, stdout: expect.stringContaining(`✓ continuing the registration ${stopped._id} at questions\n`) });
    expect(await onlySubscription(cli)).toMatchObject({ _id: stopped._id, registrationStep: 'done' });
  });

  it('says the card was declined, holding no payment and making no order', async () => {
    const cli = await newPatient('declined-card');
    const declined = { number: '4000 0000 0000 0002', expiry: '12/34', cvc: '123' };
    const refused = await cli('register', '--answers', writeAnswersFile(backend.folder, 'declined-card', { card: declined }));
    expect(refused).toMatchObject({ code: 4, stderr: 'Error: Shipping & Payment (payment): Your card was declined.\n' });
    expect(refused.stdout).not.toContain('held on the card');
    const stopped = await onlySubscription(cli);
    expect(stopped.registrationStep).toBe('payment');
    expect(await moneyRecordsOf(backend.server, stopped._id)).toEqual({ charges: [], orders: [] });
  });

  it('charges nothing when the identity check wants photos the file does not name', async () => {
    const cli = await newPatient('no-photos');
    const refused = await cli('register', '--answers', writeAnswersFile(backend.folder, 'no-photos', { photos: undefined }));
    expect(refused).toMatchObject({
      code: 4,
      stderr: 'Error: Shipping & Payment (payment): Identity verification is on: the answers file needs photos.cardID and photos.selfie\n',
    });
    const stopped = await onlySubscription(cli);
    expect(stopped.registrationStep).toBe('payment');
    expect(await moneyRecordsOf(backend.server, stopped._id)).toEqual({ charges: [], orders: [] });
  });

  it("refuses the file's account when its password is wrong, starting nothing", async () => {
    await newPatient('known-patient');
    const file = writeAnswersFile(backend.folder, 'wrong-password', { account: { email: 'known-patient@example.com', password: 'Wrong-pass1' } });
    const before = await recordCounts(backend.server);
    expect(await runCli(backend.server, join(backend.folder, 'wrong-password.session.json'), 'register', '--answers', file)).toEqual({
      code: 3,
      stdout: '',
      stderr: 'Error: Incorrect e-mail or password\n',
    });
    expect(await recordCounts(backend.server)).toEqual(before);
  });
});
