import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeAnswersFile } from './cli-answers-file';
import { moneyRecordsOf, runCli, useTestBackend } from './cli-harness';

const backend = useTestBackend('cli-journey-');
const cli = (...args: string[]) => runCli(backend.server, join(backend.folder, 'session.json'), ...args);
let subscriptionId: string;

/** Stands in for the doctor, whom the patient API leaves out: approving captures the held payment and makes the subscription active. */
const approveAsDoctor = (id: string) =>
  backend.server.context.db.transaction(async (tx) => {
    await tx.query(`update charges set status = 'captured', doc = jsonb_set(doc, '{status}', '"captured"') where subscription_id = $1 and status = 'hold'`, [
      id,
    ]);
    await tx.query(`update subscriptions set doc = doc || '{"status": "active", "isApproved": true}'::jsonb where id = $1`, [id]);
  });

describe('a patient scripted from the CLI: a registration, a pause and a resume, a message', () => {
  it('registers from an answers file, printing each step, and leaves the subscription In Review with its first payment held', async () => {
    const file = writeAnswersFile(backend.folder, 'registration', {
      account: { email: 'sam.script@example.com', password: 'Register123', firstName: 'Sam', lastName: 'Script' },
    });
    const registered = await cli('register', '--answers', file);
    expect(registered).toMatchObject({ code: 0, stderr: '' });
    expect(registered.stdout.replaceAll(/\b[a-f0-9]{24}\b/g, '<id>')).toBe(
      `✓ signed up as sam.script@example.com
✓ registration <id> started: basic → questions → globalQuestions → treatment → payment → photo
✓ The Basics (basic)
✓ Your Health (questions)
✓ Medical History (globalQuestions)
  Finasteride, Oral Finasteride 1 mg, 30 uses a month, every 1 month(s)
✓ Treatment Plan (treatment)
  shipping to 1500 E Colfax Ave, Denver, CO 80218
  $24.00 held on the card
✓ Shipping & Payment (payment)
✓ Identity Verification (photo)
✓ registration done: subscription <id> is In Review
`,
    );

    const listed = await cli('subscriptions', 'list', '--json');
    expect(listed.code).toBe(0);
    const subscriptions = JSON.parse(listed.stdout) as { _id: string }[];
    expect(subscriptions).toEqual([expect.objectContaining({ productType: 'hl', displayStatus: 'In Review', registrationStep: 'done' })]);
    subscriptionId = subscriptions[0]!._id;
    expect(await moneyRecordsOf(backend.server, subscriptionId)).toEqual({ charges: ['hold'], orders: ['pending'] });
  });

  it('pauses the approved subscription, refuses a second pause, and resumes it', async () => {
    await approveAsDoctor(subscriptionId);
    expect(await cli('subscriptions', 'pause', '--id', subscriptionId)).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^Paused\. Status: Active \(pause\)/),
    });
    expect(await cli('subscriptions', 'pause', '--id', subscriptionId)).toMatchObject({
      code: 4,
      stderr: expect.stringContaining('This subscription cannot be paused'),
    });
    expect(await cli('subscriptions', 'resume', '--id', subscriptionId)).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^Resumed\. Status: Active \(active\)/),
    });
  });

  it('asks support a question, sends a message in that chat, and reads both back in order', async () => {
    const asked = await cli('chat', 'ask', '--category', 'account', '--message', 'How do I change my e-mail address?', '--json');
    expect(asked.code).toBe(0);
    const { chatId } = JSON.parse(asked.stdout) as { chatId: string };
    const sent = await cli('chat', 'send', '--chat', chatId, '--message', 'Found it under Account, thanks.');
    expect(sent).toMatchObject({ code: 0, stdout: expect.stringMatching(new RegExp(`^Sent in chat ${chatId} at .+ UTC \\(message [a-f0-9]{24}\\)\\.\\n$`)) });

    const read = await cli('chat', 'read', '--chat', chatId);
    expect(read.code).toBe(0);
    expect(read.stdout).toMatch(
      /^Support \(Care team\)\n\n.+ UTC {2}You \(sent\):\n {4}How do I change my e-mail address\?\n.+ UTC {2}You \(sent\):\n {4}Found it under Account, thanks\.\n$/,
    );
  });
});
