import { describe, expect, it } from 'vitest';
import { cognitoPoolOf } from './cognito-options';

const POOL = { identity: 'cognito', 'cognito-user-pool-id': 'us-west-2_Ab12', 'cognito-client-id': 'app-client' };

describe("the reference backend's identity options", () => {
  it('is the local identity unless told otherwise', () => {
    expect(cognitoPoolOf({})).toBeNull();
    expect(cognitoPoolOf({ identity: 'local', 'cognito-user-pool-id': 'ignored' })).toBeNull();
  });

  it("names a pool in us-west-2 (spec §9) by default, at Cognito's own endpoint, signing in with SRP", () => {
    expect(cognitoPoolOf(POOL)).toEqual({
      region: 'us-west-2',
      userPoolId: 'us-west-2_Ab12',
      userPoolClientId: 'app-client',
      endpoint: null,
      authFlow: 'USER_SRP_AUTH',
    });
    expect(cognitoPoolOf({ ...POOL, 'cognito-endpoint': 'http://127.0.0.1:9229/', 'cognito-auth-flow': 'USER_PASSWORD_AUTH' })).toMatchObject({
      endpoint: 'http://127.0.0.1:9229',
      authFlow: 'USER_PASSWORD_AUTH',
    });
  });

  it('refuses, with the reason, an unknown mode, a missing or foreign pool, a bad endpoint or flow', () => {
    expect(() => cognitoPoolOf({ identity: 'ldap' })).toThrow('--identity is local or cognito, not ldap');
    expect(() => cognitoPoolOf({ identity: 'cognito' })).toThrow('--identity cognito needs --cognito-user-pool-id');
    expect(() => cognitoPoolOf({ ...POOL, 'cognito-client-id': ' ' })).toThrow('--identity cognito needs --cognito-client-id');
    expect(() => cognitoPoolOf({ ...POOL, 'cognito-region': 'eu-west-1' })).toThrow('--cognito-user-pool-id us-west-2_Ab12 is not a pool of eu-west-1');
    expect(() => cognitoPoolOf({ ...POOL, 'cognito-region': 'moon' })).toThrow('--cognito-region is not an AWS region: moon');
    expect(() => cognitoPoolOf({ ...POOL, 'cognito-endpoint': 'ftp://x' })).toThrow('--cognito-endpoint is an http(s) origin');
    expect(() => cognitoPoolOf({ ...POOL, 'cognito-endpoint': 'http://x/path' })).toThrow('--cognito-endpoint is an http(s) origin');
    expect(() => cognitoPoolOf({ ...POOL, 'cognito-auth-flow': 'CUSTOM_AUTH' })).toThrow('--cognito-auth-flow is USER_SRP_AUTH or USER_PASSWORD_AUTH');
  });
});
