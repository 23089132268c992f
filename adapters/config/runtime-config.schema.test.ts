import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from './runtime-config.schema';

const LOCAL = JSON.parse(readFileSync('ui/public/config.json', 'utf8')) as Record<string, unknown>;
const POOL = { provider: 'cognito', region: 'us-west-2', userPoolId: 'us-west-2_Ab12', userPoolClientId: 'client' } as const;
const STRIPE = { provider: 'stripe', publishableKey: 'pk_live_1' } as const;

const parse = (changes: Record<string, unknown>) => () => parseRuntimeConfig({ ...LOCAL, ...changes });

describe('the identity part of config.json', () => {
  it('takes a Cognito pool with its sign-in flow named, and an emulator endpoint outside production', () => {
    expect(parse({ identity: { ...POOL, authFlow: 'USER_SRP_AUTH' } })().identity).toEqual({ ...POOL, authFlow: 'USER_SRP_AUTH' });
    const emulated = { ...POOL, authFlow: 'USER_PASSWORD_AUTH', userPoolEndpoint: 'http://127.0.0.1:9229' };
    expect(parse({ environment: 'test', identity: emulated })().identity).toEqual(emulated);
  });

  it('refuses a pool without its flow, or with a flow Amplify does not have', () => {
    expect(parse({ identity: POOL })).toThrow(/identity.authFlow/);
    expect(parse({ identity: { ...POOL, authFlow: 'CUSTOM_AUTH' } })).toThrow(/identity.authFlow/);
  });

  it('refuses, in production, an emulator endpoint and a flow that sends the password', () => {
    const production = { environment: 'production', payments: STRIPE };
    expect(parse({ ...production, identity: { ...POOL, authFlow: 'USER_SRP_AUTH' } })().environment).toBe('production');
    expect(parse({ ...production, identity: { ...POOL, authFlow: 'USER_SRP_AUTH', userPoolEndpoint: 'http://127.0.0.1:9229' } })).toThrow(
      /identity.userPoolEndpoint: production talks to Cognito's own endpoint/,
    );
    expect(parse({ ...production, identity: { ...POOL, authFlow: 'USER_PASSWORD_AUTH' } })).toThrow(
      /identity.authFlow: production signs in with USER_SRP_AUTH/,
    );
  });

  it('refuses an endpoint that is not an http(s) URL', () => {
    expect(parse({ identity: { ...POOL, authFlow: 'USER_PASSWORD_AUTH', userPoolEndpoint: 'ftp://127.0.0.1:9229' } })).toThrow(/userPoolEndpoint/);
  });
});
