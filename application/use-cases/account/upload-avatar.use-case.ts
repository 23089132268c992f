import { AVATAR_RULE, uploadError } from '../../../domain/chat/attachments';
import type { User } from '../../../domain/entities/user';
import { fail, type Result } from '../../../domain/shared/result';
import type { UploadFile } from '../../ports/chat.port';
import type { AccountPort } from '../../ports/account.port';

/** A new avatar: an image of at most 5 MB, checked before it is sent. The user with the new avatar. */
export class UploadAvatarUseCase {
  constructor(private readonly account: AccountPort) {}

  execute(file: UploadFile): Promise<Result<User>> {
    const error = uploadError(file, AVATAR_RULE);
    if (error) return Promise.resolve(fail(error, 400));
    return this.account.uploadAvatar(file);
  }
}
