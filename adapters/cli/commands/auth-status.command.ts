import { EXIT_CODES, type Command } from '../cli-context';
import { reportFailure } from '../failures';
import { AREAS, TOKENS } from '../../container/tokens';

/**
 * `auth status`: where this run talks to (API, profile, session file) and who is signed in there, after
 * the same session check every command runs; exit code 3 when nobody is. No token is printed.
 */
export const authStatusCommand: Command = {
  path: ['auth', 'status'],
  summary: 'Who is signed in, on which API and profile, and where the session is kept',
  options: {},
  run: async (context) => {
    const { api, profile, sessionFile } = context.settings;
    const where = { api, profile, sessionFile };
    const whereLines = [`API:           ${api}`, `Profile:       ${profile ?? '(none)'}`, `Session file:  ${sessionFile}`];
    const session = await context.get(AREAS.session).checkSession.execute();
    if (session.kind === 'logged-out') {
      context.output.result({ signedIn: false, ...where }, () => ['Not signed in: run `login`.', ...whereLines].join('\n'));
      return EXIT_CODES.auth;
    }
    const user = await context.get(AREAS.session).loadCurrentUser.execute();
    if (!user.ok) return reportFailure(context, user.error);
    const current = await context.get(TOKENS.identity).currentSession();
    const expiresAt = current ? new Date(current.expiresAt).toISOString() : null;
    context.output.result({ signedIn: true, email: user.value.email, ...where, tokenExpiresAt: expiresAt }, () =>
      [`Signed in as ${user.value.email}`, ...whereLines, `Token until:   ${expiresAt ?? '-'} (refreshed on each command)`].join('\n'),
    );
    return EXIT_CODES.ok;
  },
};
