import { PHOTO_SIGNATURE_BYTES, photoContentType, photoFileError, type PhotoUploadRules } from '../../../domain/registration-flow/photo-rules';
import { fail, ok, type Result } from '../../../domain/shared/result';

/**
 * A picked or captured photo checked at once, before any preview or upload: empty, a type the server
 * refuses (told by its first bytes, as the server tells it, not by its name) or too large.
 */
export class CheckIdentityPhotoUseCase {
  async execute(input: { readonly file: Blob; readonly rules: PhotoUploadRules }): Promise<Result<void>> {
    const head = new Uint8Array(await input.file.slice(0, PHOTO_SIGNATURE_BYTES).arrayBuffer());
    const problem = photoFileError({ contentType: photoContentType(head), size: input.file.size }, input.rules);
    return problem ? fail(problem, 400) : ok(undefined);
  }
}
