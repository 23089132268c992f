import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The operator routes move money, decisions and time without a token: they may never face a production
 * configuration. The app's runtime config (config.json of the served build) says which environment it is.
 */
export const assertOpsAllowed = (appDir: string | null): void => {
  const file = appDir ? join(appDir, 'config.json') : null;
  if (!file || !existsSync(file)) return;
  const { environment } = JSON.parse(readFileSync(file, 'utf8')) as { environment?: unknown };
  if (environment === 'production') {
    throw new Error('The operator routes (--ops) are refused: the runtime configuration says production');
  }
};
