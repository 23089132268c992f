import { describe, expect, it } from 'vitest';
import type { User } from '../../domain/entities/user';
import { fail, ok, type Result } from '../../domain/shared/result';
import type { IdentityPort, IdentitySession } from '../../application/ports/identity.port';
import type { PatientAccountPort } from '../../application/ports/patient-account.port';
import { CheckSessionUseCase } from '../../application/use-cases/auth/check-session.use-case';
import { ConfirmSignUpUseCase } from '../../application/use-cases/auth/confirm-sign-up.use-case';
import { LoadCurrentUserUseCase } from '../../application/use-cases/auth/load-current-user.use-case';
import { SignInUseCase } from '../../application/use-cases/auth/sign-in.use-case';
import { SignOutUseCase } from '../../application/use-cases/auth/sign-out.use-case';
import { SignUpUseCase } from '../../application/use-cases/auth/sign-up.use-case';
import { InMemoryShell } from '../../tests/fakes/in-memory-shell.fake';
import { SessionStore } from './session.store';

const DAY = 24 * 3600 * 1000;
const EXP = 60 * 60 * 1000;

const USER: User = {
  _id: 'b'.repeat(24),
  roles: ['patient'],
  email: 'pat@example.com',
  firstName: 'Pat',
  lastName: 'Rivera',
  phone: null,
  avatar: null,
  chatNoticeAlert: true,
  notificationPreference: { sms: true, email: true, receiveNewsByEmail: false, receiveNewsBySMS: false },
  verifyClientSecret: null,
  showReactivatePopup: false,
  belugaMode: false,
  latestBilledAmount: null,
  patient: null,
  subscriptions: [
    {
      _id: 'a'.repeat(24),
      status: 'active',
      productType: 'ed',
      patientId: 'c'.repeat(24),
      isApproved: true,
      registrationStep: 'done',
      registrationStepsOrder: [],
      nextBillingDate: null,
      plan: null,
      createdAt: null,
    },
    {
      _id: 'd'.repeat(24),
      status: 'pause',
      productType: 'wl',
      patientId: 'c'.repeat(24),
      isApproved: true,
      registrationStep: 'done',
      registrationStepsOrder: [],
      nextBillingDate: null,
      plan: null,
      createdAt: null,
    },
  ],
};

/** An identity provider and an account in memory, on the shell fake's storage and clock. */
const sessionWorld = () => {
  const shell = new InMemoryShell();
  let session: IdentitySession | null = null;
  const identity: IdentityPort = {
    signUp: async () => ok({ confirmationRequired: false }),
    confirmSignUp: async () => ok(undefined),
    signIn: async (email) => ok((session = { accessToken: 'token-1', expiresAt: shell.now() + EXP, email })),
    signOut: async () => {
      session = null;
    },
    currentSession: async () => session,
  };
  const account: PatientAccountPort = {
    createPatient: async () => fail('not used', 500),
    loadCurrentUser: async (): Promise<Result<User>> => ok(USER),
  };
  const signOut = new SignOutUseCase(identity, shell);
  const load = new LoadCurrentUserUseCase(account, shell);
  const signIn = new SignInUseCase(identity, account, shell, shell, load, signOut);
  const store = new SessionStore(
    signIn,
    new SignUpUseCase(identity, signIn),
    new ConfirmSignUpUseCase(identity, signIn),
    signOut,
    new CheckSessionUseCase(identity, shell, shell, signOut),
    load,
  );
  return { shell, store };
};

describe('the session store', () => {
  it('signs in with the markers, the status and the patient’s product types stored', async () => {
    const { shell, store } = sessionWorld();
    await store.signIn({ email: 'pat@example.com', password: 'Secret123' });
    expect(store.phase).toBe('signed-in');
    expect(store.subscriptionTypes).toEqual(['ed', 'wl']);
    expect(shell.get('expDate')).toBe(String(shell.now() + EXP));
    expect(shell.get('expirationDate')).toBe(String(shell.now()));
    expect(shell.get('subType')).toBe('wl,ed');
  });

  it('refreshes the activity time on each check, and keeps the session within 30 days', async () => {
    const { shell, store } = sessionWorld();
    await store.signIn({ email: 'pat@example.com', password: 'Secret123' });
    shell.time += 29 * DAY;
    shell.set('expDate', String(shell.now() + EXP));
    expect((await store.verify()).kind).toBe('active');
    expect(shell.get('expirationDate')).toBe(String(shell.now()));
    expect(store.endedCount).toBe(0);
  });

  it('says logged out after 30 idle days, clearing storage, and moves the guards; the guard then ends the session', async () => {
    const { shell, store } = sessionWorld();
    const resets: string[] = [];
    store.onReset(() => resets.push('reset'));
    await store.signIn({ email: 'pat@example.com', password: 'Secret123' });
    shell.time += 30 * DAY;
    expect(await store.verify()).toMatchObject({ kind: 'logged-out', reason: 'inactive', redirectTo: '/' });
    expect(store.endedCount).toBe(1);
    expect(shell.values.size).toBe(0);
    await store.endSession();
    expect(store.phase).toBe('signed-out');
    expect(store.user).toBeNull();
    expect(resets).toEqual(['reset']);
  });

  it('says logged out without the expiry marker', async () => {
    const { shell, store } = sessionWorld();
    await store.signIn({ email: 'pat@example.com', password: 'Secret123' });
    shell.remove('expDate');
    expect(await store.verify()).toMatchObject({ kind: 'logged-out', reason: 'no-marker' });
  });

  it('signs out on request: storage emptied, stores reset, nobody signed in', async () => {
    const { shell, store } = sessionWorld();
    let reset = false;
    store.onReset(() => (reset = true));
    await store.signIn({ email: 'pat@example.com', password: 'Secret123' });
    await store.signOut();
    expect([store.phase, shell.values.size, reset]).toEqual(['signed-out', 0, true]);
  });
});
