import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TREATABLE_ANSWERS, GOAL_QUESTION_ID, writeAnswersFile } from './cli-answers-file';
import { recordCounts, runCli, useTestBackend } from './cli-harness';

const backend = useTestBackend('cli-checks-');
const newAccount = (name: string) => ({ account: { email: `${name}@example.com`, password: 'Register123' } });
const cli = (name: string, ...args: string[]) => runCli(backend.server, join(backend.folder, `${name}.session.json`), ...args);

describe('the whole answers file is checked before anything is written (issue 20, defect 5)', () => {
  it('refuses an unknown question id before the account is created', async () => {
    const file = writeAnswersFile(backend.folder, 'unknown-id', {
      ...newAccount('unknown-id'),
      answers: { ...TREATABLE_ANSWERS, '0123456789abcdef01234567': 'Yes' },
    });
    const before = await recordCounts(backend.server);
    expect(await cli('unknown-id', 'register', '--answers', file)).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'Error: The answers file is not valid: answers.0123456789abcdef01234567: no question of the hl registration has this id (see `register questions --type hl`)\n',
    });
    expect(await recordCounts(backend.server)).toEqual(before);
  });

  it('names an option a question does not have, and the rules a field breaks, all at once', async () => {
    const file = writeAnswersFile(backend.folder, 'bad-values', {
      ...newAccount('bad-values'),
      answers: { ...TREATABLE_ANSWERS, [GOAL_QUESTION_ID]: 'Grow a beard' },
      card: { number: '4242 4242 4242 4241', expiry: '01/20', cvc: '123' },
    });
    const answers = JSON.parse(readFileSync(file, 'utf8')) as { basics: Record<string, string> };
    writeFileSync(file, JSON.stringify({ ...answers, basics: { ...answers.basics, birthDate: '02-30-1990' } }));
    const before = await recordCounts(backend.server);
    const refused = await cli('bad-values', 'register', '--answers', file, '--json');
    expect(refused.code).toBe(2);
    const { error } = JSON.parse(refused.stderr) as { error: { code: string; message: string; status: null } };
    expect(error).toMatchObject({ code: 'usage_error', status: null });
    expect(error.message.split('; ')).toEqual([
      'The answers file is not valid: basics.birthDate: Enter a date that exists, as MM-DD-YYYY',
      'card.number: Check your card number',
      'card.expiry: This card has expired',
      `answers.${GOAL_QUESTION_ID} ("What is your main goal?"): no option 'Grow a beard' (its options: 'Keep the hair I have', 'Regrow hair', 'Both')`,
    ]);
    expect(await recordCounts(backend.server)).toEqual(before);
  });

  it('--dry-run checks a good file against the questionnaires and writes nothing, not even a session', async () => {
    const file = writeAnswersFile(backend.folder, 'dry', newAccount('dry'));
    const before = await recordCounts(backend.server);
    expect(await cli('dry', 'register', '--answers', file, '--dry-run')).toEqual({
      code: 0,
      stdout: '✓ the answers file is valid: 15 answers for the hl registration; nothing was written\n',
      stderr: '',
    });
    expect(JSON.parse((await cli('dry', 'register', '--answers', file, '--dry-run', '--json')).stdout)).toEqual({
      valid: true,
      productType: 'hl',
      answers: 15,
    });
    expect(await recordCounts(backend.server)).toEqual(before);
    expect(existsSync(join(backend.folder, 'dry.session.json'))).toBe(false);
  });
});
