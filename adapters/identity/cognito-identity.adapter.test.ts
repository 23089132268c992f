import type { confirmResetPassword, resetPassword, updatePassword } from 'aws-amplify/auth';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { CognitoIdentityAdapter, type AmplifyAuth } from './cognito-identity.adapter';
import { CognitoPasswordResetAdapter } from './cognito-password-reset.adapter';

const namedError = (name: string, message = name) => Object.assign(new Error(message), { name });

const idToken = (exp: number) => ({ toString: () => 'id.jwt.token', payload: { exp, email: 'kim@example.com' } });

const fakeAuth = (overrides: Partial<AmplifyAuth> = {}): AmplifyAuth => ({
  signUp: vi.fn(async () => ({ nextStep: { signUpStep: 'CONFIRM_SIGN_UP' } })),
  confirmSignUp: vi.fn(async () => ({})),
  signIn: vi.fn(async () => ({ isSignedIn: true, nextStep: { signInStep: 'DONE' } })),
  signOut: vi.fn(async () => undefined),
  updatePassword: vi.fn(async () => undefined),
  resetPassword: vi.fn(async () => ({ nextStep: { resetPasswordStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE' } })),
  confirmResetPassword: vi.fn(async () => undefined),
  fetchAuthSession: vi.fn(async () => ({ tokens: { idToken: idToken(2_000_000_000), accessToken: idToken(2_000_000_000) } })),
  ...overrides,
});

describe('the Cognito identity adapter (against the Amplify auth interface)', () => {
  it('loads Amplify once, on first use', async () => {
    const load = vi.fn(async () => fakeAuth());
    const adapter = new CognitoIdentityAdapter(load, 'USER_SRP_AUTH');
    expect(load).not.toHaveBeenCalled();
    await adapter.currentSession();
    await adapter.currentSession();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('signs up with the e-mail as user name and reports that Cognito wants the code', async () => {
    const auth = fakeAuth();
    const result = await new CognitoIdentityAdapter(async () => auth, 'USER_SRP_AUTH').signUp('kim@example.com', 'Secret123');
    expect(result).toEqual({ ok: true, value: { confirmationRequired: true } });
    expect(auth.signUp).toHaveBeenCalledWith({
      username: 'kim@example.com',
      password: 'Secret123',
      options: { userAttributes: { email: 'kim@example.com' } },
    });
  });

  it('signs in with the flow config.json names and hands back the ID token with its expiry in milliseconds', async () => {
    const auth = fakeAuth();
    const result = await new CognitoIdentityAdapter(async () => auth, 'USER_SRP_AUTH').signIn('kim@example.com', 'Secret123');
    expect(result).toEqual({ ok: true, value: { accessToken: 'id.jwt.token', expiresAt: 2_000_000_000_000, email: 'kim@example.com' } });
    expect(auth.signIn).toHaveBeenCalledWith({ username: 'kim@example.com', password: 'Secret123', options: { authFlowType: 'USER_SRP_AUTH' } });
    await new CognitoIdentityAdapter(async () => auth, 'USER_PASSWORD_AUTH').signIn('kim@example.com', 'Secret123');
    expect(auth.signIn).toHaveBeenLastCalledWith({ username: 'kim@example.com', password: 'Secret123', options: { authFlowType: 'USER_PASSWORD_AUTH' } });
  });

  it('signs out the user Amplify still holds (a CLI session, another tab) before signing in another', async () => {
    const signIn = vi
      .fn()
      .mockRejectedValueOnce(namedError('UserAlreadyAuthenticatedException'))
      .mockResolvedValueOnce({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    const auth = fakeAuth({ signIn });
    const result = await new CognitoIdentityAdapter(async () => auth, 'USER_PASSWORD_AUTH').signIn('kim@example.com', 'Secret123');
    expect(result.ok).toBe(true);
    expect(auth.signOut).toHaveBeenCalledTimes(1);
    expect(signIn).toHaveBeenCalledTimes(2);
  });

  it("changes the password at the pool; a refused current password is forbidden, as the reference backend's", async () => {
    // Amplify's own updatePassword fits the slice the adapter calls (checked by the compiler).
    expectTypeOf<typeof updatePassword>().toExtend<AmplifyAuth['updatePassword']>();
    const auth = fakeAuth();
    const adapter = new CognitoIdentityAdapter(async () => auth, 'USER_SRP_AUTH');
    expect(await adapter.changePassword('Old12345', 'New12345')).toEqual({ ok: true, value: { otherSessionsEnded: false } });
    expect(auth.updatePassword).toHaveBeenCalledWith({ oldPassword: 'Old12345', newPassword: 'New12345' });
    const refusing = (name: string) =>
      new CognitoIdentityAdapter(
        async () => fakeAuth({ updatePassword: vi.fn(async () => Promise.reject(namedError(name, 'Incorrect username or password.'))) }),
        'USER_SRP_AUTH',
      );
    expect(await refusing('NotAuthorizedException').changePassword('Wrong123', 'New12345')).toMatchObject({ ok: false, error: { statusCode: 403 } });
    expect(await refusing('LimitExceededException').changePassword('Old12345', 'New12345')).toMatchObject({
      ok: false,
      error: { statusCode: 429, message: 'Too many attempts: please wait a few minutes and try again' },
    });
  });

  it("turns Cognito's exceptions into messages a patient understands", async () => {
    const wrong = fakeAuth({ signIn: vi.fn(async () => Promise.reject(namedError('NotAuthorizedException'))) });
    expect(await new CognitoIdentityAdapter(async () => wrong, 'USER_SRP_AUTH').signIn('kim@example.com', 'x')).toEqual({
      ok: false,
      error: { message: 'Incorrect e-mail or password', statusCode: 401 },
    });
    const taken = fakeAuth({ signUp: vi.fn(async () => Promise.reject(namedError('UsernameExistsException'))) });
    expect(await new CognitoIdentityAdapter(async () => taken, 'USER_SRP_AUTH').signUp('kim@example.com', 'x')).toEqual({
      ok: false,
      error: { message: 'An account with this e-mail already exists', statusCode: 409 },
    });
    const weak = fakeAuth({ signUp: vi.fn(async () => Promise.reject(namedError('InvalidPasswordException', 'Password not long enough'))) });
    expect(await new CognitoIdentityAdapter(async () => weak, 'USER_SRP_AUTH').signUp('kim@example.com', 'x')).toEqual({
      ok: false,
      error: { message: 'Password not long enough', statusCode: 400 },
    });
  });

  it('refuses a sign-in that still needs the e-mail confirmed', async () => {
    const unconfirmed = fakeAuth({ signIn: vi.fn(async () => ({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_UP' } })) });
    const result = await new CognitoIdentityAdapter(async () => unconfirmed, 'USER_SRP_AUTH').signIn('kim@example.com', 'Secret123');
    expect(result).toEqual({ ok: false, error: { message: 'Confirm your e-mail first: enter the code we sent you', statusCode: 401 } });
  });

  it('has no session when Cognito has no tokens (the session rule then sends the user to /)', async () => {
    const signedOut = fakeAuth({ fetchAuthSession: vi.fn(async () => ({})) });
    expect(await new CognitoIdentityAdapter(async () => signedOut, 'USER_SRP_AUTH').currentSession()).toBeNull();
  });

  it('confirms the sign-up code', async () => {
    const auth = fakeAuth();
    expect(await new CognitoIdentityAdapter(async () => auth, 'USER_SRP_AUTH').confirmSignUp('kim@example.com', '123456')).toEqual({
      ok: true,
      value: undefined,
    });
    expect(auth.confirmSignUp).toHaveBeenCalledWith({ username: 'kim@example.com', confirmationCode: '123456' });
  });

  it("resets a forgotten password with the pool's e-mailed code, telling nobody whether the account exists", async () => {
    expectTypeOf<typeof resetPassword>().toExtend<AmplifyAuth['resetPassword']>();
    expectTypeOf<typeof confirmResetPassword>().toExtend<AmplifyAuth['confirmResetPassword']>();
    const auth = fakeAuth();
    const resets = new CognitoPasswordResetAdapter(async () => auth);
    expect(await resets.sendResetLink('kim@example.com')).toEqual({ ok: true, value: 'code' });
    expect(auth.resetPassword).toHaveBeenCalledWith({ username: 'kim@example.com' });
    expect(await resets.resetPassword({ email: 'kim@example.com', token: '123456' }, 'New12345')).toEqual({ ok: true, value: undefined });
    expect(auth.confirmResetPassword).toHaveBeenCalledWith({ username: 'kim@example.com', confirmationCode: '123456', newPassword: 'New12345' });

    const unknown = new CognitoPasswordResetAdapter(async () =>
      fakeAuth({ resetPassword: vi.fn(async () => Promise.reject(namedError('UserNotFoundException'))) }),
    );
    expect(await unknown.sendResetLink('nobody@example.com')).toEqual({ ok: true, value: 'code' });
    const wrongCode = new CognitoPasswordResetAdapter(async () =>
      fakeAuth({ confirmResetPassword: vi.fn(async () => Promise.reject(namedError('CodeMismatchException'))) }),
    );
    expect(await wrongCode.resetPassword({ email: 'kim@example.com', token: '000000' }, 'New12345')).toMatchObject({
      ok: false,
      error: { message: 'That code is not right: check the e-mail and try again' },
    });
  });
});
