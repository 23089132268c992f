import { fileType } from '../chat/attachments';

/**
 * The identity photos (ID card, selfie) as the app checks them before sending: the types and size the
 * server takes (GET /get-config?config=photoUploadRules names them), and dimensions a reviewer can read.
 */

export interface PhotoUploadRules {
  readonly maxBytes: number;
  readonly acceptedTypes: readonly string[];
}

/** What the server applies when the app cannot read the rules (10 MB; JPEG, PNG, HEIC, WebP). */
export const DEFAULT_PHOTO_RULES: PhotoUploadRules = {
  maxBytes: 10 * 1024 * 1024,
  acceptedTypes: ['image/jpeg', 'image/png', 'image/heic', 'image/webp'],
};

/** What the patient may pick: JPEG, PNG and HEIC (the spec's photo types; WebP is taken but not offered). */
export const OFFERED_PHOTO_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/heic'];
export const PHOTO_FILE_ACCEPT = 'image/jpeg,image/png,image/heic,image/heif,.jpg,.jpeg,.png,.heic,.heif';

/** A side shorter than this cannot show an ID's text; one longer than this is not a photo a phone takes. */
export const MIN_PHOTO_SIDE = 400;
export const MAX_PHOTO_SIDE = 12_000;
/** Re-encoded photos are scaled to fit this side: sharp enough to read, small enough to send on a phone. */
export const UPLOAD_LONG_SIDE = 2400;

const megabytes = (bytes: number): string => `${Math.floor(bytes / (1024 * 1024))} MB`;

/** Why a picked file cannot be sent, or null: its type and size. */
export const photoFileError = (file: { readonly mimeType: string; readonly name: string; readonly size: number }, rules: PhotoUploadRules): string | null => {
  // The type as chat files are told: the browser's (HEIC often comes with none, or as image/heif), else the name's.
  const type = fileType({ name: file.name, type: file.mimeType });
  if (!OFFERED_PHOTO_TYPES.includes(type) || !rules.acceptedTypes.includes(type)) return 'Choose a JPEG, PNG or HEIC photo';
  if (file.size === 0) return 'This file is empty: choose another photo';
  if (file.size > rules.maxBytes) return `This photo is larger than ${megabytes(rules.maxBytes)}: choose a smaller one`;
  return null;
};

/** Why a photo's dimensions will not do, or null. */
export const photoDimensionsError = (width: number, height: number): string | null => {
  if (Math.min(width, height) < MIN_PHOTO_SIDE) return `This photo is too small to read: use one at least ${MIN_PHOTO_SIDE} pixels on each side`;
  if (Math.max(width, height) > MAX_PHOTO_SIDE) return 'This image is too large to be a photo: choose another one';
  return null;
};

/** The size to re-encode to: the same, or scaled down to fit UPLOAD_LONG_SIDE, never up. */
export const uploadSize = (width: number, height: number): { readonly width: number; readonly height: number } => {
  const scale = Math.min(1, UPLOAD_LONG_SIDE / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
};
