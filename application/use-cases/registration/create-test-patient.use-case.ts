import type { SubscriptionDetails } from '../../../domain/entities/subscription-details';
import type { User } from '../../../domain/entities/user';
import {
  testBasics,
  testPatient,
  testUserFlowAllowed,
  TEST_USER_FLOW_REFUSED,
  type Environment,
  type TestPatient,
} from '../../../domain/registration-flow/test-user';
import type { ProductType } from '../../../domain/shared/product-type';
import { fail, ok, type Result } from '../../../domain/shared/result';
import type { ClockPort } from '../../ports/clock.port';
import type { IdempotencyKeysPort } from '../../ports/idempotency-keys.port';
import type { SignUpUseCase } from '../auth/sign-up.use-case';
import type { SaveBasicsUseCase } from './save-basics.use-case';
import type { StartTreatmentRegistrationUseCase } from './start-treatment-registration.use-case';
import { utcToday } from './utc-today';

export interface TestPatientCreated {
  readonly credentials: TestPatient;
  readonly user: User;
  readonly subscription: SubscriptionDetails;
}

/**
 * /create-test-user-flow: in a local or test configuration, a new test patient is signed up with a random
 * e-mail, its registration started for the product type and, when asked, its basics filled in, so a tester
 * reaches the questionnaire in one click. Refused in production.
 */
export class CreateTestPatientUseCase {
  constructor(
    private readonly environment: Environment,
    private readonly random: IdempotencyKeysPort,
    private readonly clock: ClockPort,
    private readonly signUp: SignUpUseCase,
    private readonly start: StartTreatmentRegistrationUseCase,
    private readonly saveBasics: SaveBasicsUseCase,
  ) {}

  async execute(input: { readonly productType: ProductType; readonly fillBasics: boolean }): Promise<Result<TestPatientCreated>> {
    if (!testUserFlowAllowed(this.environment)) return fail(TEST_USER_FLOW_REFUSED, 403);
    const seed = this.random
      .next()
      .toLowerCase()
      .replace(/[^0-9a-f]/g, '');
    const credentials = testPatient(seed);
    const signedUp = await this.signUp.execute({
      email: credentials.email,
      password: credentials.password,
      patient: { firstName: credentials.firstName, lastName: credentials.lastName },
    });
    if (!signedUp.ok) return signedUp;
    if (signedUp.value.kind !== 'signed-in')
      return fail('The identity provider wants the e-mail confirmed first: the test-user flow needs an identity provider that does not', 409);
    const user = signedUp.value.user;
    const started = await this.start.execute(input.productType);
    if (!started.ok) return fail(started.detail ?? started.error.message, started.error.statusCode, started.error.code);
    if (!input.fillBasics || !user.patient) return ok({ credentials, user, subscription: started.value });

    const basics = await this.saveBasics.execute({
      patientId: user.patient._id,
      subscriptionId: started.value._id,
      form: testBasics(seed, input.productType, utcToday(this.clock)),
    });
    if (!basics.ok) return basics;
    if (basics.value.kind === 'invalid') return fail(Object.values(basics.value.errors).join('; '), 400);
    return ok({ credentials, user, subscription: basics.value.subscription });
  }
}
