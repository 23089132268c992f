import type { User } from '../../../domain/entities/user';
import type { Result } from '../../../domain/shared/result';
import type { IdentityPort } from '../../ports/identity.port';
import type { NewPatient } from '../../ports/patient-account.port';
import type { SignInUseCase } from './sign-in.use-case';

export interface SignUpInput {
  readonly email: string;
  readonly password: string;
  readonly patient: Omit<NewPatient, 'email'>;
}

/** Creates the identity, then signs in, which creates the patient (POST /api/patient) and loads it. */
export class SignUpUseCase {
  constructor(
    private readonly identity: IdentityPort,
    private readonly signIn: SignInUseCase,
  ) {}

  async execute(input: SignUpInput): Promise<Result<User>> {
    const created = await this.identity.signUp(input.email, input.password);
    if (!created.ok) return created;
    return this.signIn.execute({ email: input.email, password: input.password, newPatient: input.patient });
  }
}
