import { errorKindOf } from '../../../domain/shared/error-kind';
import { type CliContext, type ExitCode } from '../cli-context';
import { authRefusal, reportFailure } from '../failures';
import type { RegistrationAnswers } from './registration-answers';
import { AREAS, TOKENS } from '../../container/tokens';

/** What the identity provider answers a sign-up with an e-mail it knows. */
/** Whether the session file holds a live session of this e-mail's account (the app's session rule applied). */
const alreadySignedInAs = async (context: CliContext, email: string): Promise<boolean> => {
  if ((await context.get(AREAS.session).checkSession.execute()).kind === 'logged-out') return false;
  const session = await context.get(TOKENS.identity).currentSession();
  return session?.email.toLowerCase() === email.toLowerCase();
};

/**
 * The file's account: the session file's when it is that account's, else signed up, or signed in when it
 * exists already, so that running the file again continues the registration (without a new sign-in each
 * time: sign-up and sign-in are rate-limited). Null when signed in (or the file names no account), else
 * the exit code after saying why.
 */
export const signUpOrIn = async (context: CliContext, answers: RegistrationAnswers): Promise<ExitCode | null> => {
  if (!answers.account) return null;
  const { email, password, firstName, lastName } = answers.account;
  if (await alreadySignedInAs(context, email)) {
    context.output.info(`✓ signed in as ${email} (the session file's)`);
    return null;
  }
  const signedUp = await context
    .get(AREAS.session)
    .signUp.execute({ email, password, patient: { ...(firstName ? { firstName } : {}), ...(lastName ? { lastName } : {}), productType: answers.productType } });
  if (!signedUp.ok && errorKindOf(signedUp.error) === 'conflict') {
    const signedIn = await context.get(AREAS.session).signIn.execute({ email, password });
    if (!signedIn.ok) return reportFailure(context, signedIn.error);
    context.output.info(`✓ signed in as ${email} (the account exists)`);
    return null;
  }
  if (!signedUp.ok) return reportFailure(context, signedUp.error);
  if (signedUp.value.kind !== 'signed-in') {
    return authRefusal(context, 'The identity provider wants the e-mail confirmed first: run `confirm-signup`, then `register` without an account');
  }
  context.output.info(`✓ signed up as ${email}`);
  return null;
};
