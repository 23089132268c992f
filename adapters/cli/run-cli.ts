import { homedir } from 'node:os';
import { join } from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { RuntimeConfig } from '../config/runtime-config.schema';
import { createContainer } from '../container/create-container';
import { httpModule } from '../container/http.module';
import { nodeModule } from '../container/node.module';
import { operatorModule } from '../container/operator.module';
import { FileStorageAdapter } from '../storage/file-storage.adapter';
import { readAppConfig } from './app-config';
import { EXIT_CODES, type Command, type ExitCode } from './cli-context';
import { COMMANDS } from './commands';
import { createOutput } from './output';

export interface CliEnvironment {
  readonly argv: readonly string[];
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  readonly isTerminal: boolean;
}

const DEFAULT_API = 'http://127.0.0.1:3000/backend';

const GLOBAL_OPTIONS = {
  api: { type: 'string', description: `API base URL (env VIREO_API; default ${DEFAULT_API})` },
  'session-file': { type: 'string', description: 'where the session is kept (env VIREO_SESSION_FILE; default ~/.config/vireo-cli/session.json)' },
  'app-config': { type: 'string', description: "the app's config.json (a URL or a file): sign in with its identity provider (env VIREO_APP_CONFIG; default the local identity)" },
  json: { type: 'boolean', description: 'print JSON for scripts' },
  help: { type: 'boolean', description: 'show help' },
} as const;

const optionLines = (options: Readonly<Record<string, { description: string; required?: boolean; type: string }>>) =>
  Object.entries(options).map(
    ([name, option]) => `  --${name}${option.type === 'string' ? ' <value>' : ''}`.padEnd(28) + `${option.description}${option.required ? ' (required)' : ''}`,
  );

/** Command names padded to the longest, so every summary starts in one column. */
const NAME_WIDTH = Math.max(...COMMANDS.map((command) => command.path.join(' ').length)) + 2;

const generalHelp = (): string =>
  [
    'Usage: npm run cli -- <command> [options]',
    '',
    'Commands:',
    ...COMMANDS.map((command) => `  ${command.path.join(' ').padEnd(NAME_WIDTH)}${command.summary}`),
    '',
    'Global options:',
    ...optionLines(GLOBAL_OPTIONS),
    '',
    'Exit codes: 0 ok, 1 unexpected failure, 2 usage error, 3 auth error, 4 API error.',
  ].join('\n');

const commandHelp = (command: Command): string =>
  [
    `Usage: npm run cli -- ${command.path.join(' ')} [options]`,
    '',
    command.summary,
    '',
    ...(Object.keys(command.options).length > 0 ? ['Options:', ...optionLines(command.options), ''] : []),
    'Global options:',
    ...optionLines(GLOBAL_OPTIONS),
  ].join('\n');

/** The commands of a group the words name (`subscriptions`, `billing`, ...): none when they name no group. */
const commandsOfGroup = (words: readonly string[]): Command[] =>
  words.length === 0 ? [] : COMMANDS.filter((command) => command.path.length > words.length && words.every((word, index) => command.path[index] === word));

const groupHelp = (words: readonly string[], commands: readonly Command[]): string =>
  [
    `Usage: npm run cli -- ${words.join(' ')} <command> [options]`,
    '',
    'Commands:',
    ...commands.map((command) => `  ${command.path.join(' ').padEnd(NAME_WIDTH)}${command.summary}`),
    '',
    `Run \`npm run cli -- ${words.join(' ')} <command> --help\` for a command's options.`,
  ].join('\n');

const findCommand = (words: readonly string[]): Command | null =>
  [...COMMANDS]
    .sort((a, b) => b.path.length - a.path.length)
    .find((command) => command.path.every((word, index) => words[index] === word)) ?? null;

/** The harness: parses the command line, builds the node container and runs one command. */
export const runCli = async (environment: CliEnvironment): Promise<ExitCode> => {
  const loose = parseArgs({ args: [...environment.argv], strict: false, allowPositionals: true });
  const wantsJson = loose.values.json === true;
  const output = createOutput(
    { stdout: environment.stdout, stderr: environment.stderr, colour: environment.isTerminal && !environment.env.NO_COLOR },
    wantsJson,
  );
  const command = findCommand(loose.positionals);
  if (!command) {
    if (loose.positionals.length === 0) {
      environment.stdout(`${generalHelp()}\n`);
      return loose.values.help === true ? EXIT_CODES.ok : EXIT_CODES.usage;
    }
    const group = commandsOfGroup(loose.positionals);
    if (group.length > 0 && loose.values.help === true) {
      environment.stdout(`${groupHelp(loose.positionals, group)}\n`);
      return EXIT_CODES.ok;
    }
    if (group.length > 0) {
      output.error(`${loose.positionals.join(' ')} needs a command.\n\n${groupHelp(loose.positionals, group)}`);
      return EXIT_CODES.usage;
    }
    output.error(`Unknown command: ${loose.positionals.join(' ')}. Run with --help to list the commands.`);
    return EXIT_CODES.usage;
  }

  let values: Record<string, string | boolean | undefined>;
  try {
    const config: ParseArgsConfig = {
      args: [...environment.argv],
      options: { ...GLOBAL_OPTIONS, ...Object.fromEntries(Object.entries(command.options).map(([name, option]) => [name, { type: option.type }])) },
      strict: true,
      allowPositionals: true,
    };
    const parsed = parseArgs(config);
    if (parsed.positionals.length > command.path.length) {
      throw new Error(`Unexpected argument: ${parsed.positionals.slice(command.path.length).join(' ')}`);
    }
    values = parsed.values as Record<string, string | boolean | undefined>;
  } catch (error) {
    output.error(`${error instanceof Error ? error.message : String(error)}\n\n${commandHelp(command)}`);
    return EXIT_CODES.usage;
  }
  if (values.help) {
    environment.stdout(`${commandHelp(command)}\n`);
    return EXIT_CODES.ok;
  }
  const missing = Object.entries(command.options).filter(([name, option]) => option.required && values[name] === undefined);
  if (missing.length > 0) {
    output.error(`Missing ${missing.map(([name]) => `--${name}`).join(', ')}\n\n${commandHelp(command)}`);
    return EXIT_CODES.usage;
  }

  const api = String(values.api ?? environment.env.VIREO_API ?? DEFAULT_API);
  const sessionFile = String(
    values['session-file'] ?? environment.env.VIREO_SESSION_FILE ?? join(environment.env.XDG_CONFIG_HOME ?? join(homedir(), '.config'), 'vireo-cli', 'session.json'),
  );
  const appConfig = values['app-config'] ?? environment.env.VIREO_APP_CONFIG;
  let identity: RuntimeConfig['identity'] = { provider: 'local' };
  if (typeof appConfig === 'string' && appConfig !== '') {
    try {
      identity = (await readAppConfig(appConfig)).identity;
    } catch (error) {
      output.error(error instanceof Error ? error.message : String(error));
      return EXIT_CODES.usage;
    }
  }
  const container = createContainer(nodeModule(new FileStorageAdapter(sessionFile), identity), httpModule(api), operatorModule(api));
  try {
    return await command.run({ get: (token) => container.get(token), output }, values);
  } catch (error) {
    output.error(`Unexpected failure: ${error instanceof Error ? error.message : String(error)}`);
    return EXIT_CODES.unexpected;
  }
};
