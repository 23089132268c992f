import { parseArgs } from 'node:util';
import { eventLines } from '../adapters/cli/commands/operator-output';
import { runCli } from '../adapters/cli/run-cli';
import { operator } from '../tests/support/operator';
import { registerPatient, type Patient } from '../tests/support/patient-factory';

/**
 * `npm run demo:year`: a fresh patient's year of treatment on the reference backend (started with ops:
 * `npm start -- --ops`), told step by step: sign-up and registration, the doctor's approval, the first
 * shipment, renewals, a skipped month, a pause, and a renewal refused because the card expired. It moves
 * the backend's calendar about seven months forward (for everyone on it). Afterwards the app shows that
 * patient's year: sign in with the e-mail and password it prints.
 */

const { values } = parseArgs({ options: { api: { type: 'string', default: process.env.VIREO_API ?? 'http://127.0.0.1:3000/backend' } } });
const apiBase = String(values.api);
const ops = operator(apiBase);

const step = (title: string) => console.log(`\n\u001b[1m${title}\u001b[0m`);
const indented = (text: string) => text.replace(/^(?=.)/gm, '  ');

/** A CLI command as the patient, its output shown as the CLI prints it. */
const asPatient = async (patient: Patient, ...argv: string[]) => {
  const code = await runCli({
    argv,
    env: { ...process.env, VIREO_API: apiBase, VIREO_SESSION_FILE: patient.sessionFile },
    stdout: (text) => process.stdout.write(indented(text)),
    stderr: (text) => process.stderr.write(text),
  });
  if (code !== 0) throw new Error(`\`${argv.join(' ')}\` failed (exit ${code})`);
};

/** An operator's CLI command (the care team, the pharmacy, the clock): no session needed. */
const asOperator = (...argv: string[]) => asPatient({ email: '', password: '', firstName: '', sessionFile: '/dev/null' }, ...argv);

/** What billing and the pharmacy did to this patient's treatment as the calendar moved (other patients' too are left out). */
const showEvents = (events: Awaited<ReturnType<typeof ops.runBilling>>['events'], now: string) => {
  const mine = events
    .filter((event) => event.subscriptionId === subscriptionId)
    .map((event) => ({ ...event, period: event.period ?? null, sum: event.sum ?? null, failureMessage: event.failureMessage ?? null }));
  console.log(indented(`${eventLines(mine)}\nNow ${now.slice(0, 10)}.`));
};
const advance = async (days: number) => {
  const { clock, run } = await ops.advanceClock(days);
  showEvents(run.events, clock.now);
};

/** MM/YY of the month six months after the backend's today: the card pays until then. */
const expiryInSixMonths = (now: string): string => {
  const date = new Date(now);
  const expiry = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 6, 1));
  return `${String(expiry.getUTCMonth() + 1).padStart(2, '0')}/${String(expiry.getUTCFullYear() % 100).padStart(2, '0')}`;
};

const reachable = await ops.call('GET', '/clock').catch(() => null);
if (!reachable || reachable.status !== 200) {
  console.error(`The reference backend's operator routes are not at ${apiBase}/_ops: start it with \`npm start -- --ops\` (or pass --api).`);
  process.exit(1);
}

step('1. A new patient signs up and registers a monthly hair-loss treatment (card good for six months)');
const today = (await ops.clock()).now;
const { patient, subscriptionId } = await registerPatient(apiBase, {
  productType: 'hl',
  firstName: 'Robin',
  treatment: { frequencyOfDelivery: 1 },
  expiry: expiryInSixMonths(today),
});
console.log(`  ${patient.email} (password ${patient.password}), subscription ${subscriptionId}: In Review`);

step('2. The doctor approves it: the held payment is captured, the first order goes to the pharmacy');
await asOperator('care', 'approve', '--id', subscriptionId);

step('3. The pharmacy ships the first order, the carrier delivers it');
const [first] = await ops.ordersOf(subscriptionId);
await asOperator('care', 'ship', '--order', first?._id ?? '');
await asOperator('care', 'deliver', '--order', first?._id ?? '');

step('4. Two months pass: two renewals, each billed, shipped and delivered');
await advance(31);
await advance(31);

step('5. The patient skips next month’s delivery');
await asPatient(patient, 'subscriptions', 'skip', '--id', subscriptionId, '--periods', '1');

step('6. Two months pass: the skipped month is not billed, the one after is (the third renewal)');
await advance(31);
await advance(31);

step('7. The patient pauses the treatment; six weeks pass and nothing is billed');
await asPatient(patient, 'subscriptions', 'pause', '--id', subscriptionId);
await advance(45);

step('8. The patient resumes: the next delivery is billed at once (the fourth renewal)');
await asPatient(patient, 'subscriptions', 'resume', '--id', subscriptionId);
const resumed = await ops.runBilling();
showEvents(resumed.events, resumed.now);

step('9. A month on, the card has expired: the renewal is refused and the patient is told');
await advance(31);
await asPatient(patient, 'subscriptions', 'show', '--id', subscriptionId);

step('The year in the app');
console.log(`  Sign in as ${patient.email} with ${patient.password} (main brand http://localhost:3000): the dashboard says the`);
console.log('  payment did not go through; Order History and the treatment page show every delivery and charge.');
