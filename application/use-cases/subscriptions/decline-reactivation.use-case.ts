import type { User } from '../../../domain/entities/user';
import type { Result } from '../../../domain/shared/result';
import type { AccountPort } from '../../ports/account.port';

/** 'Not now' to the reactivation popup, kept on the account (showReactivatePopup false) so no reload or sign-in brings it back. */
export class DeclineReactivationUseCase {
  constructor(private readonly account: Pick<AccountPort, 'updateUser'>) {}

  execute(userId: string): Promise<Result<User>> {
    return this.account.updateUser(userId, { showReactivatePopup: false });
  }
}
