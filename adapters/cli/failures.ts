import { errorCodeOf, type AppError } from '../../domain/shared/result';
import { EXIT_CODES, exitCodeFor, type CliContext, type ExitCode } from './cli-context';
import type { CliErrorCode } from './output';

/**
 * A use case's refusal, said once: its message (after `prefix`, e.g. the registration step) with its
 * stable code and HTTP status, and the exit code it means. Every command reports errors through here
 * or usageError, so `--json` always prints `{"error": {"code", "message", "status"}}`.
 */
export const reportFailure = (context: CliContext, error: AppError, prefix = ''): ExitCode => {
  const code = errorCodeOf(error);
  // No answer came: there is no HTTP status to give.
  context.output.error(`${prefix}${error.message}`, { code, status: code === 'network_error' ? null : error.statusCode });
  return exitCodeFor(error);
};

/** A command line or input file the CLI refuses before calling anything (exit code 2). */
export const usageError = (context: CliContext, message: string): ExitCode => {
  context.output.error(message, { code: 'usage_error', status: null });
  return EXIT_CODES.usage;
};

/** Nobody is signed in with this session file (exit code 3). */
export const notSignedIn = (context: CliContext): ExitCode => {
  context.output.error('Not signed in: run `login` first', { code: 'unauthenticated', status: null });
  return EXIT_CODES.auth;
};

/** A rule of the service the CLI applies itself, before or instead of a call (exit code 4, no HTTP status). */
export const ruleRefusal = (context: CliContext, message: string, code: CliErrorCode = 'action_not_allowed'): ExitCode => {
  context.output.error(message, { code, status: null });
  return EXIT_CODES.api;
};

/** The identity provider's own refusal that is not an API answer (exit code 3, no HTTP status). */
export const authRefusal = (context: CliContext, message: string): ExitCode => {
  context.output.error(message, { code: 'unauthenticated', status: null });
  return EXIT_CODES.auth;
};
