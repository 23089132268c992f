import type { SubscriptionDetails } from '../../../domain/entities/subscription-details';
import { stepTitle } from '../../../domain/navigation/steps-header';
import { isRegistrationDone } from '../../../domain/registration-steps/registration-step';
import { subscriptionStatusLabel } from '../../../domain/subscription-status/status-label';
import { EXIT_CODES, type CliContext, type Command, type ExitCode } from '../cli-context';
import { reportFailure, ruleRefusal, usageError } from '../failures';
import { signedInUser } from '../signed-in';
import { readAnswersFile } from './answers-file';
import { signUpOrIn } from './registration-account';
import { registrationAnswersJsonSchema, type RegistrationAnswers } from './registration-answers';
import { answersFileProblems } from './registration-checks';
import { isIdempotencyKey, registrationKey } from './registration-key';
import { REGISTRATION_STEPS } from './registration-steps';
import { AREAS } from '../../container/tokens';

const todayUtc = () => {
  const now = new Date();
  return { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() };
};

/** The file read and checked whole (shape, photos, basics, card, every answer against the questionnaires), or the exit code after saying why not. */
const checkedFile = async (context: CliContext, path: string): Promise<RegistrationAnswers | ExitCode> => {
  const file = await readAnswersFile(path);
  if (!file.ok) return usageError(context, file.error.message);
  const problems = await answersFileProblems(context, file.value, todayUtc());
  if (!problems.ok) return reportFailure(context, problems.error);
  if (problems.value.length > 0) return usageError(context, `The answers file is not valid: ${problems.value.join('; ')}`);
  return file.value;
};

const doneResult = (done: SubscriptionDetails) => ({
  subscriptionId: done._id,
  productType: done.productType,
  registrationStep: done.registrationStep,
  status: done.status,
});

/**
 * The registration the key names (a new one, the one under way, or one finished before), then every step
 * of its order in turn, each printed as it passes. A finished one is reported as it is: nothing is
 * charged or written again.
 */
const runRegistration = async (context: CliContext, answers: RegistrationAnswers, patientId: string, key: string): Promise<ExitCode> => {
  const before = await context.get(AREAS.session).listSubscriptions.execute(patientId);
  if (!before.ok) return reportFailure(context, before.error);
  const started = await context.get(AREAS.registration).startRegistration.execute(answers.productType, key);
  if (!started.ok) return reportFailure(context, { ...started.error, message: started.detail ?? started.error.message });
  let subscription = started.value;
  const isNew = !before.value.some((existing) => existing._id === subscription._id);
  if (isRegistrationDone(subscription.registrationStep)) {
    const done = subscription;
    context.output.result(
      { ...doneResult(done), alreadyDone: true },
      () => `✓ registration done already: subscription ${done._id} is ${subscriptionStatusLabel(done.status, done.isApproved)} (nothing was charged again)`,
    );
    return EXIT_CODES.ok;
  }
  context.output.info(
    isNew
      ? `✓ registration ${subscription._id} started: ${subscription.registrationStepsOrder.join(' → ')}`
      : `✓ continuing the registration ${subscription._id} at ${subscription.registrationStep}`,
  );
  for (let guard = 0; guard < 10 && !isRegistrationDone(subscription.registrationStep); guard += 1) {
    const step = subscription.registrationStep;
    const run = REGISTRATION_STEPS[step];
    if (!run) return ruleRefusal(context, `The step '${step}' is not one the CLI knows`);
    const moved = await run(context, subscription, answers, patientId);
    if (!moved.ok) return reportFailure(context, moved.error, `${stepTitle(step)} (${step}): `);
    context.output.info(`✓ ${stepTitle(step)} (${step})`);
    subscription = moved.value;
  }
  const done = subscription;
  context.output.result(
    { ...doneResult(done), alreadyDone: false },
    () => `✓ registration done: subscription ${done._id} is ${subscriptionStatusLabel(done.status, done.isApproved)}`,
  );
  return EXIT_CODES.ok;
};

/**
 * `register --answers <file.json>`: a whole registration from a file, through the same use cases as the
 * app. The whole file is checked before anything is written (its account included); `--dry-run` stops
 * there. Then the file's account is signed up (or signed in), or the signed-in patient registers, and the
 * registration its idempotency key names is run to the end: running the file again continues it where it
 * stands, and once it is done says so without charging again.
 */
export const registerCommand: Command = {
  path: ['register'],
  summary: 'Run a whole registration (basics to done) from a JSON answers file; safe to run again',
  options: {
    answers: { type: 'string', description: 'the answers file (JSON; its schema: `register schema`)', required: true },
    'dry-run': { type: 'boolean', description: 'check the whole file (the answers against the questionnaires too) and write nothing' },
    'idempotency-key': {
      type: 'string',
      description: 'names this registration (8-255 of A-Z a-z 0-9 . _ : -); default: one per patient and product type, so a rerun never pays twice',
    },
  },
  run: async (context, values) => {
    const given = typeof values['idempotency-key'] === 'string' ? values['idempotency-key'] : undefined;
    if (given !== undefined && !isIdempotencyKey(given)) return usageError(context, '--idempotency-key takes 8 to 255 of A-Z a-z 0-9 . _ : -');
    const answers = await checkedFile(context, String(values.answers));
    if (typeof answers === 'number') return answers;
    if (values['dry-run'] === true) {
      const count = Object.keys(answers.answers).length;
      context.output.result(
        { valid: true, productType: answers.productType, answers: count },
        () => `✓ the answers file is valid: ${count} answers for the ${answers.productType} registration; nothing was written`,
      );
      return EXIT_CODES.ok;
    }
    const refused = await signUpOrIn(context, answers);
    if (refused !== null) return refused;
    const user = await signedInUser(context);
    if (typeof user === 'number') return user;
    if (!user.patient) return ruleRefusal(context, 'This account has no patient');
    return runRegistration(context, answers, user.patient._id, registrationKey(given, answers.productType));
  },
};

/** `register schema`: the answers file's JSON Schema (cli-package/answers-file.schema.json is this output). */
export const registrationSchemaCommand: Command = {
  path: ['register', 'schema'],
  summary: "Print the answers file's JSON Schema (for editors, and to check a file before running it)",
  options: {},
  run: async (context) => {
    const schema = registrationAnswersJsonSchema();
    context.output.result(schema, () => JSON.stringify(schema, null, 2));
    return EXIT_CODES.ok;
  },
};
