import * as z from 'zod/mini';
import type { AddressCandidate, AddressForm, AddressSuggestion, EnabledState } from '../../domain/entities/address';
import { ok, type Result } from '../../domain/shared/result';
import type { AddressPort } from '../../application/ports/address.port';
import type { components } from '../../openapi/patient-api';
import type { ApiClient } from './api-client';
import { readResult } from './read-result';
import { addressCandidateSchema, addressSuggestionSchema, enabledStateSchema, shippingAddressSchema } from './schemas/address.schema';
import { listEnvelope, singleEnvelope } from './schemas/envelope.schema';

type UsStateCode = components['schemas']['UsStateCode'];

const suggestionsEnvelope = listEnvelope(addressSuggestionSchema);
const candidatesEnvelope = listEnvelope(addressCandidateSchema);
const savedEnvelope = singleEnvelope(z.object({ shipping: shippingAddressSchema }));
const enabledStatesEnvelope = listEnvelope(enabledStateSchema);

const withoutBlanks = (address: AddressForm) => ({
  address: address.address,
  ...(address.secondAddress ? { secondAddress: address.secondAddress } : {}),
  city: address.city,
  state: address.state,
  zipCode: address.zipCode,
});

/** The address service and the shipping address over HTTP; the address travels in bodies, never in URLs (it is personal data). */
export class HttpAddressAdapter implements AddressPort {
  constructor(private readonly api: ApiClient) {}

  suggest(search: string, state: string | null): Promise<Result<readonly AddressSuggestion[]>> {
    const body = { search, limit: 5, ...(state ? { state: state as UsStateCode } : {}) };
    return readResult(this.api.POST('/address/suggestions', { body }), suggestionsEnvelope, 'Looking up addresses');
  }

  verify(address: AddressForm, candidates: number): Promise<Result<readonly AddressCandidate[]>> {
    const body = { ...withoutBlanks(address), state: address.state as UsStateCode, match: 'invalid' as const, candidates };
    return readResult(this.api.POST('/address/verify', { body }), candidatesEnvelope, 'Checking your address');
  }

  enabledStates(): Promise<Result<readonly EnabledState[]>> {
    return readResult(this.api.GET('/get-enabled-states'), enabledStatesEnvelope, 'Loading the states we serve');
  }

  async saveShipping(address: AddressForm, { reship }: { readonly reship: boolean }): Promise<Result<AddressForm>> {
    const action = reship ? 'save-and-reship' : 'save';
    const saved = await readResult(
      this.api.POST('/api/v2/subscription/update-shipping-address/{action}', { params: { path: { action } }, body: withoutBlanks(address) }),
      savedEnvelope,
      'Saving your shipping address',
    );
    return saved.ok ? ok(saved.value.shipping) : saved;
  }
}
