import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawApi } from '../support/raw-api';
import { startTestServer } from '../support/test-server';
import type { RunningReferenceServer } from '../../server/reference-server';

/**
 * Issue 18, item 5: a sign-in for an e-mail without an account takes as long as a wrong password for
 * one with an account (the password is checked against a dummy hash), so timing tells no account apart.
 */
let server: RunningReferenceServer;
let api: ReturnType<typeof rawApi>;

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const timeSignIns = async (emails: readonly string[]): Promise<number> => {
  const durations: number[] = [];
  for (const email of emails) {
    const started = performance.now();
    const answer = await api.call('POST', '/identity/sign-in', { body: { email, password: 'Wrong123456' } });
    durations.push(performance.now() - started);
    expect(answer.status).toBe(401);
  }
  return median(durations);
};

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  api = rawApi(server);
  await api.call('POST', '/identity/sign-up', { body: { email: 'known.timing@example.com', password: 'Correct123' } });
});
afterAll(async () => {
  await server.close();
});

describe('sign-in timing', () => {
  it('is about the same for an unknown e-mail as for a wrong password of a known one', async () => {
    // Interleaved rounds, so a busy moment of the machine slows both alike.
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      known.push(await timeSignIns(['known.timing@example.com']));
      unknown.push(await timeSignIns([`unknown.${round}@example.com`]));
    }
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });
});
