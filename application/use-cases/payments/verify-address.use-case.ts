import type { AddressForm, EnabledState } from '../../../domain/entities/address';
import { addressFormErrors, trimmedAddress, verificationOutcome, type VerificationOutcome } from '../../../domain/registration-flow/address-verification';
import { BUSINESS_CONSTANTS } from '../../../domain/shared/business-constants';
import { ok, type Result } from '../../../domain/shared/result';
import type { AddressPort } from '../../ports/address.port';
import type { SaveShippingAddressUseCase } from './save-shipping-address.use-case';

export type AddressOutcome =
  | VerificationOutcome
  /** The form has mistakes: nothing was asked. */
  | { readonly kind: 'invalid'; readonly errors: Partial<Record<keyof AddressForm, string>> }
  /** One confirmed address was saved as the shipping address. */
  | { readonly kind: 'saved'; readonly address: AddressForm };

/**
 * The address sub-step's Continue: the form is checked, the address service asked for invalid matches and
 * 2 candidates (spec §5, §9); one confirmed address is saved right away, otherwise the patient chooses (or
 * adds the apartment the building needs).
 */
export class VerifyAddressUseCase {
  constructor(
    private readonly address: AddressPort,
    private readonly save: SaveShippingAddressUseCase,
  ) {}

  async execute(form: AddressForm, enabled: readonly EnabledState[]): Promise<Result<AddressOutcome>> {
    const errors = addressFormErrors(form, enabled);
    if (Object.keys(errors).length > 0) return ok({ kind: 'invalid', errors });
    const entered = trimmedAddress(form);
    const candidates = await this.address.verify(entered, BUSINESS_CONSTANTS.addressCandidates);
    if (!candidates.ok) return candidates;
    const outcome = verificationOutcome(entered, candidates.value, enabled);
    if (outcome.kind !== 'confirmed') return ok(outcome);
    const saved = await this.save.execute(outcome.address);
    return saved.ok ? ok({ kind: 'saved', address: saved.value }) : saved;
  }
}
