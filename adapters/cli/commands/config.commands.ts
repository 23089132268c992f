import type { Command } from '../cli-context';
import { EXIT_CODES } from '../cli-context';
import { usageError } from '../failures';
import { table } from '../output';
import { readProfiles, saveProfile } from '../profiles';

/** `config profiles`: the named profiles of the config file (`--profile <name>` picks one). */
export const listProfilesCommand: Command = {
  path: ['config', 'profiles'],
  summary: 'List the named profiles of the config file (pick one with --profile <name> or VIREO_PROFILE)',
  options: {},
  run: async (context) => {
    const profiles = readProfiles(context.settings.configFile);
    if (!profiles.ok) return usageError(context, profiles.message);
    const rows = Object.entries(profiles.value).map(([name, profile]) => ({ name, ...profile }));
    context.output.result(rows, () =>
      table(
        ['NAME', 'API', 'SESSION FILE'],
        rows.map((row) => [row.name, row.api ?? '(default)', row.sessionFile ?? `(its own)`]),
        `No profiles in ${context.settings.configFile}.`,
      ),
    );
    return EXIT_CODES.ok;
  },
};

/** `config set-profile --name <n> --api <url>`: adds or replaces one profile of the config file. */
export const setProfileCommand: Command = {
  path: ['config', 'set-profile'],
  summary: 'Add or replace a named profile: its API base and, optionally, its session file',
  options: {
    name: { type: 'string', description: 'the profile name, e.g. staging', required: true },
    'profile-api': { type: 'string', description: 'the API base URL of this profile', required: true },
    'profile-session-file': { type: 'string', description: 'its session file (default: one of its own in the config folder)' },
  },
  run: async (context, values) => {
    const name = String(values.name);
    if (!/^[A-Za-z0-9_-]{1,40}$/.test(name)) return usageError(context, '--name takes letters, digits, - and _ only');
    const api = String(values['profile-api']);
    if (!URL.canParse(api)) return usageError(context, `--profile-api must be a URL, e.g. https://api.example.com/backend (not '${api}')`);
    const sessionFile = typeof values['profile-session-file'] === 'string' ? values['profile-session-file'] : undefined;
    const saved = saveProfile(context.settings.configFile, name, { api, ...(sessionFile ? { sessionFile } : {}) });
    if (!saved.ok) return usageError(context, saved.message);
    context.output.result(
      { name, api, sessionFile: sessionFile ?? null },
      () => `Profile ${name} saved in ${context.settings.configFile}: use it with --profile ${name}`,
    );
    return EXIT_CODES.ok;
  },
};
