import { beforeEach, describe, expect, it } from 'vitest';
import type { User } from '../../../domain/entities/user';
import { MESSAGES } from '../../../domain/feedback/messages';
import { PHONE_TAKEN_MESSAGE } from '../../../domain/registration-flow/basics';
import { addressSaved, idPhotoUploaded, treatmentSubStepChosen } from '../../../domain/registration-flow/step-advance';
import { initialStepsState, type StepsState } from '../../../domain/registration-steps/steps-state';
import { ok } from '../../../domain/shared/result';
import type { LoadCurrentUserUseCase } from '../auth/load-current-user.use-case';
import { AdvanceRegistrationUseCase } from './advance-registration.use-case';
import { GoBackUseCase } from './go-back.use-case';
import { blankSubscription, InMemoryRegistration, PATIENT_ID } from '../../../tests/fakes/in-memory-registration.fake';
import { LoadRegistrationUseCase } from './load-registration.use-case';
import { SaveBasicsUseCase } from './save-basics.use-case';
import { StartNewSubscriptionUseCase } from './start-new-subscription.use-case';
import { StartTreatmentRegistrationUseCase } from './start-treatment-registration.use-case';

let backend: InMemoryRegistration;
let userLoads: number;
const loadCurrentUser = {
  execute: async () => ((userLoads += 1), backend.storage.set('status', 'active'), ok({} as User)),
} as unknown as LoadCurrentUserUseCase;

beforeEach(() => {
  backend = new InMemoryRegistration();
  userLoads = 0;
});

const advance = () => new AdvanceRegistrationUseCase(backend, loadCurrentUser);
const stored = (key: string) => backend.storage.get(key);

describe('starting a treatment registration (entry page, sidebar: spec §4)', () => {
  it('clears the price values, creates the subscription, adds its type to subType and sets status register', async () => {
    backend.storage.set('offerPrice', '10.00');
    backend.storage.set('subType', 'ed');
    const started = await new StartTreatmentRegistrationUseCase(backend, backend.storage).execute('wl');
    expect(started).toMatchObject({ ok: true, value: { productType: 'wl', registrationStep: 'basic' } });
    expect(stored('offerPrice')).toBeNull();
    expect(stored('subType')).toBe('wl,ed');
    expect(stored('status')).toBe('register');
  });

  it("says 'Failed to create new subscription...' when the server refuses, the other alert when nothing answered", async () => {
    backend.failNext('create', 'A subscription for this treatment is already in registration', 409);
    const refused = await new StartTreatmentRegistrationUseCase(backend, backend.storage).execute('ed');
    expect(refused).toEqual({
      ok: false,
      error: { message: MESSAGES.createSubscriptionFailed, statusCode: 409 },
      detail: 'A subscription for this treatment is already in registration',
    });
    backend.failNext('create', 'We could not reach the server.', 503);
    const lost = await new StartTreatmentRegistrationUseCase(backend, backend.storage).execute('ed');
    expect(lost).toMatchObject({ ok: false, error: { message: MESSAGES.createSubscriptionError } });
    expect(stored('status')).toBeNull();
    backend.failNext('start-new', 'Finish your first registration first', 409);
    const refusedNew = await new StartNewSubscriptionUseCase(backend, backend.storage).execute({ productType: 'hl', patientId: PATIENT_ID });
    expect(refusedNew).toMatchObject({ ok: false, error: { message: MESSAGES.createSubscriptionFailed }, detail: 'Finish your first registration first' });
    backend.failNext('start-new', 'down', 500);
    expect(await new StartNewSubscriptionUseCase(backend, backend.storage).execute({ productType: 'hl', patientId: PATIENT_ID })).toMatchObject({
      ok: false,
      error: { message: MESSAGES.createSubscriptionError },
    });
  });

  it('starts a new subscription with fewer steps the same way', async () => {
    const started = await new StartNewSubscriptionUseCase(backend, backend.storage).execute({ productType: 'hl', patientId: PATIENT_ID });
    expect(started).toMatchObject({ ok: true, value: { registrationStepsOrder: ['questions', 'treatment', 'payment'] } });
    expect(stored('subType')).toBe('hl');
    expect(stored('status')).toBe('register');
  });
});

describe('opening the steps layout', () => {
  it('loads the current registration fresh: the newest in registration', async () => {
    backend.subscriptions.set('1'.repeat(24), blankSubscription('1'.repeat(24), 'ed', { registrationStep: 'done', status: 'pending' }));
    backend.subscriptions.set('2'.repeat(24), blankSubscription('2'.repeat(24), 'wl', { registrationStep: 'payment' }));
    const loaded = await new LoadRegistrationUseCase(backend, backend).execute({ patientId: PATIENT_ID, preferredId: null });
    expect(loaded).toMatchObject({ ok: true, value: { _id: '2'.repeat(24), registrationStep: 'payment' } });
    expect(backend.calls).toEqual([`list ${PATIENT_ID}`, `get ${'2'.repeat(24)}`]);
  });

  it('answers null when no registration goes on, and passes on a failure', async () => {
    expect(await new LoadRegistrationUseCase(backend, backend).execute({ patientId: PATIENT_ID, preferredId: null })).toEqual(ok(null));
    backend.failNext('list', 'down', 503);
    expect(await new LoadRegistrationUseCase(backend, backend).execute({ patientId: PATIENT_ID, preferredId: null })).toMatchObject({ ok: false });
  });
});

describe('moving forward', () => {
  it('walks the step order, and reaching done loads the patient again (register becomes active)', async () => {
    const id = '3'.repeat(24);
    backend.subscriptions.set(id, blankSubscription(id, 'ed', { registrationStep: 'photo' }));
    backend.storage.set('status', 'register');
    const done = await advance().execute(id);
    expect(done).toMatchObject({ ok: true, value: { registrationStep: 'done', status: 'pending' } });
    expect(userLoads).toBe(1);
    expect(stored('status')).toBe('active');
    expect(await advance().execute(id)).toMatchObject({ ok: false, error: { message: MESSAGES.subscriptionCompleted } });
    expect(userLoads).toBe(1);
  });
});

describe('going back (spec §4), wired to the stepper', () => {
  const id = '4'.repeat(24);
  const ORDER = ['basic', 'questions', 'globalQuestions', 'treatment', 'payment', 'photo'];
  const at = (step: string, productType: StepsState['productType'] = 'ed') => {
    backend.subscriptions.set(id, blankSubscription(id, productType, { registrationStep: step }));
    return initialStepsState({ productType, stepsOrder: ORDER, step });
  };
  const back = (state: StepsState) => new GoBackUseCase(backend, backend.storage).execute(id, state);

  it('from photo at the ID photo: payment opens at the card, the server goes one step back', async () => {
    const outcome = await back(at('photo'));
    expect(outcome).toMatchObject({ state: { step: 'payment', paymentSubStep: 'card', awaitingPreviousStep: false }, navigateTo: null, error: null });
    expect(backend.calls).toEqual(['step prev']);
    expect(backend.subscriptions.get(id)?.registrationStep).toBe('payment');
  });

  it('from the selfie, the card and a later treatment sub-step: stays on the step, asks nothing', async () => {
    expect((await back(idPhotoUploaded(at('photo')))).state).toMatchObject({ step: 'photo', identityStep: 1 });
    expect((await back(addressSaved(at('payment')))).state).toMatchObject({ step: 'payment', paymentSubStep: 'address' });
    expect((await back(treatmentSubStepChosen(at('treatment'), 'Dosage'))).state.treatment).toEqual({ subStep: 'GenericOptions', passed: [] });
    expect(backend.calls).toEqual([]);
  });

  it('from hl treatment, whatever the sub-step: the previous main step', async () => {
    const outcome = await back(treatmentSubStepChosen(at('treatment', 'hl'), 'Dosage'));
    expect(outcome.state.step).toBe('globalQuestions');
  });

  it('from the first step: status active and the dashboard, without asking the server', async () => {
    const outcome = await back(at('basic'));
    expect(outcome).toMatchObject({ navigateTo: '/user/subscriptions', error: null });
    expect(stored('status')).toBe('active');
    expect(backend.calls).toEqual([]);
  });

  it("on 'Cannot update subscription! Subscription completed.': the dashboard; another refusal keeps the step", async () => {
    backend.failNext('step prev', MESSAGES.subscriptionCompleted, 409);
    expect(await back(at('payment'))).toMatchObject({ navigateTo: '/user/subscriptions', error: null, state: { step: 'payment' } });
    backend.failNext('step prev', 'Server down', 500);
    expect(await back(at('payment'))).toMatchObject({ navigateTo: null, error: 'Server down', state: { step: 'payment', awaitingPreviousStep: false } });
  });
});

describe('the basic step', () => {
  const id = '5'.repeat(24);
  const FORM = { gender: 'female', birthDate: '07-04-1990', zipCode: '10001', phone: '(212) 555-0123' };
  const save = (form = FORM) =>
    new SaveBasicsUseCase(backend, backend, backend.storage, backend, advance()).execute({ patientId: PATIENT_ID, subscriptionId: id, form });

  beforeEach(() => backend.subscriptions.set(id, blankSubscription(id, 'wl')));

  it('checks the phone, sets the gender, saves the basics with the state of the ZIP code, and moves on', async () => {
    const saved = await save();
    expect(saved).toMatchObject({ ok: true, value: { kind: 'saved', subscription: { registrationStep: 'questions' } } });
    expect(backend.calls).toEqual(['zip 10001', 'enabled-states', 'check-phone 2125550123', 'set-gender female', 'save-basics', 'step next']);
    expect(backend.basicsSaved).toEqual([{ birthDate: '1990-07-04', zipCode: '10001', state: 'NY', phone: '2125550123' }]);
    expect(stored('gender')).toBe('female');
  });

  it('sends nothing while a field is wrong', async () => {
    const saved = await save({ ...FORM, birthDate: '02-30-1990', phone: '123' });
    expect(saved).toEqual(ok({ kind: 'invalid', errors: { birthDate: 'Enter a date that exists, as MM-DD-YYYY', phone: 'Enter a 10-digit US phone number' } }));
    expect(backend.calls).toEqual([]);
  });

  it('refuses a ZIP code of a state not served, and a phone of another account (phoneExist)', async () => {
    expect(await save({ ...FORM, zipCode: '73301' })).toEqual(ok({ kind: 'invalid', errors: { zipCode: 'We do not offer treatment in Texas yet' } }));
    backend.takenPhones.add('2125550123');
    expect(await save()).toEqual(ok({ kind: 'invalid', errors: { phone: PHONE_TAKEN_MESSAGE } }));
    expect(backend.calls).not.toContain('save-basics');
  });

  it('passes on a failed call and moves nothing', async () => {
    backend.failNext('save-basics', 'The birth date must make the patient 18 or older', 400);
    expect(await save()).toEqual({ ok: false, error: { message: 'The birth date must make the patient 18 or older', statusCode: 400 } });
    expect(backend.subscriptions.get(id)?.registrationStep).toBe('basic');
    backend.failNext('step next', 'Please complete The Basics first', 409);
    expect(await save()).toMatchObject({ ok: false, error: { statusCode: 409 } });
    backend.failNext('zip', 'down', 503);
    expect(await save()).toMatchObject({ ok: false, error: { statusCode: 503 } });
    backend.failNext('enabled-states', 'down', 503);
    expect(await save()).toMatchObject({ ok: false });
    backend.failNext('check-phone', 'down', 503);
    expect(await save()).toMatchObject({ ok: false });
    backend.failNext('set-gender', 'down', 503);
    expect(await save()).toMatchObject({ ok: false });
  });
});
