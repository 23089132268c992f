import { builtMessage } from '../shared/built-message';

/**
 * The identity photos (ID card, selfie) as the app checks them when the patient picks one: the types and
 * size the server takes (GET /get-config?config=photoUploadRules names them), the type told by the file's
 * first bytes as the server tells it, and dimensions a reviewer can read.
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

interface PhotoType {
  readonly label: string;
  /** What the file picker is told, so it offers these files first (HEIC also goes by HEIF). */
  readonly pickerTypes: readonly string[];
}

/** The photo types the app can tell by content, in the order they are named to the patient. */
const PHOTO_TYPES: ReadonlyMap<string, PhotoType> = new Map([
  ['image/jpeg', { label: 'JPEG', pickerTypes: ['image/jpeg', '.jpg', '.jpeg'] }],
  ['image/png', { label: 'PNG', pickerTypes: ['image/png', '.png'] }],
  ['image/heic', { label: 'HEIC', pickerTypes: ['image/heic', 'image/heif', '.heic', '.heif'] }],
  ['image/webp', { label: 'WebP', pickerTypes: ['image/webp', '.webp'] }],
]);

/** How many leading bytes tell a photo's type. */
export const PHOTO_SIGNATURE_BYTES = 12;

const HEIF_BRANDS: ReadonlySet<string> = new Set(['heic', 'heix', 'hevc', 'hevx', 'mif1', 'msf1']);

const ascii = (bytes: Uint8Array, from: number, to: number): string => String.fromCharCode(...bytes.subarray(from, to));
const startsWith = (bytes: Uint8Array, signature: readonly number[]): boolean => signature.every((byte, index) => bytes[index] === byte);

/** The photo type the file's first bytes show (never its name or declared type), or null for anything else. */
export const photoContentType = (head: Uint8Array): string | null => {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(head, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(head, 8, 12))) return 'image/heic';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'image/webp';
  return null;
};

/** The types the server takes that the app can tell, in the order named to the patient. */
const acceptedPhotoTypes = (rules: PhotoUploadRules): PhotoType[] =>
  [...PHOTO_TYPES].filter(([type]) => rules.acceptedTypes.includes(type)).map(([, photoType]) => photoType);

/** 'JPEG, PNG, HEIC or WebP': the accepted types as the patient reads them. */
export const photoTypesText = (rules: PhotoUploadRules): string => {
  const labels = acceptedPhotoTypes(rules).map((photoType) => photoType.label);
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}` : labels.join('');
};

/** The file picker's accept attribute for the accepted types. */
export const photoFileAccept = (rules: PhotoUploadRules): string =>
  acceptedPhotoTypes(rules)
    .flatMap((photoType) => photoType.pickerTypes)
    .join(',');

const megabytes = (bytes: number): number => Math.floor(bytes / (1024 * 1024));

/** The note under the picker: 'JPEG, PNG, HEIC or WebP, up to 10 MB.' */
export const photoRulesNote = (rules: PhotoUploadRules): string =>
  builtMessage('{types}, up to {size} MB.', { types: photoTypesText(rules), size: megabytes(rules.maxBytes) });

/** A side shorter than this cannot show an ID's text; one longer than this is not a photo a phone takes. */
export const MIN_PHOTO_SIDE = 400;
export const MAX_PHOTO_SIDE = 12_000;
/** Re-encoded photos are scaled to fit this side: sharp enough to read, small enough to send on a phone. */
export const UPLOAD_LONG_SIDE = 2400;

/** Why a photo of `size` bytes is too large to send, or null (a re-encoded photo is checked again). */
export const photoSizeError = (size: number, rules: PhotoUploadRules): string | null =>
  size > rules.maxBytes ? builtMessage('This photo is larger than {size} MB: choose a smaller one', { size: megabytes(rules.maxBytes) }) : null;

/** Why a picked file cannot be sent, or null: its type (told by its content, see photoContentType) and size. */
export const photoFileError = (file: { readonly contentType: string | null; readonly size: number }, rules: PhotoUploadRules): string | null => {
  if (file.size === 0) return 'This file is empty: choose another photo';
  if (file.contentType === null || !rules.acceptedTypes.includes(file.contentType))
    return builtMessage('Choose a {types} photo', { types: photoTypesText(rules) });
  return photoSizeError(file.size, rules);
};

/** Why a photo's dimensions will not do, or null. */
export const photoDimensionsError = (width: number, height: number): string | null => {
  if (Math.min(width, height) < MIN_PHOTO_SIDE)
    return builtMessage('This photo is too small to read: use one at least {side} pixels on each side', { side: MIN_PHOTO_SIDE });
  if (Math.max(width, height) > MAX_PHOTO_SIDE) return 'This image is too large to be a photo: choose another one';
  return null;
};

/** The size to re-encode to: the same, or scaled down to fit UPLOAD_LONG_SIDE, never up. */
export const uploadSize = (width: number, height: number): { readonly width: number; readonly height: number } => {
  const scale = Math.min(1, UPLOAD_LONG_SIDE / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
};
