import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorageAdapter } from '../storage/memory-storage.adapter';
import { amplifyLastUserKey, deferredCognitoIdentity } from './deferred-cognito-identity';

const SETTINGS = { region: 'us-west-2', userPoolId: 'us-west-2_Ab12', userPoolClientId: 'app-client', authFlow: 'USER_SRP_AUTH' } as const;

/** Amplify as far as this test needs it: whether it was loaded, and what it was asked. */
const fakeAmplify = () => {
  const auth = {
    signOut: vi.fn(async () => undefined),
    fetchAuthSession: vi.fn(async () => ({})),
  };
  const loadAmplifyAuth = vi.fn(async () => auth);
  vi.doMock('./cognito-identity.adapter', async (original) => ({ ...(await original<object>()), loadAmplifyAuth }));
  return { auth, loadAmplifyAuth };
};

describe('the Cognito identity, loaded when identity is first used', () => {
  afterEach(() => {
    vi.doUnmock('./cognito-identity.adapter');
    vi.resetModules();
  });

  it('answers a first visit (no session to read, a stranger to sign out) without loading Amplify', async () => {
    const amplify = fakeAmplify();
    const identity = deferredCognitoIdentity(SETTINGS, new MemoryStorageAdapter());
    expect(await identity.currentSession()).toBeNull();
    await identity.signOut();
    expect(amplify.loadAmplifyAuth).not.toHaveBeenCalled();
  });

  it('loads Amplify to read or end the session of the user it holds', async () => {
    const amplify = fakeAmplify();
    const storage = new MemoryStorageAdapter();
    storage.set(amplifyLastUserKey('app-client'), 'kim@example.com');
    const identity = deferredCognitoIdentity(SETTINGS, storage);
    expect(await identity.currentSession()).toBeNull();
    await identity.signOut();
    expect(amplify.loadAmplifyAuth).toHaveBeenCalledTimes(1);
    expect(amplify.auth.fetchAuthSession).toHaveBeenCalled();
    expect(amplify.auth.signOut).toHaveBeenCalled();
  });
});
