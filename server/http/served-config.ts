import type { CognitoPool } from '../identity/cognito-pool';

/** Extra `host:port` entries per brand (see servedConfig). */
export interface ExtraBrandHosts {
  readonly main: readonly string[];
  readonly women: readonly string[];
}

type AppConfig = { brands: Record<'main' | 'women', { hosts: { test: string[] } }>; identity: unknown };

/**
 * config.json as built, with what this server adds: extra test hosts for each brand (a server on ports
 * other than the spec's 3000 / 8000 still serves each brand on its own port), and, in the 'cognito'
 * identity mode, the user pool the app must sign in with instead of this server's local identity.
 */
export const servedConfig = (built: string, extraHosts: ExtraBrandHosts | null, pool: CognitoPool | null): string => {
  const config = JSON.parse(built) as AppConfig;
  if (extraHosts) for (const brand of ['main', 'women'] as const) config.brands[brand].hosts.test.push(...extraHosts[brand]);
  if (pool) {
    const { region, userPoolId, userPoolClientId, authFlow, endpoint } = pool;
    config.identity = { provider: 'cognito', region, userPoolId, userPoolClientId, authFlow, ...(endpoint ? { userPoolEndpoint: endpoint } : {}) };
  }
  return JSON.stringify(config);
};
