import { EXIT_CODES, type Command } from '../cli-context';
import { reportFailure, usageError } from '../failures';
import { signedIn } from '../signed-in';
import { NO_PASSWORD, passwordOf, PASSWORD_OPTIONS } from './password-input';
import { AREAS } from '../../container/tokens';

const describeUser = (user: { email: string; firstName: string | null; lastName: string | null; patient: { status: string } | null }) =>
  [`${[user.firstName, user.lastName].filter(Boolean).join(' ') || '(no name)'} <${user.email}>`, user.patient ? `patient status: ${user.patient.status}` : '']
    .filter(Boolean)
    .join('\n');

export const signUpCommand: Command = {
  path: ['signup'],
  summary: 'Create a patient account and sign in',
  options: {
    email: { type: 'string', description: 'e-mail address', required: true },
    ...PASSWORD_OPTIONS,
    'first-name': { type: 'string', description: 'first name' },
    'last-name': { type: 'string', description: 'last name' },
  },
  run: async (context, values) => {
    const password = await passwordOf(context, values);
    if (password === null) return usageError(context, `${NO_PASSWORD} (8+ characters, a letter and a digit)`);
    const user = await context.get(AREAS.session).signUp.execute({
      email: String(values.email),
      password,
      patient: {
        ...(typeof values['first-name'] === 'string' ? { firstName: values['first-name'] } : {}),
        ...(typeof values['last-name'] === 'string' ? { lastName: values['last-name'] } : {}),
      },
    });
    if (!user.ok) {
      return reportFailure(context, user.error);
    }
    const outcome = user.value;
    if (outcome.kind === 'confirmation-required') {
      context.output.result(outcome, () => `A confirmation code was sent to ${outcome.email}: run \`confirm-signup\` with it.`);
      return EXIT_CODES.ok;
    }
    context.output.result(outcome.user, () => `Signed up and signed in as ${describeUser(outcome.user)}`);
    return EXIT_CODES.ok;
  },
};

export const confirmSignUpCommand: Command = {
  path: ['confirm-signup'],
  summary: 'Finish a sign-up with the code the identity provider e-mailed',
  options: {
    email: { type: 'string', description: 'e-mail address', required: true },
    ...PASSWORD_OPTIONS,
    code: { type: 'string', description: 'the confirmation code', required: true },
  },
  run: async (context, values) => {
    const password = await passwordOf(context, values);
    if (password === null) return usageError(context, NO_PASSWORD);
    const user = await context.get(AREAS.session).confirmSignUp.execute({
      email: String(values.email),
      password,
      code: String(values.code),
      patient: {},
    });
    if (!user.ok) {
      return reportFailure(context, user.error);
    }
    context.output.result(user.value, () => `Signed up and signed in as ${describeUser(user.value)}`);
    return EXIT_CODES.ok;
  },
};

export const loginCommand: Command = {
  path: ['login'],
  summary: 'Sign in with e-mail and password',
  options: {
    email: { type: 'string', description: 'e-mail address', required: true },
    ...PASSWORD_OPTIONS,
  },
  run: async (context, values) => {
    const password = await passwordOf(context, values);
    if (password === null) return usageError(context, NO_PASSWORD);
    const user = await context.get(AREAS.session).signIn.execute({ email: String(values.email), password });
    if (!user.ok) {
      return reportFailure(context, user.error);
    }
    context.output.result(user.value, () => `Signed in as ${describeUser(user.value)}`);
    return EXIT_CODES.ok;
  },
};

export const logoutCommand: Command = {
  path: ['logout'],
  summary: 'Sign out and forget the session',
  options: {},
  run: async (context) => {
    await context.get(AREAS.session).signOut.execute();
    context.output.result({ signedOut: true }, () => 'Signed out');
    return EXIT_CODES.ok;
  },
};

export const whoamiCommand: Command = {
  path: ['whoami'],
  summary: 'Show the signed-in patient',
  options: {},
  run: signedIn(async (context, _values, user) => {
    context.output.result(user, () => describeUser(user));
    return EXIT_CODES.ok;
  }),
};
