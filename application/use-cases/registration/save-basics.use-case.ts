import type { SubscriptionDetails } from '../../../domain/entities/subscription-details';
import { basicsToSave, PHONE_TAKEN_MESSAGE, zipStateError } from '../../../domain/registration-flow/basics';
import { STORAGE_KEYS } from '../../../domain/session/storage-keys';
import { fail, ok, type Result } from '../../../domain/shared/result';
import { basicStepErrors, type BasicStepForm } from '../../../domain/validation/basic-step-fields';
import type { ClockPort } from '../../ports/clock.port';
import type { KeyValueStoragePort } from '../../ports/key-value-storage.port';
import type { PatientBasicsPort } from '../../ports/patient-basics.port';
import type { AdvanceRegistrationUseCase } from './advance-registration.use-case';
import { utcToday } from './utc-today';
import type { AddressPort } from '../../ports/address.port';

export type BasicsOutcome =
  | { readonly kind: 'saved'; readonly subscription: SubscriptionDetails }
  /** What the patient must correct, by field; nothing was saved. */
  | { readonly kind: 'invalid'; readonly errors: Partial<Record<keyof BasicStepForm, string>> };

/**
 * The basic step (spec §3, §7): the fields checked (the ZIP code's state must be enabled, the phone free),
 * then the gender (set-gender, and kept in storage for the question lists), the birth date, ZIP code and
 * phone saved on the patient, and the step moved on.
 */
export class SaveBasicsUseCase {
  constructor(
    private readonly basics: PatientBasicsPort,
    private readonly addresses: Pick<AddressPort, 'enabledStates'>,
    private readonly storage: KeyValueStoragePort,
    private readonly clock: ClockPort,
    private readonly advance: AdvanceRegistrationUseCase,
  ) {}

  async execute(input: { readonly patientId: string; readonly subscriptionId: string; readonly form: BasicStepForm }): Promise<Result<BasicsOutcome>> {
    const errors = basicStepErrors(input.form, utcToday(this.clock));
    const values = basicsToSave(input.form);
    if (Object.keys(errors).length > 0 || !values) return ok({ kind: 'invalid', errors });

    const [place, states] = await Promise.all([this.basics.zipCodePlace(values.zipCode), this.addresses.enabledStates()]);
    if (!place.ok) return place;
    if (!states.ok) return states;
    const zipError = zipStateError(place.value, states.value);
    if (zipError) return ok({ kind: 'invalid', errors: { zipCode: zipError } });

    const phone = await this.basics.checkPhone(values.phone);
    if (!phone.ok) return phone;
    if (phone.value.phoneExist) return ok({ kind: 'invalid', errors: { phone: PHONE_TAKEN_MESSAGE } });

    const gender = await this.basics.setGender(input.patientId, values.gender);
    if (!gender.ok) return gender;
    this.storage.set(STORAGE_KEYS.gender, values.gender);
    const saved = await this.basics.saveBasics(input.patientId, {
      birthDate: values.birthDate,
      zipCode: values.zipCode,
      state: place.value?.state ?? '',
      phone: values.phone,
    });
    if (!saved.ok) return saved;
    const moved = await this.advance.execute(input.subscriptionId);
    return moved.ok ? ok({ kind: 'saved', subscription: moved.value }) : fail(moved.error.message, moved.error.statusCode, moved.error.code);
  }
}
