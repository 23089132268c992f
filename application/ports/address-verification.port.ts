import type { AddressCandidate, AddressForm, EnabledState } from '../../domain/entities/address';
import type { Result } from '../../domain/shared/result';

/** The address service, as the shipping address forms use it (spec §5). */
export interface AddressVerificationPort {
  /** Candidates for an address, best first: invalid matches included, at most `candidates` of them. */
  verify(address: AddressForm, options: { readonly match: 'invalid'; readonly candidates: number }): Promise<Result<readonly AddressCandidate[]>>;
  /** The states where the service is offered. */
  enabledStates(): Promise<Result<readonly EnabledState[]>>;
}
