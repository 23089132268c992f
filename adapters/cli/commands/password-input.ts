import type { CliContext, CommandOption, OptionValues } from '../cli-context';

/** The ways to give a password: never only argv, which `ps` shows to every user of the machine. */
export const PASSWORD_OPTIONS: Readonly<Record<string, CommandOption>> = {
  'password-stdin': { type: 'boolean', description: 'read the password from stdin (e.g. `printenv PW | vireo login ...`)' },
  password: { type: 'string', description: 'the password on the command line (visible to `ps`; prefer --password-stdin or VIREO_PASSWORD)' },
};

/** The password from stdin, --password or the VIREO_PASSWORD environment variable, in that order; null when none is given. */
export const passwordOf = async (context: CliContext, values: OptionValues): Promise<string | null> => {
  if (values['password-stdin'] === true) {
    const piped = (await context.settings.readStdin()).replace(/\r?\n$/, '');
    return piped === '' ? null : piped;
  }
  if (typeof values.password === 'string') return values.password;
  return context.settings.env.VIREO_PASSWORD || null;
};

export const NO_PASSWORD = 'Give the password with --password-stdin, the VIREO_PASSWORD environment variable or --password';
