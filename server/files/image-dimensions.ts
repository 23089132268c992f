import { HttpError } from '../http/http-error';
import type { DetectedType } from './content-type';

/**
 * Image dimensions, read from the header (nothing is decoded), so an upload that would take gigabytes to
 * decode is refused before anything opens it: a decompression bomb is a few kilobytes that declare, say,
 * 30000 × 30000 pixels. The largest phone cameras (50 megapixels, 8160 × 6120) stay within the limits.
 */
export const IMAGE_LIMITS = { maxSide: 12_000, maxPixels: 64_000_000 } as const;

export interface ImageSize {
  readonly width: number;
  readonly height: number;
}

const u16be = (bytes: Uint8Array, at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
const u16le = (bytes: Uint8Array, at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
const u24le = (bytes: Uint8Array, at: number) => u16le(bytes, at) | ((bytes[at + 2] ?? 0) << 16);
const u32be = (bytes: Uint8Array, at: number) => u16be(bytes, at) * 0x10000 + u16be(bytes, at + 2);
const ascii = (bytes: Uint8Array, at: number, length: number) => String.fromCharCode(...bytes.subarray(at, at + length));

/** A size both sides of which are known (a zero side means the header defers it: treated as unreadable). */
const sized = (width: number, height: number): ImageSize | null => (width > 0 && height > 0 ? { width, height } : null);

/** PNG: the IHDR chunk comes first, width and height as 32-bit big-endian numbers. */
const pngSize = (bytes: Uint8Array): ImageSize | null =>
  bytes.length >= 24 && ascii(bytes, 12, 4) === 'IHDR' ? sized(u32be(bytes, 16), u32be(bytes, 20)) : null;

/** The start-of-frame markers (SOF0–SOF15 but DHT, JPG and DAC), which carry the frame's size. */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);

/**
 * JPEG: walks the segments from the start to the first start-of-frame. Segments are skipped by their
 * length, so the thumbnail inside an EXIF segment is never mistaken for the image.
 */
const jpegSize = (bytes: Uint8Array): ImageSize | null => {
  let at = 2;
  while (at + 3 < bytes.length) {
    if (bytes[at] !== 0xff) {
      at += 1; // stray bytes between segments: decoders skip them to the next marker, and so does this
      continue;
    }
    const marker = bytes[at + 1] as number;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0x00 || marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // not a marker (0xff00), or a marker without a segment
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image, or scan data before any frame
    if (isStartOfFrame(marker)) return at + 8 < bytes.length ? sized(u16be(bytes, at + 7), u16be(bytes, at + 5)) : null;
    const length = u16be(bytes, at + 2);
    if (length < 2) return null;
    at += 2 + length;
  }
  return null;
};

/** WebP: the first chunk is lossy (VP8), lossless (VP8L) or extended (VP8X, with the canvas size). */
const webpSize = (bytes: Uint8Array): ImageSize | null => {
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8 ' && bytes.length >= 30 && bytes[23] === 0x9d && bytes[24] === 0x01 && bytes[25] === 0x2a) {
    return sized(u16le(bytes, 26) & 0x3fff, u16le(bytes, 28) & 0x3fff);
  }
  if (chunk === 'VP8L' && bytes.length >= 25 && bytes[20] === 0x2f) {
    const bits = u16le(bytes, 21) | ((bytes[23] ?? 0) << 16) | ((bytes[24] ?? 0) << 24);
    return sized((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8X' && bytes.length >= 30) return sized(u24le(bytes, 24) + 1, u24le(bytes, 27) + 1);
  return null;
};

interface Box {
  readonly type: string;
  readonly start: number;
  readonly end: number;
}

/** The ISO base media boxes between two offsets (size 1: a 64-bit size follows; size 0: to the end). */
const boxes = (bytes: Uint8Array, from: number, to: number): Box[] => {
  const found: Box[] = [];
  let at = from;
  while (at + 8 <= to && found.length < 1000) {
    let size = u32be(bytes, at);
    let header = 8;
    if (size === 1) {
      size = u32be(bytes, at + 8) * 0x1_0000_0000 + u32be(bytes, at + 12);
      header = 16;
    } else if (size === 0) size = to - at;
    if (size < header || at + size > to) break;
    found.push({ type: ascii(bytes, at + 4, 4), start: at + header, end: at + size });
    at += size;
  }
  return found;
};

const child = (bytes: Uint8Array, parent: Box | undefined, type: string, skip = 0): Box | undefined =>
  parent && boxes(bytes, parent.start + skip, parent.end).find((box) => box.type === type);

/**
 * HEIC: every image item's size is an `ispe` property (meta > iprp > ipco). A tiled picture has one for
 * each tile and one for the whole: the largest is the picture.
 */
const heicSize = (bytes: Uint8Array): ImageSize | null => {
  const meta = boxes(bytes, 0, bytes.length).find((box) => box.type === 'meta');
  // meta is a full box: 4 bytes of version and flags before its children.
  const ipco = child(bytes, child(bytes, meta, 'iprp', 4), 'ipco');
  if (!ipco) return null;
  const sizes = boxes(bytes, ipco.start, ipco.end)
    .filter((box) => box.type === 'ispe' && box.end - box.start >= 12)
    .map((box) => sized(u32be(bytes, box.start + 4), u32be(bytes, box.start + 8)))
    .filter((size) => size !== null);
  return sizes.reduce<ImageSize | null>((largest, size) => (!largest || size.width * size.height > largest.width * largest.height ? size : largest), null);
};

/** The image's width and height from its header, or null when the header does not say. */
export const imageDimensions = (type: DetectedType, bytes: Uint8Array): ImageSize | null => {
  switch (type) {
    case 'image/png':
      return pngSize(bytes);
    case 'image/jpeg':
      return jpegSize(bytes);
    case 'image/webp':
      return webpSize(bytes);
    case 'image/heic':
      return heicSize(bytes);
    case 'application/pdf':
      return null;
  }
};

export const TOO_MANY_PIXELS = `The image is too large: at most ${IMAGE_LIMITS.maxSide} pixels on a side and ${IMAGE_LIMITS.maxPixels / 1_000_000} megapixels`;

/**
 * Refuses (413) an image whose header declares more than the limits. A header that gives no size is left
 * to the type check: decoders refuse an image whose size they cannot read.
 */
export const assertImageWithinLimits = (type: DetectedType, bytes: Uint8Array): void => {
  const size = imageDimensions(type, bytes);
  if (!size) return;
  const { maxSide, maxPixels } = IMAGE_LIMITS;
  if (size.width > maxSide || size.height > maxSide || size.width * size.height > maxPixels) throw new HttpError(413, TOO_MANY_PIXELS);
};
