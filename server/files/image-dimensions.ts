import { imageSize } from 'image-size';
import { codedError, HttpError } from '../http/http-error';
import type { DetectedType } from './content-type';

/**
 * Image dimensions, read from the header by `image-size` (nothing is decoded), so an upload that would
 * take gigabytes to decode is refused before anything opens it: a decompression bomb is a few kilobytes
 * that declare, say, 30000 × 30000 pixels. The largest phone cameras (50 megapixels, 8160 × 6120) stay
 * within the limits.
 */
export const IMAGE_LIMITS = { maxSide: 12_000, maxPixels: 64_000_000 } as const;

/** A side shorter than this cannot show an ID's text (the app says so too: domain/registration-flow/photo-rules.ts). */
export const MIN_IDENTITY_PHOTO_SIDE = 400;

export interface ImageSize {
  readonly width: number;
  readonly height: number;
}

/** What `image-size` calls each type the store takes (a HEIF's type is its brand, so any but AVIF). */
const SAME_TYPE: Readonly<Record<Exclude<DetectedType, 'application/pdf'>, (type: string) => boolean>> = {
  'image/png': (type) => type === 'png',
  'image/jpeg': (type) => type === 'jpg',
  'image/webp': (type) => type === 'webp',
  'image/heic': (type) => type !== 'avif',
};

const isSide = (value: number | undefined): value is number => Number.isInteger(value) && (value ?? 0) > 0;

/**
 * The image's width and height from its header, or null when the header gives no real size (a bare
 * signature, a signature followed by something else, a zero side).
 */
export const imageDimensions = (type: DetectedType, bytes: Uint8Array): ImageSize | null => {
  if (type === 'application/pdf') return null;
  // image-size reads through DataViews on the whole ArrayBuffer: a view into a larger buffer is copied out.
  const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
  try {
    const size = imageSize(own);
    if (!SAME_TYPE[type](size.type ?? '') || !isSide(size.width) || !isSide(size.height)) return null;
    return { width: size.width, height: size.height };
  } catch {
    return null;
  }
};

export const TOO_MANY_PIXELS = `The image is too large: at most ${IMAGE_LIMITS.maxSide} pixels on a side and ${IMAGE_LIMITS.maxPixels / 1_000_000} megapixels`;
export const TOO_SMALL_TO_READ = `This photo is too small to read: use one at least ${MIN_IDENTITY_PHOTO_SIDE} pixels on each side`;

/**
 * An image upload must be one: a header that gives its real size (else 415, with the types accepted),
 * within the limits (else 413) and, for the ID photo and the selfie, at least MIN_IDENTITY_PHOTO_SIDE on
 * each side (else 400). A PDF is left to the type check.
 */
export const assertReadableImage = (type: DetectedType, bytes: Uint8Array, rules: { readonly notAnImage: string; readonly minSide: number }): void => {
  if (type === 'application/pdf') return;
  const size = imageDimensions(type, bytes);
  if (!size) throw new HttpError(415, rules.notAnImage);
  const { maxSide, maxPixels } = IMAGE_LIMITS;
  if (size.width > maxSide || size.height > maxSide || size.width * size.height > maxPixels) throw codedError(413, 'image_too_large', TOO_MANY_PIXELS);
  if (Math.min(size.width, size.height) < rules.minSide) throw codedError(400, 'image_too_small', TOO_SMALL_TO_READ);
};
