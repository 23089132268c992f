import type { CommandOption } from './cli-context';
import { DEFAULT_API, LOG_LEVELS } from './cli-settings';

/** The options every command takes, before or after the command's words. */
export const GLOBAL_OPTIONS: Readonly<Record<string, CommandOption>> = {
  api: { type: 'string', description: `API base URL (env VIREO_API; default ${DEFAULT_API})` },
  profile: { type: 'string', description: 'a named profile of the config file: its API and a session of its own (env VIREO_PROFILE)' },
  'session-file': { type: 'string', description: 'where the session is kept (env VIREO_SESSION_FILE; default ~/.config/vireo-cli/session.json)' },
  'app-config': {
    type: 'string',
    description: "the app's config.json (a URL or a file): sign in with its identity provider (env VIREO_APP_CONFIG; default the local identity)",
  },
  config: { type: 'string', description: 'the config file with the profiles (env VIREO_CONFIG; default ~/.config/vireo-cli/config.json)' },
  json: { type: 'boolean', description: 'print JSON for scripts (errors as {"error": {"code", "message", "status"}})' },
  'log-level': {
    type: 'string',
    description: 'error, info (default) or debug: debug shows each HTTP call, never tokens or health data (env VIREO_LOG_LEVEL)',
    choices: LOG_LEVELS,
  },
  help: { type: 'boolean', description: 'show help' },
  version: { type: 'boolean', description: 'show the version' },
};
