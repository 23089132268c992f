import type { AddressCandidate, AddressForm, AddressSuggestion } from '../../domain/entities/address';
import type { Result } from '../../domain/shared/result';

/** The address service (suggestions, street validation) and the shipping address it checks. */
export interface AddressPort {
  suggest(search: string, state: string | null): Promise<Result<readonly AddressSuggestion[]>>;
  /** POST /address/verify with match=invalid and the number of candidates to ask for. */
  verify(address: AddressForm, candidates: number): Promise<Result<readonly AddressCandidate[]>>;
  /** POST /api/v2/subscription/update-shipping-address/save */
  saveShipping(address: AddressForm): Promise<Result<AddressForm>>;
}
