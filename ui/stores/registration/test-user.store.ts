import { makeAutoObservable, runInAction } from 'mobx';
import { testUserFlowAllowed, type Environment, type TestPatient } from '../../../domain/registration-flow/test-user';
import type { ProductType } from '../../../domain/shared/product-type';
import type { SessionStore } from '../session.store';
import type { RegistrationStore } from './registration.store';
import type { RegistrationUseCases } from '../../../application/areas/registration.use-cases';
import { STORE_OPTIONS } from './store-options';
import { errorText } from '../../i18n/error-text';

/** /create-test-user-flow: a tester creates a test patient with its registration started, outside production. */
export class TestUserStore {
  creating = false;
  error: string | null = null;
  credentials: TestPatient | null = null;

  constructor(
    private readonly useCases: Pick<RegistrationUseCases, 'createTestPatient'>,
    private readonly session: SessionStore,
    private readonly registration: RegistrationStore,
    readonly environment: Environment,
  ) {
    makeAutoObservable<TestUserStore, 'useCases' | 'session' | 'registration'>(this, { useCases: false, session: false, registration: false }, STORE_OPTIONS);
  }

  get allowed(): boolean {
    return testUserFlowAllowed(this.environment);
  }

  /** Creates the test patient (signed in) with its registration started; true when it may go to /steps. */
  async create(productType: ProductType, fillBasics: boolean): Promise<boolean> {
    if (this.creating || !this.allowed) return false;
    this.creating = true;
    this.error = null;
    const created = await this.useCases.createTestPatient.execute({ productType, fillBasics });
    if (!created.ok) {
      runInAction(() => {
        this.creating = false;
        this.error = errorText(created.error);
      });
      return false;
    }
    // The sign-up signed in through the use case: the session takes the new patient over.
    await this.session.restore();
    runInAction(() => {
      this.creating = false;
      this.credentials = created.value.credentials;
      this.registration.adopt(created.value.subscription);
    });
    return true;
  }
}
