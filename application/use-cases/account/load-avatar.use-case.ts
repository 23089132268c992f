import { ACCOUNT_MESSAGES } from '../../../domain/account/account-messages';
import { fail, type Result } from '../../../domain/shared/result';
import type { AccountPort } from '../../ports/account.port';

/** Avatars the API serves: `/api/user/avatar/{fileId}` under the API base, read with the patient's token. */
const API_AVATAR = /^\/api\/user\/avatar\/[a-f0-9]{24}$/;

export const isApiAvatar = (avatar: string): boolean => API_AVATAR.test(avatar);

/** The image of an avatar the API serves; any other address is not fetched with the token. */
export class LoadAvatarUseCase {
  constructor(private readonly account: AccountPort) {}

  execute(path: string): Promise<Result<Blob>> {
    if (!isApiAvatar(path)) return Promise.resolve(fail(ACCOUNT_MESSAGES.notAnAvatar, 400));
    return this.account.loadAvatar(path);
  }
}
