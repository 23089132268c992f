import { DEFAULT_PHOTO_RULES, type PhotoUploadRules } from '../../../domain/registration-flow/photo-rules';
import { ok, type Result } from '../../../domain/shared/result';
import type { AppConfigPort } from '../../ports/app-config.port';
import type { IdentityVerificationPort } from '../../ports/identity-verification.port';

export interface IdentityVerificationState {
  /** The identity-verification config flag: when false the photo step is skipped. */
  readonly enabled: boolean;
  readonly rules: PhotoUploadRules;
  readonly uploaded: { readonly cardID: boolean; readonly selfie: boolean };
}

/** The photo step as it opens: whether it is asked at all (GET /get-config), the limits, and what is uploaded already. */
export class LoadIdentityVerificationUseCase {
  constructor(
    private readonly config: AppConfigPort,
    private readonly photos: IdentityVerificationPort,
  ) {}

  async execute(subscriptionId: string): Promise<Result<IdentityVerificationState>> {
    const enabled = await this.config.identityVerificationEnabled();
    if (!enabled.ok) return enabled;
    if (!enabled.value) return ok({ enabled: false, rules: DEFAULT_PHOTO_RULES, uploaded: { cardID: false, selfie: false } });
    const [rules, cardID, selfie] = await Promise.all([
      this.config.photoUploadRules(),
      this.photos.isUploaded(subscriptionId, 'cardID'),
      this.photos.isUploaded(subscriptionId, 'selfie'),
    ]);
    return ok({
      enabled: true,
      rules: rules.ok ? rules.value : DEFAULT_PHOTO_RULES,
      uploaded: { cardID: cardID.ok && cardID.value, selfie: selfie.ok && selfie.value },
    });
  }
}
