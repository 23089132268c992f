import type { Command, CommandOption } from './cli-context';
import { GLOBAL_OPTIONS } from './global-options';

/** How the installed CLI is called; from a checkout, `npm run cli --` stands for it. */
export const PROGRAM = 'vireo';

const optionLines = (options: Readonly<Record<string, CommandOption>>) =>
  Object.entries(options).map(
    ([name, option]) => `  --${name}${option.type === 'string' ? ' <value>' : ''}`.padEnd(28) + `${option.description}${option.required ? ' (required)' : ''}`,
  );

/** Command names padded to the longest, so every summary starts in one column. */
const nameWidth = (commands: readonly Command[]) => Math.max(...commands.map((command) => command.path.join(' ').length)) + 2;

const commandLines = (commands: readonly Command[], all: readonly Command[]) =>
  commands.map((command) => `  ${command.path.join(' ').padEnd(nameWidth(all))}${command.summary}`);

export const generalHelp = (commands: readonly Command[]): string =>
  [
    `Usage: ${PROGRAM} <command> [options]`,
    '',
    'Commands:',
    ...commandLines(commands, commands),
    '',
    'Global options (before or after the command):',
    ...optionLines(GLOBAL_OPTIONS),
    '',
    'Exit codes: 0 ok, 1 unexpected failure, 2 usage error, 3 auth error, 4 API error.',
  ].join('\n');

export const commandHelp = (command: Command): string =>
  [
    `Usage: ${PROGRAM} ${command.path.join(' ')} [options]`,
    '',
    command.summary,
    '',
    ...(Object.keys(command.options).length > 0 ? ['Options:', ...optionLines(command.options), ''] : []),
    'Global options:',
    ...optionLines(GLOBAL_OPTIONS),
  ].join('\n');

export const groupHelp = (words: readonly string[], group: readonly Command[], all: readonly Command[]): string =>
  [
    `Usage: ${PROGRAM} ${words.join(' ')} <command> [options]`,
    '',
    'Commands:',
    ...commandLines(group, all),
    '',
    `Run \`${PROGRAM} ${words.join(' ')} <command> --help\` for a command's options.`,
  ].join('\n');
