import { homedir } from 'node:os';
import { join } from 'node:path';
import { readProfiles, type Profile } from './profiles';

export const DEFAULT_API = 'http://127.0.0.1:3000/backend';

export const LOG_LEVELS = ['error', 'info', 'debug'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Where a run talks to and keeps its session, and how much it says: resolved once, before any command runs. */
export interface CliSettings {
  readonly api: string;
  readonly sessionFile: string;
  /** The named profile of the config file in use, null without one. */
  readonly profile: string | null;
  readonly configFile: string;
  readonly logLevel: LogLevel;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Everything piped to the CLI (`--password-stdin`); empty on a terminal. */
  readonly readStdin: () => Promise<string>;
}

const text = (value: string | boolean | undefined): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

const configFolder = (env: Readonly<Record<string, string | undefined>>): string => join(env.XDG_CONFIG_HOME ?? join(homedir(), '.config'), 'vireo-cli');

/**
 * Each setting from the first that gives it: the flag, the environment variable, the named profile of
 * the config file, the default. A profile keeps a session file of its own unless it names one.
 */
export const resolveSettings = (
  flags: Readonly<Record<string, string | boolean | undefined>>,
  env: Readonly<Record<string, string | undefined>>,
  readStdin: () => Promise<string>,
): { readonly ok: true; readonly settings: CliSettings } | { readonly ok: false; readonly message: string } => {
  const folder = configFolder(env);
  const configFile = text(flags.config) ?? env.VIREO_CONFIG ?? join(folder, 'config.json');
  const profileName = text(flags.profile) ?? text(env.VIREO_PROFILE) ?? null;
  let profile: Profile = {};
  if (profileName !== null) {
    const profiles = readProfiles(configFile);
    if (!profiles.ok) return profiles;
    const found = profiles.value[profileName];
    if (!found) {
      const names = Object.keys(profiles.value);
      return { ok: false, message: `No profile '${profileName}' in ${configFile}${names.length > 0 ? `: it has ${names.join(', ')}` : ''}` };
    }
    profile = found;
  }
  const logLevel = text(flags['log-level']) ?? text(env.VIREO_LOG_LEVEL) ?? 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) return { ok: false, message: `--log-level must be one of ${LOG_LEVELS.join(', ')}` };
  return {
    ok: true,
    settings: {
      api: text(flags.api) ?? text(env.VIREO_API) ?? profile.api ?? DEFAULT_API,
      sessionFile:
        text(flags['session-file']) ??
        text(env.VIREO_SESSION_FILE) ??
        profile.sessionFile ??
        (profileName === null ? join(folder, 'session.json') : join(folder, 'sessions', `${profileName}.json`)),
      profile: profileName,
      configFile,
      logLevel: logLevel as LogLevel,
      env,
      readStdin,
    },
  };
};
