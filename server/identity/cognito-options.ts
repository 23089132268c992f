import type { CognitoPool } from './cognito-pool';

/** What `npm run server` takes to choose its identity (options or environment variables; README, "The reference backend"). */
export interface IdentityOptions {
  readonly identity?: string;
  readonly 'cognito-region'?: string;
  readonly 'cognito-user-pool-id'?: string;
  readonly 'cognito-client-id'?: string;
  readonly 'cognito-endpoint'?: string;
  readonly 'cognito-auth-flow'?: string;
}

const AUTH_FLOWS = ['USER_SRP_AUTH', 'USER_PASSWORD_AUTH'] as const;

const required = (value: string | undefined, option: string): string => {
  if (!value?.trim()) throw new Error(`--identity cognito needs --${option}`);
  return value.trim();
};

/** The user pool the options name, null for the local identity; a clear refusal for anything incomplete or unknown. */
export const cognitoPoolOf = (options: IdentityOptions): CognitoPool | null => {
  const mode = options.identity ?? 'local';
  if (mode === 'local') return null;
  if (mode !== 'cognito') throw new Error(`--identity is local or cognito, not ${mode}`);
  const region = options['cognito-region'] ?? 'us-west-2';
  if (!/^[a-z]{2}(?:-[a-z]+)+-\d{1,2}$/.test(region)) throw new Error(`--cognito-region is not an AWS region: ${region}`);
  const userPoolId = required(options['cognito-user-pool-id'], 'cognito-user-pool-id');
  if (!userPoolId.startsWith(`${region}_`)) throw new Error(`--cognito-user-pool-id ${userPoolId} is not a pool of ${region} (<region>_<id>)`);
  const endpoint = options['cognito-endpoint']?.trim() || null;
  if (endpoint && !/^https?:\/\/[^/]+$/.test(endpoint.replace(/\/$/, ''))) throw new Error(`--cognito-endpoint is an http(s) origin, not ${endpoint}`);
  const authFlow = options['cognito-auth-flow'] ?? 'USER_SRP_AUTH';
  if (!(AUTH_FLOWS as readonly string[]).includes(authFlow)) throw new Error(`--cognito-auth-flow is ${AUTH_FLOWS.join(' or ')}, not ${authFlow}`);
  return {
    region,
    userPoolId,
    userPoolClientId: required(options['cognito-client-id'], 'cognito-client-id'),
    endpoint: endpoint?.replace(/\/$/, '') ?? null,
    authFlow: authFlow as CognitoPool['authFlow'],
  };
};
