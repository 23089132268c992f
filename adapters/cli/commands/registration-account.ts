import { TOKENS } from '../../container/tokens';
import { EXIT_CODES, exitCodeFor, type CliContext, type ExitCode } from '../cli-context';
import type { RegistrationAnswers } from './registration-answers';

/** What the identity provider answers a sign-up with an e-mail it knows. */
const ACCOUNT_EXISTS = 409;

/**
 * The file's account: signed up, or signed in when it exists already, so that running the file again
 * after a failure continues the registration. Null when signed in (or the file names no account), else
 * the exit code after saying why.
 */
export const signUpOrIn = async (context: CliContext, answers: RegistrationAnswers): Promise<ExitCode | null> => {
  if (!answers.account) return null;
  const { email, password, firstName, lastName } = answers.account;
  const signedUp = await context.get(TOKENS.signUp).execute({ email, password, patient: { ...(firstName ? { firstName } : {}), ...(lastName ? { lastName } : {}), productType: answers.productType } });
  if (!signedUp.ok && signedUp.error.statusCode === ACCOUNT_EXISTS) {
    const signedIn = await context.get(TOKENS.signIn).execute({ email, password });
    if (!signedIn.ok) {
      context.output.error(signedIn.error.message);
      return exitCodeFor(signedIn.error);
    }
    context.output.info(`✓ signed in as ${email} (the account exists)`);
    return null;
  }
  if (!signedUp.ok) {
    context.output.error(signedUp.error.message);
    return exitCodeFor(signedUp.error);
  }
  if (signedUp.value.kind !== 'signed-in') {
    context.output.error('The identity provider wants the e-mail confirmed first: run `confirm-signup`, then `register` without an account');
    return EXIT_CODES.auth;
  }
  context.output.info(`✓ signed up as ${email}`);
  return null;
};
