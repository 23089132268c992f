import { firstError } from '../../../domain/account/account-messages';
import type { AddressForm, EnabledState } from '../../../domain/entities/address';
import { addressFormErrors, trimmedAddress, verificationOutcome, type VerificationOutcome } from '../../../domain/registration-flow/address-verification';
import { BUSINESS_CONSTANTS } from '../../../domain/shared/business-constants';
import { fail, ok, type Result } from '../../../domain/shared/result';
import type { AddressVerificationPort } from '../../ports/address-verification.port';

/**
 * Checks a shipping address with the address service as the payment step does (spec §5: invalid matches
 * requested, 2 candidates): a confirmed address, candidates for the patient to choose from, or what is
 * missing.
 */
export class VerifyShippingAddressUseCase {
  constructor(private readonly addresses: AddressVerificationPort) {}

  async execute({ address, servedStates }: { readonly address: AddressForm; readonly servedStates: readonly EnabledState[] }): Promise<Result<VerificationOutcome>> {
    const error = firstError(addressFormErrors(address, servedStates));
    if (error) return fail(error, 400);
    const candidates = await this.addresses.verify(trimmedAddress(address), { match: 'invalid', candidates: BUSINESS_CONSTANTS.addressCandidates });
    if (!candidates.ok) return candidates;
    return ok(verificationOutcome(address, candidates.value, servedStates));
  }
}
