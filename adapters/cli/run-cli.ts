import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';
import type { RuntimeConfig } from '../config/runtime-config.schema';
import { createContainer } from '../container/create-container';
import { httpModule } from '../container/http.module';
import { nodeModule } from '../container/node.module';
import { operatorModule } from '../container/operator.module';
import { requestLogMiddleware } from '../http/request-log.middleware';
import { FileStorageAdapter } from '../storage/file-storage.adapter';
import { readAppConfig } from './app-config';
import { EXIT_CODES, type ExitCode } from './cli-context';
import { resolveSettings } from './cli-settings';
import { COMMANDS } from './commands';
import { commandsOfGroup, findCommand, readCommandLine, readWords } from './command-line';
import { commandHelp, generalHelp, groupHelp } from './help';
import { createOutput } from './output';
import { CLI_VERSION } from './version';

export interface CliEnvironment {
  readonly argv: readonly string[];
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  /** Which streams are terminals: colour goes only to a terminal (stderr's own), never with NO_COLOR. */
  readonly terminal?: { readonly stdout: boolean; readonly stderr: boolean };
  /** What is piped in (`--password-stdin`); nothing when left out. */
  readonly readStdin?: () => Promise<string>;
}

/** The harness: reads the command line wherever its options stand, builds the node container and runs one command. */
export const runCli = async (environment: CliEnvironment): Promise<ExitCode> => {
  // zod/mini carries no messages of its own: an answers file's mistakes are said in English, naming what is allowed.
  z.config(en());
  const { words, values: loose } = readWords(environment.argv, COMMANDS);
  const colour = Boolean(environment.terminal?.stderr) && !environment.env.NO_COLOR;
  const debug = (loose['log-level'] ?? environment.env.VIREO_LOG_LEVEL) === 'debug';
  const output = createOutput({ stdout: environment.stdout, stderr: environment.stderr, colour, debug }, loose.json === true);
  const usage = (message: string): ExitCode => {
    output.error(message, { code: 'usage_error', status: null });
    return EXIT_CODES.usage;
  };
  if (loose.version === true) {
    output.result({ version: CLI_VERSION }, () => `vireo ${CLI_VERSION}`);
    return EXIT_CODES.ok;
  }

  const command = findCommand(words, COMMANDS);
  if (!command) {
    if (words.length === 0) {
      environment.stdout(`${generalHelp(COMMANDS)}\n`);
      return loose.help === true ? EXIT_CODES.ok : EXIT_CODES.usage;
    }
    const group = commandsOfGroup(words, COMMANDS);
    if (group.length > 0 && loose.help === true) {
      environment.stdout(`${groupHelp(words, group, COMMANDS)}\n`);
      return EXIT_CODES.ok;
    }
    if (group.length > 0) return usage(`${words.join(' ')} needs a command.\n\n${groupHelp(words, group, COMMANDS)}`);
    return usage(`Unknown command: ${words.join(' ')}. Run with --help to list the commands.`);
  }

  let values: Record<string, string | boolean | undefined>;
  try {
    values = readCommandLine(environment.argv, command);
  } catch (error) {
    return usage(`${error instanceof Error ? error.message : String(error)}\n\n${commandHelp(command)}`);
  }
  if (values.help) {
    environment.stdout(`${commandHelp(command)}\n`);
    return EXIT_CODES.ok;
  }
  const missing = Object.entries(command.options).filter(([name, option]) => option.required && values[name] === undefined);
  if (missing.length > 0) return usage(`Missing ${missing.map(([name]) => `--${name}`).join(', ')}\n\n${commandHelp(command)}`);

  const resolved = resolveSettings(values, environment.env, environment.readStdin ?? (async () => ''));
  if (!resolved.ok) return usage(resolved.message);
  const { settings } = resolved;
  const quiet = settings.logLevel === 'error' ? { ...output, info: () => undefined } : output;
  output.debug(`API ${settings.api}; session file ${settings.sessionFile}${settings.profile ? `; profile ${settings.profile}` : ''}`);
  const observers = settings.logLevel === 'debug' ? [requestLogMiddleware(output.debug)] : [];
  // The app's config.json names the identity provider patients sign in with (a Cognito pool); local by default.
  const appConfig = typeof values['app-config'] === 'string' ? values['app-config'] : environment.env.VIREO_APP_CONFIG;
  let identity: RuntimeConfig['identity'] = { provider: 'local' };
  if (appConfig) {
    try {
      identity = (await readAppConfig(appConfig)).identity;
    } catch (error) {
      return usage(error instanceof Error ? error.message : String(error));
    }
  }
  const container = createContainer(
    nodeModule(new FileStorageAdapter(settings.sessionFile), identity),
    httpModule(settings.api, observers),
    operatorModule(settings.api, observers),
  );
  try {
    return await command.run({ get: (token) => container.get(token), output: quiet, settings, commands: COMMANDS }, values);
  } catch (error) {
    output.error(`Unexpected failure: ${error instanceof Error ? error.message : String(error)}`, { code: 'unexpected_error', status: null });
    return EXIT_CODES.unexpected;
  }
};
