import type { AddressCandidate, AddressForm, EnabledState } from '../../domain/entities/address';
import type { Result } from '../../domain/shared/result';
import type { components } from '../../openapi/patient-api';
import type { AddressVerificationPort } from '../../application/ports/address-verification.port';
import type { ApiClient } from './api-client';
import { readResult } from './read-result';
import { addressCandidateSchema, enabledStateSchema } from './schemas/address-candidate.schema';
import { listEnvelope } from './schemas/envelope.schema';

const candidatesSchema = listEnvelope(addressCandidateSchema);
const enabledStatesSchema = listEnvelope(enabledStateSchema);

/** The form's state is one the service serves (checked before), so a two-letter code of the contract's list. */
type UsStateCode = components['schemas']['UsStateCode'];

/** The address travels in the body, never in the URL (it is personal data). */
export class HttpAddressVerificationAdapter implements AddressVerificationPort {
  constructor(private readonly api: ApiClient) {}

  verify(address: AddressForm, options: { readonly match: 'invalid'; readonly candidates: number }): Promise<Result<readonly AddressCandidate[]>> {
    const body = {
      address: address.address,
      city: address.city,
      state: address.state as UsStateCode,
      zipCode: address.zipCode,
      ...(address.secondAddress ? { secondAddress: address.secondAddress } : {}),
      match: options.match,
      candidates: options.candidates,
    };
    return readResult(this.api.POST('/address/verify', { body }), candidatesSchema, 'Checking the address');
  }

  enabledStates(): Promise<Result<readonly EnabledState[]>> {
    return readResult(this.api.GET('/get-enabled-states'), enabledStatesSchema, 'Loading the states we serve');
  }
}
