import type { User } from '../../../domain/entities/user';
import { ok, type Result } from '../../../domain/shared/result';
import type { IdentityPort } from '../../ports/identity.port';
import type { NewPatient } from '../../ports/patient-account.port';
import type { SignInUseCase } from './sign-in.use-case';

export interface SignUpInput {
  readonly email: string;
  readonly password: string;
  readonly patient: Omit<NewPatient, 'email'>;
}

export type SignUpOutcome =
  | { readonly kind: 'signed-in'; readonly user: User }
  /** The identity provider sent a code to the e-mail: ConfirmSignUpUseCase finishes the sign-up. */
  | { readonly kind: 'confirmation-required'; readonly email: string };

/**
 * Creates the identity, then signs in, which creates the patient (POST /api/patient) and loads it; or,
 * when the provider wants the e-mail confirmed first, says so.
 */
export class SignUpUseCase {
  constructor(
    private readonly identity: IdentityPort,
    private readonly signIn: SignInUseCase,
  ) {}

  async execute(input: SignUpInput): Promise<Result<SignUpOutcome>> {
    const created = await this.identity.signUp(input.email, input.password);
    if (!created.ok) return created;
    if (created.value.confirmationRequired) return ok({ kind: 'confirmation-required', email: input.email });
    const user = await this.signIn.execute({ email: input.email, password: input.password, newPatient: input.patient });
    return user.ok ? ok({ kind: 'signed-in', user: user.value }) : user;
  }
}
