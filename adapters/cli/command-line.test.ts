import { describe, expect, it } from 'vitest';
import type { Command } from './cli-context';
import { findCommand, readCommandLine, readWords } from './command-line';
import { COMMANDS } from './commands';
import { GLOBAL_OPTIONS } from './global-options';

const command = (path: string[], options: Command['options'] = {}): Command => ({ path, summary: '', options, run: async () => 0 });
const pause = command(['subscriptions', 'pause'], { id: { type: 'string', description: 'id', required: true } });
const list = command(['subscriptions', 'list']);

describe('reading a command line', () => {
  it('gives every option name one type across the commands, so no value is taken for a command word', () => {
    const types = new Map<string, Set<string>>();
    for (const [name, option] of [...COMMANDS.flatMap((c) => Object.entries(c.options)), ...Object.entries(GLOBAL_OPTIONS)]) {
      types.set(name, (types.get(name) ?? new Set()).add(option.type));
    }
    expect([...types].filter(([, kinds]) => kinds.size > 1).map(([name]) => name)).toEqual([]);
  });

  it('finds the command wherever the options stand', () => {
    for (const argv of [
      ['--api', 'http://x/backend', 'subscriptions', 'pause', '--id', 'a1'],
      ['subscriptions', '--json', 'pause', '--id', 'a1', '--api', 'http://x/backend'],
      ['--id', 'a1', 'subscriptions', 'pause'],
    ]) {
      const { words } = readWords(argv, [pause, list]);
      expect(findCommand(words, [pause, list]), argv.join(' ')).toBe(pause);
      expect(readCommandLine(argv, pause)).toMatchObject({ id: 'a1' });
    }
  });

  it('refuses a value outside an option’s choices, naming them', () => {
    const questions = command(['q'], { kind: { type: 'string', description: '', choices: ['renewal', 'follow-up'] } });
    expect(() => readCommandLine(['q', '--kind', 'later'], questions)).toThrow("--kind must be one of renewal, follow-up (not 'later')");
    expect(() => readCommandLine(['q', 'extra'], questions)).toThrow('Unexpected argument: extra');
  });
});
