import type { User } from '../../domain/entities/user';
import { type CliContext, type Command, type ExitCode, type OptionValues } from './cli-context';
import { notSignedIn, reportFailure } from './failures';
import { AREAS } from '../container/tokens';

/**
 * The signed-in patient, after the same session check the app runs on each visit; or, when there is none,
 * the exit code after saying why.
 */
export const signedInUser = async (context: CliContext): Promise<User | ExitCode> => {
  const session = await context.get(AREAS.session).checkSession.execute();
  if (session.kind === 'logged-out') return notSignedIn(context);
  const user = await context.get(AREAS.session).loadCurrentUser.execute();
  if (user.ok) return user.value;
  return reportFailure(context, user.error);
};

/** A command's run that needs a signed-in patient: `act` runs only with one, and gets it. */
export const signedIn =
  (act: (context: CliContext, values: OptionValues, user: User) => Promise<ExitCode>): Command['run'] =>
  async (context, values) => {
    const user = await signedInUser(context);
    return typeof user === 'number' ? user : act(context, values, user);
  };
