import type { IdentityPhotoKind, UploadedIdentityPhoto } from '../../../domain/entities/identity-photo';
import { photoDimensionsError, photoSizeError, uploadSize, type PhotoUploadRules } from '../../../domain/registration-flow/photo-rules';
import { fail, type Result } from '../../../domain/shared/result';
import { uploadFailureText } from '../../../domain/validation/call-failures';
import type { ImageProcessingPort, IdentityVerificationPort } from '../../ports/identity-verification.port';
import type { CheckIdentityPhotoUseCase } from './check-identity-photo.use-case';

/**
 * An ID photo or selfie, from the camera or a file: checked again as when it was picked, its dimensions
 * where the platform can read them, then re-encoded (which drops the EXIF data: location, device) and
 * uploaded. An upload failure reads as the server's message, else 'Something goes wrong, please contact
 * support team'.
 */
export class UploadIdentityPhotoUseCase {
  constructor(
    private readonly photos: IdentityVerificationPort,
    private readonly images: ImageProcessingPort,
    private readonly check: CheckIdentityPhotoUseCase,
  ) {}

  async execute(input: {
    readonly subscriptionId: string;
    readonly kind: IdentityPhotoKind;
    readonly file: Blob;
    readonly name: string;
    readonly rules: PhotoUploadRules;
  }): Promise<Result<UploadedIdentityPhoto>> {
    const checked = await this.check.execute({ file: input.file, rules: input.rules });
    if (!checked.ok) return checked;
    const size = await this.images.dimensions(input.file);
    if (size) {
      const dimensionsError = photoDimensionsError(size.width, size.height);
      if (dimensionsError) return fail(dimensionsError, 400);
    }
    const prepared = size ? await this.images.reencode(input.file, input.name, uploadSize(size.width, size.height)) : { bytes: input.file, name: input.name };
    // Re-encoding may make a photo larger than the one picked.
    const tooLarge = photoSizeError(prepared.bytes.size, input.rules);
    if (tooLarge) return fail(tooLarge, 400);
    const uploaded = await this.photos.upload(input.subscriptionId, input.kind, { bytes: prepared.bytes, name: prepared.name });
    return uploaded.ok ? uploaded : fail(uploadFailureText(input.kind, uploaded.error.message), uploaded.error.statusCode, uploaded.error.code);
  }
}
