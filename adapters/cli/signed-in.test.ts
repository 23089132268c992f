import { describe, expect, it } from 'vitest';
import type { User } from '../../domain/entities/user';
import { fail, ok, type Result } from '../../domain/shared/result';
import { EXIT_CODES, type CliContext } from './cli-context';
import { signedIn } from './signed-in';
import { AREAS } from '../container/tokens';

const PATIENT = { _id: 'user-1', email: 'sam@example.com' } as User;

/** A context whose session check says `session` and whose user load answers `user`; it records what is printed. */
const contextWith = (session: 'active' | 'logged-out', user: Result<User>) => {
  const errors: string[] = [];
  const services = new Map<unknown, unknown>([
    [AREAS.session, { checkSession: { execute: async () => ({ kind: session }) }, loadCurrentUser: { execute: async () => user } }],
  ]);
  const context = {
    get: (token: unknown) => services.get(token),
    output: { json: false, result: () => undefined, info: () => undefined, error: (message: string) => errors.push(message) },
  } as unknown as CliContext;
  return { context, errors };
};

describe('signedIn: the check every command that needs a patient runs first', () => {
  const showEmail = signedIn(async (context, _values, user) => {
    context.output.info(user.email);
    return EXIT_CODES.ok;
  });

  it('runs the command with the signed-in patient', async () => {
    const seen: User[] = [];
    const { context, errors } = contextWith('active', ok(PATIENT));
    const run = signedIn(async (_context, _values, user) => (seen.push(user), EXIT_CODES.ok));
    expect(await run(context, {})).toBe(EXIT_CODES.ok);
    expect(seen).toEqual([PATIENT]);
    expect(errors).toEqual([]);
  });

  it('says to sign in, with the auth exit code, when there is no session', async () => {
    const { context, errors } = contextWith('logged-out', ok(PATIENT));
    expect(await showEmail(context, {})).toBe(EXIT_CODES.auth);
    expect(errors).toEqual(['Not signed in: run `login` first']);
  });

  it("passes on the server's refusal of the patient: an auth error for 401, an API error otherwise", async () => {
    const refused = contextWith('active', fail('Your session has ended', 401));
    expect(await showEmail(refused.context, {})).toBe(EXIT_CODES.auth);
    expect(refused.errors).toEqual(['Your session has ended']);
    const down = contextWith('active', fail('We could not reach the server.', 503));
    expect(await showEmail(down.context, {})).toBe(EXIT_CODES.api);
  });
});
