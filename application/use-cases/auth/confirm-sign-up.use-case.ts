import type { User } from '../../../domain/entities/user';
import type { Result } from '../../../domain/shared/result';
import type { IdentityPort } from '../../ports/identity.port';
import type { SignInUseCase } from './sign-in.use-case';
import type { SignUpInput } from './sign-up.use-case';

export interface ConfirmSignUpInput extends SignUpInput {
  readonly code: string;
}

/** Confirms the e-mail with the provider's code, then signs in, which creates the patient. */
export class ConfirmSignUpUseCase {
  constructor(
    private readonly identity: IdentityPort,
    private readonly signIn: SignInUseCase,
  ) {}

  async execute(input: ConfirmSignUpInput): Promise<Result<User>> {
    const confirmed = await this.identity.confirmSignUp(input.email, input.code.trim());
    if (!confirmed.ok) return confirmed;
    return this.signIn.execute({ email: input.email, password: input.password, newPatient: input.patient });
  }
}
