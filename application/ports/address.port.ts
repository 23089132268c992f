import type { AddressCandidate, AddressForm, AddressSuggestion, EnabledState } from '../../domain/entities/address';
import type { Result } from '../../domain/shared/result';

/** The address service (suggestions, street validation, the states served) and the shipping address it checks (spec §5). */
export interface AddressPort {
  suggest(search: string, state: string | null): Promise<Result<readonly AddressSuggestion[]>>;
  /** POST /address/verify: candidates, best first, invalid matches included, at most `candidates` of them. */
  verify(address: AddressForm, candidates: number): Promise<Result<readonly AddressCandidate[]>>;
  /** GET /get-enabled-states: the states where the service is offered. */
  enabledStates(): Promise<Result<readonly EnabledState[]>>;
  /** POST /api/v2/subscription/update-shipping-address/{save | save-and-reship}: with `reship`, orders not shipped yet go there too. */
  saveShipping(address: AddressForm, options: { readonly reship: boolean }): Promise<Result<AddressForm>>;
}
