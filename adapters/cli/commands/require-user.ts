import type { User } from '../../../domain/entities/user';
import type { Result } from '../../../domain/shared/result';
import { fail } from '../../../domain/shared/result';
import { TOKENS } from '../../container/tokens';
import type { CliContext } from '../cli-context';

/** The signed-in patient, after the same session check the app runs on each visit. */
export const requireUser = async (context: CliContext): Promise<Result<User>> => {
  const session = await context.get(TOKENS.checkSession).execute();
  if (session.kind === 'logged-out') return fail('Not signed in: run `login` first', 401);
  return context.get(TOKENS.loadCurrentUser).execute();
};
