/**
 * The typed entry point of the `vireo-cli` package (`import { connect, AREAS, runCli } from 'vireo-cli'`):
 * the one module a program imports instead of reaching into the repository's folders. It names the
 * package's public surface, so it re-exports by design (it is not a folder's barrel).
 */
export { connect, type ConnectOptions, type VireoConnection } from './connect';
export { runCli, type CliEnvironment } from './run-cli';
export { EXIT_CODES, type ExitCode } from './cli-context';
export type { CliErrorCode } from './output';
export { AREAS } from '../container/tokens';
export { errorCodeOf, type AppError, type Result } from '../../domain/shared/result';
export { API_ERROR_CODES, type ErrorCode } from '../../domain/shared/error-codes';
export { CLI_VERSION } from './version';
// The domain's pure rules a program shows its users the way the app does.
export { subscriptionStatusLabel } from '../../domain/subscription-status/status-label';
export { availableActions } from '../../domain/subscription-actions/subscription-actions';
export { cardNumberError, expiryError } from '../../domain/registration-flow/card-entry';
export { computeBmi } from '../../domain/body-metrics/bmi';
