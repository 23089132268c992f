import { afterAll, beforeAll, expect, it } from 'vitest';
import { runCli } from '../../adapters/cli/run-cli';
import type { RunningReferenceServer } from '../../server/reference-server';
import { registerPatient } from '../support/patient-factory';
import { startTestServer } from '../support/test-server';

/** The CLI's operator commands (issue 17): the care team, the pharmacy and the clock of the reference backend. */
let withOps: RunningReferenceServer;
let plain: RunningReferenceServer;
beforeAll(async () => {
  [withOps, plain] = await Promise.all([startTestServer({ ops: true }), startTestServer({ seed: false })]);
});
afterAll(async () => {
  await Promise.all([withOps.close(), plain.close()]);
});

const cli = async (server: RunningReferenceServer, ...argv: string[]) => {
  let stdout = '';
  let stderr = '';
  const code = await runCli({
    argv,
    env: { VIREO_API: server.apiBase(), VIREO_SESSION_FILE: '/dev/null', NO_COLOR: '1' },
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
  });
  return { code, stdout, stderr };
};

it('takes a fresh patient from In Review to a delivered order and a renewal', async () => {
  const { patient, subscriptionId } = await registerPatient(withOps.apiBase(), { productType: 'ed', treatment: { frequencyOfDelivery: 1 } });

  const queue = await cli(withOps, 'care', 'queue');
  expect(queue.code).toBe(0);
  expect(queue.stdout).toMatch(
    new RegExp(`${subscriptionId}\\s+Sildenafil\\s+In Review \\(pending\\)\\s+${patient.email.replace(/\./g, '\\.')}\\s+CO\\s+\\$\\d+\\.\\d{2}`),
  );

  const approved = await cli(withOps, 'care', 'approve', '--id', subscriptionId);
  expect(approved).toMatchObject({ code: 0, stderr: '' });
  expect(approved.stdout).toMatch(new RegExp(`^✓ ${subscriptionId} is now Active \\(active\\)\\n  doctor: Dr\\. \\w+\\n  first order [a-f0-9]{24}: `));
  const again = await cli(withOps, 'care', 'approve', '--id', subscriptionId);
  expect(again).toMatchObject({ code: 4, stderr: 'Error: This treatment cannot be approved: it is active.\n' });

  const orders = JSON.parse((await cli(withOps, 'care', 'orders', '--id', subscriptionId, '--json')).stdout) as { _id: string; status: string }[];
  expect(orders.map((order) => order.status)).toEqual(['processing']);
  const orderId = orders[0]?._id ?? '';
  expect((await cli(withOps, 'care', 'ship', '--order', orderId, '--carrier', 'USPS', '--tracking', '9400100000000000000000')).stdout).toBe(
    `✓ order ${orderId} shipped with USPS: 9400100000000000000000\n`,
  );
  expect((await cli(withOps, 'care', 'ship', '--order', orderId, '--carrier', 'DHL')).code).toBe(2);
  expect((await cli(withOps, 'care', 'deliver', '--order', orderId)).stdout).toBe(`✓ order ${orderId} delivered\n`);

  const shown = await cli(withOps, 'clock', 'show', '--json');
  expect(JSON.parse(shown.stdout)).toMatchObject({ offsetDays: 0 });
  expect(await cli(withOps, 'clock', 'advance', '--days=-2')).toMatchObject({
    code: 2,
    stderr: 'Error: --days must be a whole number from 1 to 1098: the clock only moves forward\n',
  });
  const advanced = await cli(withOps, 'clock', 'advance', '--days', '32');
  expect(advanced.code).toBe(0);
  expect(advanced.stdout).toMatch(new RegExp(`\\d{4}-\\d{2}-\\d{2}  ${subscriptionId}  Erectile dysfunction  charged \\(period 2\\) \\$\\d+\\.\\d{2}`));
  expect(advanced.stdout).toMatch(/\nNow \d{4}-\d{2}-\d{2}T/);
  expect((await cli(withOps, 'billing', 'run')).stdout).toBe('Nothing fell due.\n');
});

it('asks for the decision’s missing words and says when the backend has no operator routes', async () => {
  expect((await cli(withOps, 'care', 'send-back', '--id', '0123456789abcdef01234567')).code).toBe(2);
  expect(await cli(plain, 'care', 'queue')).toMatchObject({
    code: 4,
    stderr: 'Error: The operator routes are not there: start the reference backend with --ops\n',
  });
});
