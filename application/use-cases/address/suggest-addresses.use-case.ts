import type { AddressSuggestion } from '../../../domain/entities/address';
import { ok, type Result } from '../../../domain/shared/result';
import type { AddressPort } from '../../ports/address.port';

/** Address suggestions as the patient types the street line; under 2 characters there is nothing to ask. */
export class SuggestAddressesUseCase {
  constructor(private readonly address: AddressPort) {}

  execute(search: string, state: string | null): Promise<Result<readonly AddressSuggestion[]>> {
    const text = search.trim();
    if (text.length < 2) return Promise.resolve(ok([]));
    return this.address.suggest(text.slice(0, 100), state && /^[A-Z]{2}$/.test(state) ? state : null);
  }
}
