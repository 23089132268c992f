import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runCli } from '../../adapters/cli/run-cli';
import { pdfLines } from '../../adapters/receipts/pdf-text.test-support';
import { NO_RECEIPT } from '../../domain/billing/receipt';
import type { RunningReferenceServer } from '../../server/reference-server';
import { registerPatient } from '../support/patient-factory';
import { startTestServer } from '../support/test-server';

/** The CLI's `billing update-card`, `billing retry` and `billing receipt` (issue 22), with the README's exit codes. */
let server: RunningReferenceServer;
beforeAll(async () => {
  server = await startTestServer({ ops: true });
});
afterAll(async () => {
  await server.close();
});

const cli = async (sessionFile: string, ...argv: string[]) => {
  let stdout = '';
  let stderr = '';
  const code = await runCli({
    argv,
    env: { VIREO_API: server.apiBase(), VIREO_SESSION_FILE: sessionFile, NO_COLOR: '1' },
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
  });
  return { code, stdout, stderr };
};

it('changes the card, pays the renewal the old card refused once, and writes its receipt', async () => {
  const { patient, subscriptionId } = await registerPatient(server.apiBase(), {
    productType: 'hl',
    card: '4000 0000 0000 0341',
    treatment: { frequencyOfDelivery: 1 },
    firstName: 'Robin',
  });
  const session = patient.sessionFile;
  expect((await cli(session, 'care', 'approve', '--id', subscriptionId)).code).toBe(0);
  expect((await cli(session, 'clock', 'advance', '--days', '35')).code).toBe(0);
  const shown = JSON.parse((await cli(session, 'subscriptions', 'show', '--id', subscriptionId, '--json')).stdout) as {
    subscription: { status: string; paymentFailure: { chargeId: string } };
  };
  expect(shown.subscription.status).toBe('past_due');
  const failedId = shown.subscription.paymentFailure.chargeId;

  expect(await cli(session, 'billing', 'retry', '--charge', failedId)).toMatchObject({ code: 4, stderr: 'Error: Your card was declined.\n' });
  expect(await cli(session, 'billing', 'update-card', '--number', '4000 0000 0000 9995', '--expiry', '12/34', '--cvc', '123')).toMatchObject({
    code: 4,
    stderr: 'Error: Your card has insufficient funds.\n',
  });
  const mistyped = await cli(session, 'billing', 'update-card', '--number', '4242 4242 4242 4241', '--expiry', '12/34', '--cvc', '123');
  expect(mistyped).toMatchObject({ code: 2, stderr: 'Error: Check your card number\n' });
  expect((await cli(session, 'billing', 'update-card', '--number', '4242 4242 4242 4242')).code).toBe(2);
  expect(await cli(session, 'billing', 'card')).toMatchObject({ code: 0, stdout: 'Visa ending in 0341\n' });

  expect(await cli(session, 'billing', 'update-card', '--number', '4242 4242 4242 4242', '--expiry', '12/34', '--cvc', '123')).toMatchObject({
    code: 0,
    stdout: 'Card on file: Visa ending in 4242, expires 12/34.\n',
  });
  const paid = await cli(session, 'billing', 'retry', '--charge', failedId, '--json');
  expect(paid.code).toBe(0);
  const { charge, subscription } = JSON.parse(paid.stdout) as { charge: { _id: string; sum: number }; subscription: { status: string } };
  expect(subscription.status).toBe('active');
  expect(await cli(session, 'billing', 'retry', '--charge', failedId)).toMatchObject({
    code: 4,
    stderr: 'Error: This payment was already made: there is nothing left to pay.\n',
  });
  expect(await cli(session, 'billing', 'retry', '--charge', charge._id)).toMatchObject({
    code: 4,
    stderr: 'Error: This charge was paid, not refused: there is nothing to retry.\n',
  });

  const out = join(mkdtempSync(join(tmpdir(), 'receipt-')), 'receipt.pdf');
  const written = await cli(session, 'billing', 'receipt', '--charge', charge._id, '--out', out, '--brand', 'women');
  expect(written).toMatchObject({ code: 0, stdout: expect.stringMatching(new RegExp(`^Receipt written to ${out} \\(\\d+ bytes\\)\\.\\n$`)) });
  const lines = await pdfLines(readFileSync(out));
  expect(lines).toEqual(
    expect.arrayContaining([
      "Wren Women's Health Receipt",
      'Vireo Health Services, LLC',
      'Billed to Robin Tester',
      `Charge ID ${charge._id}`,
      'Payment method Visa ending in 4242',
      'Status Paid',
      `Total paid $${charge.sum.toFixed(2)}`,
    ]),
  );
  expect(await cli(session, 'billing', 'receipt', '--charge', failedId, '--out', out)).toMatchObject({ code: 4, stderr: `Error: ${NO_RECEIPT}\n` });
  expect((await cli(session, 'billing', 'receipt', '--charge', charge._id, '--out', out, '--brand', 'kids')).code).toBe(2);

  // Another patient's charge is no charge at all; without a session nothing is asked.
  const other = await registerPatient(server.apiBase(), { productType: 'ed' });
  expect(await cli(other.patient.sessionFile, 'billing', 'receipt', '--charge', charge._id, '--out', out)).toMatchObject({
    code: 4,
    stderr: 'Error: Charge not found\n',
  });
  expect(await cli(other.patient.sessionFile, 'billing', 'retry', '--charge', failedId)).toMatchObject({ code: 4, stderr: 'Error: Charge not found\n' });
  expect((await cli(join(tmpdir(), 'no-such-session.json'), 'billing', 'retry', '--charge', failedId)).code).toBe(3);
});
