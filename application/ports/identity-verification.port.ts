import type { IdentityPhotoKind, UploadedIdentityPhoto } from '../../domain/entities/identity-photo';
import type { Result } from '../../domain/shared/result';

/** A photo ready to send: its bytes and the name and type it is sent with. */
export interface PhotoUpload {
  readonly bytes: Blob;
  readonly name: string;
}

/** The identity step's uploads (POST/GET /api/subscription/{id}/private-file?action=cardID|selfie, field `file`). */
export interface IdentityVerificationPort {
  upload(subscriptionId: string, kind: IdentityPhotoKind, photo: PhotoUpload): Promise<Result<UploadedIdentityPhoto>>;
  /** Whether a photo of this kind was uploaded for the subscription (the server answers the image, or a message). */
  isUploaded(subscriptionId: string, kind: IdentityPhotoKind): Promise<Result<boolean>>;
}

/** A picked or captured image, read and re-encoded where the platform can. */
export interface PreparedImage {
  readonly bytes: Blob;
  readonly name: string;
  /** null when the platform cannot decode the image (HEIC in most browsers): it is sent as picked. */
  readonly width: number | null;
  readonly height: number | null;
}

/**
 * Reads an image's dimensions and re-encodes it on a canvas, scaled to `target`, which drops its EXIF data
 * (location, device); where the platform cannot decode it, the image is given back untouched.
 */
export interface ImageProcessingPort {
  dimensions(image: Blob): Promise<{ readonly width: number; readonly height: number } | null>;
  reencode(image: Blob, name: string, target: { readonly width: number; readonly height: number }): Promise<PreparedImage>;
}
