import { makeAutoObservable, runInAction } from 'mobx';
import { typedBirthDate } from '../../../domain/formatting/birth-date';
import { basicsForm, unchosenGender } from '../../../domain/registration-flow/basics';
import type { BrandId } from '../../../domain/brands/brand';
import { storedGenderChoice } from '../../../domain/session/stored-gender';
import { basicStepErrors, type BasicStepForm } from '../../../domain/validation/basic-step-fields';
import type { SessionStore } from '../session.store';
import type { RegistrationStore } from './registration.store';
import type { RegistrationUseCases } from '../../../application/areas/registration.use-cases';
import type { Today } from './today';
import { inNextTask, nextTask } from './next-task';
import { STORE_OPTIONS } from './store-options';
import { errorText } from '../../i18n/error-text';

type Field = keyof BasicStepForm;
const FIELDS: readonly Field[] = ['gender', 'birthDate', 'zipCode', 'phone'];
const EMPTY: BasicStepForm = { gender: '', birthDate: '', zipCode: '', phone: '' };

/**
 * The basic step's form (spec §3: gender, birth date MM-DD-YYYY, ZIP code, phone), checked as the patient
 * types; what the server finds (a ZIP code's state not served, a phone of another account) shows under its
 * field until that field changes. Nothing typed is lost when a call fails.
 */
export class BasicsStore {
  values: BasicStepForm = EMPTY;
  touched = new Set<Field>();
  submitted = false;
  serverErrors: Partial<Record<Field, string>> = {};
  saving = false;
  error: string | null = null;
  /** The subscription the form was opened for: reopening it keeps what was typed. */
  private openedFor: string | null = null;

  constructor(
    private readonly useCases: Pick<RegistrationUseCases, 'saveBasics'>,
    private readonly registration: RegistrationStore,
    private readonly session: SessionStore,
    private readonly today: Today,
    private readonly storedGender: () => string | null,
    private readonly brand: BrandId,
  ) {
    makeAutoObservable<BasicsStore, 'useCases' | 'registration' | 'session' | 'today' | 'storedGender' | 'brand' | 'openedFor'>(
      this,
      { useCases: false, registration: false, session: false, today: false, storedGender: false, brand: false, openedFor: false },
      STORE_OPTIONS,
    );
  }

  /** Opens the form with what the patient saved before (going back, another device). */
  open(subscriptionId: string): void {
    if (this.openedFor === subscriptionId) return;
    this.openedFor = subscriptionId;
    const user = this.session.user;
    this.values = basicsForm(user?.patient ?? null, user?.phone ?? null, storedGenderChoice(this.storedGender()), unchosenGender(this.brand));
    this.touched = new Set();
    this.submitted = false;
    this.serverErrors = {};
    this.error = null;
  }

  get errors(): Partial<Record<Field, string>> {
    return { ...basicStepErrors(this.values, this.today()), ...this.serverErrors };
  }

  /** A field's message once it was left or the form was sent. */
  visibleError(field: Field): string | null {
    return this.submitted || this.touched.has(field) ? (this.errors[field] ?? null) : null;
  }

  set(field: Field, value: string): void {
    this.values = { ...this.values, [field]: field === 'birthDate' ? typedBirthDate(value) : value };
    if (this.serverErrors[field]) this.serverErrors = Object.fromEntries(Object.entries(this.serverErrors).filter(([key]) => key !== field));
  }

  touch(field: Field): void {
    this.touched = new Set(this.touched).add(field);
  }

  /** Saves the basics and moves on; true when the step moved. */
  async save(): Promise<boolean> {
    const subscription = this.registration.subscription;
    const patientId = this.session.patientId;
    this.submitted = true;
    if (!subscription || !patientId || this.saving || FIELDS.some((field) => this.errors[field])) return false;
    this.saving = true;
    this.error = null;
    await nextTask();
    const saved = await this.useCases.saveBasics.execute({ patientId, subscriptionId: subscription._id, form: this.values });
    return runInAction(() => {
      this.saving = false;
      if (!saved.ok) {
        this.error = errorText(saved.error);
        return false;
      }
      if (saved.value.kind === 'invalid') {
        this.serverErrors = saved.value.errors;
        return false;
      }
      this.registration.stepCompleted(saved.value.subscription);
      inNextTask(() => this.session.refreshUser());
      return true;
    });
  }

  reset(): void {
    this.values = EMPTY;
    this.touched = new Set();
    this.submitted = false;
    this.serverErrors = {};
    this.saving = false;
    this.error = null;
    this.openedFor = null;
  }
}
