import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SharpImageAdapter } from './sharp-image.adapter';

/** A JPEG as a phone writes it: the camera's metadata with the place it was taken, and a rotation to apply. */
const phonePhoto = async (width: number, height: number, orientation = 1) =>
  new Blob([
    new Uint8Array(
      await sharp({ create: { width, height, channels: 3, background: '#7a8c99' } })
        .jpeg()
        .withMetadata({ orientation })
        .withExifMerge({ IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 44/1 2/1' } })
        .toBuffer(),
    ),
  ]);

describe('SharpImageAdapter: photos in Node as the browser prepares them', () => {
  const images = new SharpImageAdapter();

  it('reads the dimensions the photo shows, its EXIF rotation applied', async () => {
    expect(await images.dimensions(await phonePhoto(600, 450))).toEqual({ width: 600, height: 450 });
    expect(await images.dimensions(await phonePhoto(600, 450, 6))).toEqual({ width: 450, height: 600 });
    expect(await images.dimensions(new Blob(['not an image']))).toBeNull();
  });

  it('writes a JPEG of the target size with no metadata left (no GPS, no camera)', async () => {
    const original = await phonePhoto(800, 600);
    expect((await sharp(Buffer.from(await original.arrayBuffer())).metadata()).exif).toBeDefined();
    const prepared = await images.reencode(original, 'id-card.png', { width: 400, height: 300 });
    expect(prepared).toMatchObject({ name: 'id-card.jpg', width: 400, height: 300 });
    const written = await sharp(Buffer.from(await prepared.bytes.arrayBuffer())).metadata();
    expect(written).toMatchObject({ format: 'jpeg', width: 400, height: 300 });
    expect(written.exif).toBeUndefined();
    expect(Buffer.from(await prepared.bytes.arrayBuffer()).includes('PhoneMaker')).toBe(false);
  });

  it('gives back what it cannot decode untouched', async () => {
    const heic = new Blob([new Uint8Array([0, 0, 0, 24, 0x66, 0x74, 0x79, 0x70, 0x68, 0x65, 0x69, 0x63, 1, 2, 3])]);
    expect(await images.reencode(heic, 'selfie.heic', { width: 400, height: 400 })).toEqual({ bytes: heic, name: 'selfie.heic', width: null, height: null });
  });
});
