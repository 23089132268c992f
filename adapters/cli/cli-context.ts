import type { ServiceIdentifier } from 'inversify';
import { errorKindOf, type ErrorKind } from '../../domain/shared/error-kind';
import type { AppError } from '../../domain/shared/result';
import type { CliSettings } from './cli-settings';
import type { Output } from './output';

/** How a command ends: scripts can trust these codes. */
export const EXIT_CODES = { ok: 0, unexpected: 1, usage: 2, auth: 3, api: 4 } as const;
export type ExitCode = (typeof EXIT_CODES)[keyof typeof EXIT_CODES];

export interface CliContext {
  readonly get: <T>(token: ServiceIdentifier<T>) => T;
  readonly output: Output;
  /** Where this run talks to and keeps its session (flags, environment, profile), and what it was given. */
  readonly settings: CliSettings;
  /** Every command of the harness (shell completion lists them). */
  readonly commands: readonly Command[];
}

export interface CommandOption {
  readonly type: 'string' | 'boolean';
  readonly description: string;
  readonly required?: boolean;
  /** The only values it takes: a usage error names them, shell completion offers them. */
  readonly choices?: readonly string[];
}

/** The option values of a command line, by option name. */
export type OptionValues = Readonly<Record<string, string | boolean | undefined>>;

export interface Command {
  /** The words that name it, e.g. ['subscriptions', 'list']. */
  readonly path: readonly string[];
  readonly summary: string;
  readonly options: Readonly<Record<string, CommandOption>>;
  readonly run: (context: CliContext, values: OptionValues) => Promise<ExitCode>;
}

/** An API error's exit code: refused credentials and sessions are auth errors, the rest API errors. */
const AUTH_KINDS: ReadonlySet<ErrorKind> = new Set(['unauthenticated', 'forbidden']);

export const exitCodeFor = (error: AppError): ExitCode => (AUTH_KINDS.has(errorKindOf(error)) ? EXIT_CODES.auth : EXIT_CODES.api);
