import { describe, expect, it } from 'vitest';
import type { LoadRegistrationUseCase } from '../../../application/use-cases/registration/load-registration.use-case';
import type { SubscriptionDetails } from '../../../domain/entities/subscription-details';
import { fail, ok, type Result } from '../../../domain/shared/result';
import { blankSubscription } from '../../../tests/fakes/in-memory-registration.fake';
import type { SessionStore } from '../session.store';
import { RegistrationStore } from './registration.store';

const ID = 'c'.repeat(24);

/** The registration store over answers the test gives in turn, for a signed-in patient (or none). */
const opened = (answers: Result<SubscriptionDetails | null>[], patientId: string | null = 'p1') => {
  const refreshed: string[] = [];
  const session = { patientId, refreshUser: async () => refreshed.push('refresh') } as unknown as SessionStore;
  const loadRegistration = { execute: async () => answers.shift() ?? ok(null) } as unknown as LoadRegistrationUseCase;
  return { refreshed, store: new RegistrationStore({ loadRegistration, goBack: {} as never }, session) };
};

describe('the current registration as the steps open', () => {
  it('opens the registration going on at its step', async () => {
    const { store } = opened([ok(blankSubscription(ID, 'ed', { registrationStep: 'treatment' }))]);
    const loading = store.load();
    expect(store.status.phase).toBe('loading');
    await loading;
    expect([store.status.phase, store.none, store.subscription?._id, store.step]).toEqual(['ready', false, ID, 'treatment']);
  });

  it('says none goes on (and reads the patient again, whose status the server changed), or that none can without a patient', async () => {
    const { refreshed, store } = opened([ok(null)]);
    await store.load();
    expect([store.status.phase, store.none, store.subscription, refreshed]).toEqual(['ready', true, null, ['refresh']]);
    const signedOut = opened([], null).store;
    await signedOut.load();
    expect(signedOut.none).toBe(true);
  });

  it('says why it could not be read, and reads it on the next try', async () => {
    const { store } = opened([fail('The service is temporarily unavailable, please try again', 503), ok(blankSubscription(ID, 'ed'))]);
    await store.load();
    expect([store.status.phase, store.status.error, store.none]).toEqual(['error', 'The service is temporarily unavailable, please try again', false]);
    await store.load();
    expect([store.status.phase, store.status.error, store.subscription?._id]).toEqual(['ready', null, ID]);
  });

  it('opens a registration the patient chose to continue afresh, never the one shown before', async () => {
    const OTHER = 'd'.repeat(24);
    const { store } = opened([
      ok(blankSubscription(ID, 'ed', { registrationStep: 'treatment' })),
      ok(blankSubscription(OTHER, 'hl', { registrationStep: 'basic' })),
    ]);
    await store.load();
    store.prefer(OTHER);
    expect([store.status.phase, store.subscription]).toEqual(['idle', null]);
    const loading = store.load();
    expect(store.status.phase).toBe('loading');
    await loading;
    expect([store.subscription?._id, store.step]).toEqual([OTHER, 'basic']);
  });

  it('drops an answer a sign-out overtook', async () => {
    let answer: (result: Result<SubscriptionDetails | null>) => void = () => undefined;
    const session = { patientId: 'p1', refreshUser: async () => undefined } as unknown as SessionStore;
    const loadRegistration = { execute: () => new Promise((resolve) => (answer = resolve)) } as unknown as LoadRegistrationUseCase;
    const store = new RegistrationStore({ loadRegistration, goBack: {} as never }, session);
    const loading = store.load();
    store.reset();
    answer(ok(blankSubscription(ID, 'ed')));
    await loading;
    expect([store.status.phase, store.subscription, store.steps]).toEqual(['idle', null, null]);
  });
});
