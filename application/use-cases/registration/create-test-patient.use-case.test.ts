import { beforeEach, describe, expect, it } from 'vitest';
import type { User } from '../../../domain/entities/user';
import { TEST_USER_FLOW_REFUSED } from '../../../domain/registration-flow/test-user';
import { fail, ok } from '../../../domain/shared/result';
import type { LoadCurrentUserUseCase } from '../auth/load-current-user.use-case';
import type { SignUpInput, SignUpUseCase } from '../auth/sign-up.use-case';
import { AdvanceRegistrationUseCase } from './advance-registration.use-case';
import { CreateTestPatientUseCase } from './create-test-patient.use-case';
import { InMemoryRegistration, PATIENT_ID } from '../../../tests/fakes/in-memory-registration.fake';
import { SaveBasicsUseCase } from './save-basics.use-case';
import { StartTreatmentRegistrationUseCase } from './start-treatment-registration.use-case';

let backend: InMemoryRegistration;
let signUps: SignUpInput[];
let signUpAnswer: 'signed-in' | 'confirmation-required' | 'refused';

const USER = { _id: 'u'.repeat(24), patient: { _id: PATIENT_ID } } as unknown as User;
const signUp = {
  execute: async (input: SignUpInput) => {
    signUps.push(input);
    if (signUpAnswer === 'refused') return fail('An account with this e-mail already exists', 409);
    return ok(signUpAnswer === 'signed-in' ? { kind: 'signed-in' as const, user: USER } : { kind: 'confirmation-required' as const, email: input.email });
  },
} as unknown as SignUpUseCase;

const create = (environment: 'local' | 'test' | 'production' = 'test') => {
  const advance = new AdvanceRegistrationUseCase(backend, { execute: async () => ok(USER) } as unknown as LoadCurrentUserUseCase);
  return new CreateTestPatientUseCase(
    environment,
    { next: () => '0123456789ABCDEF0123456789abcdef' },
    backend,
    signUp,
    new StartTreatmentRegistrationUseCase(backend, backend.storage),
    new SaveBasicsUseCase(backend, backend, backend.storage, backend, advance),
  );
};

beforeEach(() => {
  backend = new InMemoryRegistration();
  signUps = [];
  signUpAnswer = 'signed-in';
});

describe('the test-user flow', () => {
  it('is refused in production, before anything is created', async () => {
    expect(await create('production').execute({ productType: 'ed', fillBasics: true })).toEqual({
      ok: false,
      error: { message: TEST_USER_FLOW_REFUSED, statusCode: 403 },
    });
    expect(signUps).toEqual([]);
  });

  it('signs a test patient up, starts the registration and fills the basics: the questionnaire is next', async () => {
    const created = await create().execute({ productType: 'wl', fillBasics: true });
    expect(created).toMatchObject({
      ok: true,
      value: { credentials: { email: 'test.patient.0123456789ab@example.com' }, subscription: { productType: 'wl', registrationStep: 'questions' } },
    });
    expect(signUps).toEqual([
      { email: 'test.patient.0123456789ab@example.com', password: 'Test-01234567-9', patient: { firstName: 'Test', lastName: 'Patient 0123' } },
    ]);
    expect(backend.basicsSaved).toMatchObject([{ zipCode: '10001', state: 'NY' }]);
  });

  it('can leave the basics to the tester', async () => {
    const created = await create('local').execute({ productType: 'ed', fillBasics: false });
    expect(created).toMatchObject({ ok: true, value: { subscription: { registrationStep: 'basic' } } });
    expect(backend.basicsSaved).toEqual([]);
  });

  it('says why it stopped: a refused sign-up, a provider that wants a code, a failed start or basics', async () => {
    signUpAnswer = 'refused';
    expect(await create().execute({ productType: 'ed', fillBasics: true })).toMatchObject({ ok: false, error: { statusCode: 409 } });
    signUpAnswer = 'confirmation-required';
    expect(await create().execute({ productType: 'ed', fillBasics: true })).toMatchObject({ ok: false, error: { message: /confirmed first/ } });
    signUpAnswer = 'signed-in';
    backend.failNext('create', 'Patient not found', 404);
    expect(await create().execute({ productType: 'ed', fillBasics: true })).toEqual({ ok: false, error: { message: 'Patient not found', statusCode: 404 } });
    backend.failNext('zip', 'down', 503);
    expect(await create().execute({ productType: 'ed', fillBasics: true })).toMatchObject({ ok: false, error: { statusCode: 503 } });
  });
});
