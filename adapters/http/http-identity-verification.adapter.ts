import type { IdentityPhotoKind, UploadedIdentityPhoto } from '../../domain/entities/identity-photo';
import { fail, ok, type Result } from '../../domain/shared/result';
import type { IdentityVerificationPort, PhotoUpload } from '../../application/ports/identity-verification.port';
import type { ApiClient } from './api-client';
import { NETWORK_ERROR_MESSAGE, readResult } from './read-result';
import { singleEnvelope } from './schemas/envelope.schema';
import { uploadedPhotoSchema } from './schemas/uploaded-photo.schema';

const uploadedEnvelope = singleEnvelope(uploadedPhotoSchema);

/** The ID photo and the selfie over HTTP (multipart field `file`). */
export class HttpIdentityVerificationAdapter implements IdentityVerificationPort {
  constructor(private readonly api: ApiClient) {}

  upload(subscriptionId: string, kind: IdentityPhotoKind, photo: PhotoUpload): Promise<Result<UploadedIdentityPhoto>> {
    const form = new FormData();
    form.append('file', photo.bytes, photo.name);
    return readResult(
      this.api.POST('/api/subscription/{id}/private-file', {
        params: { path: { id: subscriptionId }, query: { action: kind } },
        body: form as never,
        bodySerializer: (body: unknown) => body as FormData,
      }),
      uploadedEnvelope,
      kind === 'cardID' ? 'Uploading your ID photo' : 'Uploading your selfie',
    );
  }

  /** The server answers the image itself when there is one, a JSON message when there is none. */
  async isUploaded(subscriptionId: string, kind: IdentityPhotoKind): Promise<Result<boolean>> {
    try {
      const { response } = await this.api.GET('/api/subscription/{id}/private-file', {
        params: { path: { id: subscriptionId }, query: { action: kind } },
        parseAs: 'stream',
      });
      await response.body?.cancel();
      if (!response.ok) return fail(`Checking your ${kind === 'cardID' ? 'ID photo' : 'selfie'} failed (${response.status})`, response.status);
      return ok((response.headers.get('content-type') ?? '').startsWith('image/'));
    } catch {
      return fail(NETWORK_ERROR_MESSAGE, 503, 'network_error');
    }
  }
}
