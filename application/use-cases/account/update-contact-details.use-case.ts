import { firstError } from '../../../domain/account/account-messages';
import type { User } from '../../../domain/entities/user';
import { phoneError, usPhoneDigits } from '../../../domain/validation/basic-step-fields';
import { personNameError } from '../../../domain/validation/account-fields';
import { fail, type Result } from '../../../domain/shared/result';
import type { AccountPort } from '../../ports/account.port';

export interface ContactDetails {
  readonly firstName: string;
  readonly lastName: string;
  /** As typed; blank leaves the phone as it is. */
  readonly phone: string;
}

export const contactDetailsErrors = (details: ContactDetails): Partial<Record<keyof ContactDetails, string | null>> => ({
  firstName: personNameError(details.firstName, 'first name'),
  lastName: personNameError(details.lastName, 'last name'),
  phone: details.phone.trim() === '' ? null : phoneError(details.phone),
});

/** The patient's names and phone (PUT /api/user/{id}); the phone is sent as its 10 digits. */
export class UpdateContactDetailsUseCase {
  constructor(private readonly account: AccountPort) {}

  execute({ userId, details }: { readonly userId: string; readonly details: ContactDetails }): Promise<Result<User>> {
    const error = firstError(contactDetailsErrors(details));
    if (error) return Promise.resolve(fail(error, 400));
    const phone = usPhoneDigits(details.phone);
    return this.account.updateUser(userId, {
      firstName: details.firstName.trim(),
      lastName: details.lastName.trim(),
      ...(phone ? { phone } : {}),
    });
  }
}
