import { deflateSync } from 'node:zlib';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/http-error';
import { detectContentType } from './content-type';
import { assertReadableImage, IMAGE_LIMITS, imageDimensions, TOO_MANY_PIXELS, TOO_SMALL_TO_READ } from './image-dimensions';

const u16be = (value: number) => [(value >> 8) & 0xff, value & 0xff];
const u16le = (value: number) => [value & 0xff, (value >> 8) & 0xff];
const u24le = (value: number) => [value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff];
const u32be = (value: number) => [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
const text = (value: string) => [...value].map((char) => char.charCodeAt(0));
const bytes = (...parts: number[][]) => Uint8Array.from(parts.flat());

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (data: number[]) => {
  let c = 0xffffffff;
  for (const byte of data) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const pngChunk = (type: string, data: number[] | Uint8Array) => {
  const body = [...text(type), ...data];
  return [...u32be(data.length), ...body, ...u32be(crc32(body))];
};

/** A complete, valid PNG: 1-bit greyscale, every pixel black (what a decompression bomb looks like). */
const png = (width: number, height: number, withPixels = false) => {
  const header = [...u32be(width), ...u32be(height), 1, 0, 0, 0, 0];
  const rowBytes = 1 + Math.ceil(width / 8);
  const pixels = withPixels ? deflateSync(new Uint8Array(rowBytes * height), { level: 9 }) : deflateSync(new Uint8Array(rowBytes));
  return bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], pngChunk('IHDR', header), pngChunk('IDAT', pixels), pngChunk('IEND', []));
};

/** A JPEG's segments up to its frame header, with an EXIF segment holding a thumbnail's frame header first. */
const jpeg = (width: number, height: number, { marker = 0xc0 } = {}) => {
  const thumbnailFrame = [0xff, 0xc0, 0, 11, 8, ...u16be(60), ...u16be(80), 1, 1, 0x11, 0];
  const exif = [...text('Exif'), 0, 0, ...thumbnailFrame];
  return bytes(
    [0xff, 0xd8],
    [0xff, 0xe0, ...u16be(16), ...text('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0],
    [0xff, 0xe1, ...u16be(2 + exif.length), ...exif],
    [0xff, 0xdb, ...u16be(67), 0, ...Array<number>(64).fill(1)],
    [0xff, marker, ...u16be(17), 8, ...u16be(height), ...u16be(width), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1],
    [0xff, 0xda, ...u16be(12), 3, 1, 0, 2, 0x11, 3, 0x11, 0, 63, 0],
  );
};

const riff = (chunk: string, payload: number[]) => bytes(text('RIFF'), u32be(0), text('WEBP'), text(chunk), u32be(payload.length), payload);
const webpLossy = (width: number, height: number) => riff('VP8 ', [0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a, ...u16le(width), ...u16le(height), 0, 0]);
const webpLossless = (width: number, height: number) => {
  const bits = ((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14);
  return riff('VP8L', [0x2f, bits & 0xff, (bits >>> 8) & 0xff, (bits >>> 16) & 0xff, (bits >>> 24) & 0xff]);
};
const webpExtended = (width: number, height: number) => riff('VP8X', [0x10, 0, 0, 0, ...u24le(width - 1), ...u24le(height - 1)]);

const box = (type: string, ...content: number[][]) => {
  const body = content.flat();
  return [...u32be(8 + body.length), ...text(type), ...body];
};
const ispe = (width: number, height: number) => box('ispe', [0, 0, 0, 0], u32be(width), u32be(height));
/** A HEIC's boxes: a tiled picture has an ispe per tile and one for the whole picture. */
const heic = (width: number, height: number, tiles = 0) =>
  bytes(
    box('ftyp', text('heic'), [0, 0, 0, 0], text('mif1heic')),
    box(
      'meta',
      [0, 0, 0, 0],
      box('hdlr', [0, 0, 0, 0], u32be(0), text('pict'), Array<number>(13).fill(0)),
      box('iprp', box('ipco', ...Array.from({ length: tiles }, () => ispe(512, 512)), ispe(width, height))),
    ),
    box('mdat', [1, 2, 3]),
  );

const side = fc.integer({ min: 1, max: 16383 });

describe('image dimensions read from the header', () => {
  test.prop([side, side])('PNG', (width, height) => {
    expect(imageDimensions('image/png', png(width, height))).toEqual({ width, height });
  });
  test.prop([side, side, fc.constantFrom(0xc0, 0xc1, 0xc2)])(
    'JPEG (baseline, extended, progressive: what cameras make and browsers show), never the EXIF thumbnail',
    (width, height, marker) => {
      expect(imageDimensions('image/jpeg', jpeg(width, height, { marker }))).toEqual({ width, height });
    },
  );
  it('gives no size for a lossless or arithmetic-coded JPEG, which browsers cannot show', () => {
    for (const marker of [0xc3, 0xc9, 0xcb]) expect(imageDimensions('image/jpeg', jpeg(640, 480, { marker }))).toBeNull();
  });
  test.prop([side, side])('WebP, lossy and lossless', (width, height) => {
    expect(imageDimensions('image/webp', webpLossy(width, height))).toEqual({ width, height });
    expect(imageDimensions('image/webp', webpLossless(width, height))).toEqual({ width, height });
  });
  test.prop([fc.integer({ min: 1, max: 1 << 24 }), fc.integer({ min: 1, max: 1 << 24 })])('WebP extended, up to its 24-bit canvas', (width, height) => {
    expect(imageDimensions('image/webp', webpExtended(width, height))).toEqual({ width, height });
  });
  test.prop([fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 100_000 }), fc.nat({ max: 4 })])(
    'HEIC, the whole picture rather than a tile',
    (width, height, tiles) => {
      fc.pre(width * height >= 512 * 512);
      expect(imageDimensions('image/heic', heic(width, height, tiles))).toEqual({ width, height });
    },
  );

  it('knows each sample as its own type by content, as the store does', () => {
    expect(detectContentType(png(1, 1))).toBe('image/png');
    expect(detectContentType(jpeg(1, 1))).toBe('image/jpeg');
    expect(detectContentType(webpLossy(1, 1))).toBe('image/webp');
    expect(detectContentType(heic(1, 1))).toBe('image/heic');
  });

  const samples = [png(640, 480), jpeg(640, 480), webpLossy(640, 480), webpLossless(640, 480), webpExtended(640, 480), heic(640, 480, 2)];
  test.prop([fc.constantFrom(...samples), fc.nat(), fc.nat(), fc.integer({ min: 0, max: 255 })])(
    'is total: a cut or damaged header gives a size or nothing, never an error',
    (sample, cutAt, damageAt, value) => {
      const damaged = sample.slice(0, 1 + (cutAt % sample.length));
      if (damaged.length > 0) damaged[damageAt % damaged.length] = value;
      const type = detectContentType(damaged);
      if (type === null) return;
      const size = imageDimensions(type, damaged);
      expect(size === null || (size.width > 0 && size.height > 0)).toBe(true);
    },
  );

  it('says nothing about a PDF or a header fragment', () => {
    expect(imageDimensions('application/pdf', new TextEncoder().encode('%PDF-1.7'))).toBeNull();
    expect(imageDimensions('image/png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]))).toBeNull();
    expect(imageDimensions('image/jpeg', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16]))).toBeNull();
    expect(imageDimensions('image/jpeg', jpeg(0, 0))).toBeNull();
  });
});

describe('the limits on an uploaded image', () => {
  const refusal = (run: () => void): HttpError | null => {
    try {
      run();
      return null;
    } catch (error) {
      if (error instanceof HttpError) return error;
      throw error;
    }
  };

  const anyImage = { notAnImage: 'not an image', minSide: 1 };
  const identityPhoto = { notAnImage: 'not an image', minSide: 400 };
  const assertImageWithinLimits = (type: Parameters<typeof assertReadableImage>[0], image: Uint8Array) => assertReadableImage(type, image, anyImage);

  test.prop([fc.constantFrom(png, jpeg, webpLossy, webpExtended, heic), fc.integer({ min: 1, max: 16383 }), fc.integer({ min: 1, max: 16383 })])(
    `accepts up to ${IMAGE_LIMITS.maxSide} pixels on a side and ${IMAGE_LIMITS.maxPixels / 1e6} megapixels, and refuses more with 413`,
    (encode, width, height) => {
      const image = encode(width, height);
      const type = detectContentType(image);
      if (type === null) throw new Error('sample of unknown type');
      const within = width <= IMAGE_LIMITS.maxSide && height <= IMAGE_LIMITS.maxSide && width * height <= IMAGE_LIMITS.maxPixels;
      const error = refusal(() => assertImageWithinLimits(type, image));
      expect(error === null).toBe(within);
      if (error) expect({ status: error.status, message: error.message }).toEqual({ status: 413, message: TOO_MANY_PIXELS });
    },
  );

  it("takes a phone camera's largest photos and refuses a decompression bomb of a few kilobytes", () => {
    expect(refusal(() => assertImageWithinLimits('image/jpeg', jpeg(8160, 6120)))).toBeNull();
    expect(refusal(() => assertImageWithinLimits('image/heic', heic(8064, 6048, 48)))).toBeNull();
    // 20,000 × 20,000 black pixels: 50 MB of pixel rows that deflate to under 60 KB.
    const bomb = png(20_000, 20_000, true);
    expect(bomb.length).toBeLessThan(60_000);
    expect(refusal(() => assertImageWithinLimits('image/png', bomb))?.status).toBe(413);
    expect(refusal(() => assertImageWithinLimits('image/png', png(12_001, 10)))?.status).toBe(413);
    expect(refusal(() => assertImageWithinLimits('image/png', png(9000, 9000)))?.status).toBe(413);
  });

  it('leaves a PDF to the type check', () => {
    expect(refusal(() => assertImageWithinLimits('application/pdf', new TextEncoder().encode('%PDF-1.7')))).toBeNull();
  });

  // Issue 18, item 4: what starts like an image must be one.
  it.each([
    ['a bare PNG signature', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
    ['a PNG signature followed by HTML', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], text('<html><script>alert(1)</script></html>'))],
    ['a PNG of 0 x 0 pixels', png(0, 0)],
    ['a PNG of 0 x 600 pixels', png(0, 600)],
    ['a JPEG signature followed by HTML', bytes([0xff, 0xd8, 0xff, 0xe0], text('<html><script>alert(1)</script></html>'))],
    ['a JPEG without a frame header', jpeg(0, 0)],
    ['a WebP without a size', riff('VP8 ', [1, 2, 3])],
    ['a HEIC without an ispe', bytes(box('ftyp', text('heic'), [0, 0, 0, 0], text('mif1heic')), box('mdat', [1, 2, 3]))],
  ])('refuses %s with 415', (_name, image) => {
    const type = detectContentType(image);
    if (type === null) throw new Error('sample of unknown type');
    expect(refusal(() => assertImageWithinLimits(type, image))).toMatchObject({ status: 415, message: 'not an image' });
  });

  it('wants an ID photo or a selfie at least 400 pixels on each side (400)', () => {
    expect(refusal(() => assertReadableImage('image/png', png(400, 400), identityPhoto))).toBeNull();
    expect(refusal(() => assertReadableImage('image/jpeg', jpeg(8160, 400), identityPhoto))).toBeNull();
    expect(refusal(() => assertReadableImage('image/png', png(399, 900), identityPhoto))).toMatchObject({ status: 400, message: TOO_SMALL_TO_READ });
    expect(refusal(() => assertReadableImage('image/webp', webpLossy(900, 399), identityPhoto))).toMatchObject({ status: 400, message: TOO_SMALL_TO_READ });
  });
});
