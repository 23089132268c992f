import type { AddressForm, EnabledState } from '../../../domain/entities/address';
import { addressFormErrors, trimmedAddress, verificationOutcome, type VerificationOutcome } from '../../../domain/registration-flow/address-verification';
import { BUSINESS_CONSTANTS } from '../../../domain/shared/business-constants';
import { ok, type Result } from '../../../domain/shared/result';
import type { AddressPort } from '../../ports/address.port';

export type AddressOutcome =
  | VerificationOutcome
  /** The form has mistakes: nothing was asked. */
  | { readonly kind: 'invalid'; readonly errors: Partial<Record<keyof AddressForm, string>> };

/**
 * A shipping address checked as every address form checks it (spec §5, §9): the form first, then the
 * address service, asked for invalid matches and 2 candidates. One confirmed address, candidates for the
 * patient to choose from, or what is missing; saving it is the caller's next step (SaveShippingAddressUseCase).
 */
export class VerifyAddressUseCase {
  constructor(private readonly addresses: Pick<AddressPort, 'verify'>) {}

  async execute({ address, servedStates }: { readonly address: AddressForm; readonly servedStates: readonly EnabledState[] }): Promise<Result<AddressOutcome>> {
    const errors = addressFormErrors(address, servedStates);
    if (Object.keys(errors).length > 0) return ok({ kind: 'invalid', errors });
    const entered = trimmedAddress(address);
    const candidates = await this.addresses.verify(entered, BUSINESS_CONSTANTS.addressCandidates);
    if (!candidates.ok) return candidates;
    return ok(verificationOutcome(entered, candidates.value, servedStates));
  }
}
