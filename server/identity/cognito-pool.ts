/**
 * The Cognito user pool a backend in the 'cognito' identity mode trusts (README, "Production identity"):
 * its tokens are verified by the pool's JWKS, and the app is told to sign in there.
 */
export interface CognitoPool {
  readonly region: string;
  readonly userPoolId: string;
  readonly userPoolClientId: string;
  /** Another endpoint than the region's (the local emulator); null for Cognito itself. */
  readonly endpoint: string | null;
  /** The app client's sign-in flow, for the app's config.json (adapters/config/runtime-config.schema.ts). */
  readonly authFlow: 'USER_SRP_AUTH' | 'USER_PASSWORD_AUTH';
}

/** Where the pool answers, and under which its tokens' issuer and keys are named. */
export const cognitoEndpointOf = (pool: CognitoPool): string => pool.endpoint ?? `https://cognito-idp.${pool.region}.amazonaws.com`;

/** The `iss` of every token the pool issues. */
export const cognitoIssuerOf = (pool: CognitoPool): string => `${cognitoEndpointOf(pool)}/${pool.userPoolId}`;

/** The pool's public signing keys. */
export const cognitoJwksUrlOf = (pool: CognitoPool): string => `${cognitoIssuerOf(pool)}/.well-known/jwks.json`;
