import { parseArgs } from 'node:util';
import type { Command, CommandOption } from './cli-context';
import { GLOBAL_OPTIONS } from './global-options';

type ParseOptions = Record<string, { type: 'string' | 'boolean' }>;

const typesOf = (options: Readonly<Record<string, CommandOption>>): ParseOptions =>
  Object.fromEntries(Object.entries(options).map(([name, option]) => [name, { type: option.type }]));

/**
 * Every option any command takes, with its type, so that a first reading of the line never takes an
 * option's value for a command word, wherever the options stand (`--api URL whoami`). An option name has
 * one type across commands (a test keeps it so).
 */
const everyOption = (commands: readonly Command[]): ParseOptions =>
  Object.assign({}, ...commands.map((command) => typesOf(command.options)), typesOf(GLOBAL_OPTIONS)) as ParseOptions;

/** The words of the line (command and group names) and the options read so far, before the command is known. */
export const readWords = (argv: readonly string[], commands: readonly Command[]) => {
  const loose = parseArgs({ args: [...argv], options: everyOption(commands), strict: false, allowPositionals: true });
  return { words: loose.positionals, values: loose.values };
};

/** The command the words name (the longest whose words start the line), or null. */
export const findCommand = (words: readonly string[], commands: readonly Command[]): Command | null =>
  [...commands].sort((a, b) => b.path.length - a.path.length).find((command) => command.path.every((word, index) => words[index] === word)) ?? null;

/** The commands of a group the words name (`subscriptions`, `billing`, ...): none when they name no group. */
export const commandsOfGroup = (words: readonly string[], commands: readonly Command[]): Command[] =>
  words.length === 0 ? [] : commands.filter((command) => command.path.length > words.length && words.every((word, index) => command.path[index] === word));

/**
 * The line read strictly for one command: its options and the global ones, anywhere on the line. Throws
 * (with node's message) for an unknown option, a missing value or a word left over; a value outside an
 * option's `choices` is refused naming them.
 */
export const readCommandLine = (argv: readonly string[], command: Command): Record<string, string | boolean | undefined> => {
  const parsed = parseArgs({ args: [...argv], options: { ...typesOf(GLOBAL_OPTIONS), ...typesOf(command.options) }, strict: true, allowPositionals: true });
  if (parsed.positionals.length > command.path.length) throw new Error(`Unexpected argument: ${parsed.positionals.slice(command.path.length).join(' ')}`);
  const values = parsed.values as Record<string, string | boolean | undefined>;
  for (const [name, option] of Object.entries({ ...GLOBAL_OPTIONS, ...command.options })) {
    const value = values[name];
    if (option.choices && typeof value === 'string' && !option.choices.includes(value)) {
      throw new Error(`--${name} must be one of ${option.choices.join(', ')} (not '${value}')`);
    }
  }
  return values;
};
