import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli as runCliInProcess } from '../../adapters/cli/run-cli';
import { writeAnswersFile } from './cli-answers-file';
import { moneyRecordsOf, recordCounts, runCli, useTestBackend } from './cli-harness';

const backend = useTestBackend('cli-retries-');
const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const account = (name: string) => ({ email: `${name}@example.com`, password: 'Register123' });

describe('running an answers file again never charges again (issue 20, defect 1)', () => {
  it('says a finished registration is done, with its subscription, and writes and charges nothing', async () => {
    const file = writeAnswersFile(backend.folder, 'finished', { account: account('finished'), coupon: 'WELCOME20' });
    const session = join(backend.folder, 'finished.session.json');
    const first = await runCli(backend.server, session, 'register', '--answers', file, '--json');
    expect(first).toMatchObject({ code: 0, stderr: '' });
    const { subscriptionId } = JSON.parse(first.stdout) as { subscriptionId: string };
    const before = await recordCounts(backend.server);

    const again = await runCli(backend.server, session, 'register', '--answers', file);
    expect(again).toEqual({
      code: 0,
      stderr: '',
      stdout: `✓ signed in as finished@example.com (the session file's)\n✓ registration done already: subscription ${subscriptionId} is In Review (nothing was charged again)\n`,
    });
    const json = await runCli(backend.server, session, 'register', '--answers', file, '--json');
    expect(JSON.parse(json.stdout)).toEqual({ subscriptionId, productType: 'hl', registrationStep: 'done', status: 'pending', alreadyDone: true });
    expect(await recordCounts(backend.server)).toEqual(before);
    expect(await moneyRecordsOf(backend.server, subscriptionId)).toEqual({ charges: ['hold'], orders: ['pending'] });
  });

  it('finishes a registration whose payment was held but whose answer never came, without paying again', async () => {
    const file = writeAnswersFile(backend.folder, 'lost-answer', { account: account('lost-answer') });
    const env = { VIREO_API: backend.server.apiBase(), VIREO_SESSION_FILE: join(backend.folder, 'lost-answer.session.json') };
    const printed: string[] = [];
    const run = () =>
      runCliInProcess({ argv: ['register', '--answers', file], env, stdout: (text) => printed.push(text), stderr: (text) => printed.push(text) });
    // The server holds the payment, and the connection drops before its answer arrives (twice: the retry too).
    globalThis.fetch = async (input, init) => {
      const response = await realFetch(input, init);
      if (new URL(input instanceof Request ? input.url : String(input)).pathname.includes('/hold-charge/')) throw new TypeError('fetch failed');
      return response;
    };
    expect(await run()).toBe(4);
    expect(printed.at(-1)).toBe('Error: Shipping & Payment (payment): We could not reach the server. Check your connection and try again.\n');
    globalThis.fetch = realFetch;

    printed.length = 0;
    expect(await run()).toBe(0);
    const [listed] = (
      await backend.server.context.db.query<{ id: string }>(
        `select id from subscriptions where doc->>'registrationStep' = 'done' order by created_at desc limit 1`,
      )
    ).rows;
    expect(printed.join('')).toContain('  a payment is held already: nothing is charged again\n✓ Shipping & Payment (payment)\n');
    expect(await moneyRecordsOf(backend.server, listed!.id)).toEqual({ charges: ['hold'], orders: ['pending'] });
  });

  it('--idempotency-key names the registration: the same key for another treatment is refused with a code', async () => {
    const session = join(backend.folder, 'keyed.session.json');
    const hairLoss = writeAnswersFile(backend.folder, 'keyed-hl', { account: account('keyed') });
    expect((await runCli(backend.server, session, 'register', '--answers', hairLoss, '--idempotency-key', 'order-4711')).code).toBe(0);
    const ed = writeAnswersFile(backend.folder, 'keyed-ed', { account: account('keyed'), productType: 'ed', answers: {} });
    const before = await recordCounts(backend.server);
    const refused = await runCli(backend.server, session, 'register', '--answers', ed, '--idempotency-key', 'order-4711', '--json');
    expect(refused.code).toBe(4);
    expect(JSON.parse(refused.stderr)).toEqual({
      error: {
        code: 'idempotency_key_reused',
        message: 'This idempotency key was already used for the registration of another treatment: use a new key.',
        status: 409,
      },
    });
    expect(await recordCounts(backend.server)).toEqual(before);
    expect((await runCli(backend.server, session, 'register', '--answers', ed, '--idempotency-key', 'short')).stderr).toContain(
      '--idempotency-key takes 8 to 255',
    );
  });
});
