import { describe, expect, it } from 'vitest';
import { DEFAULT_PHOTO_RULES, PHOTO_FILE_ACCEPT, photoDimensionsError, photoFileError, uploadSize } from './photo-rules';

const file = (mimeType: string, name: string, size = 1000) => ({ mimeType, name, size });

describe('the identity photos', () => {
  it('takes JPEG, PNG and HEIC, by the browser type or, without one, the file name', () => {
    for (const [mimeType, name] of [
      ['image/jpeg', 'id.bin'],
      ['image/heif', 'x'],
      [' image/PNG ', 'x'],
      ['', 'IMG_0001.HEIC'],
      ['', 'id.heif'],
      ['', 'scan.png'],
      ['', 'id.jpg'],
      ['', 'id.jpeg'],
    ]) {
      expect(photoFileError(file(mimeType as string, name as string), DEFAULT_PHOTO_RULES), `${mimeType} ${name}`).toBeNull();
    }
    for (const [mimeType, name] of [
      ['', 'photo'],
      ['', 'id.jpg.txt'],
      ['application/pdf', 'id.jpg'],
      // The server takes WebP, but the spec's photo types do not include it.
      ['image/webp', 'id.webp'],
    ]) {
      expect(photoFileError(file(mimeType as string, name as string), DEFAULT_PHOTO_RULES), `${mimeType} ${name}`).toBe('Choose a JPEG, PNG or HEIC photo');
    }
  });

  it("offers the picker the spec's photo types, HEIC under both its names", () => {
    expect(PHOTO_FILE_ACCEPT.split(',')).toEqual(['image/jpeg', 'image/png', 'image/heic', 'image/heif', '.jpg', '.jpeg', '.png', '.heic', '.heif']);
  });

  it("applies the server's rules when the app cannot read them: 10 MB of JPEG, PNG, HEIC or WebP", () => {
    expect(DEFAULT_PHOTO_RULES).toEqual({ maxBytes: 10 * 1024 * 1024, acceptedTypes: ['image/jpeg', 'image/png', 'image/heic', 'image/webp'] });
  });

  it('refuses another type, an empty file and one over the server limit', () => {
    expect(photoFileError(file('image/jpeg', 'id.jpg'), DEFAULT_PHOTO_RULES)).toBeNull();
    expect(photoFileError(file('text/plain', 'id.txt'), DEFAULT_PHOTO_RULES)).toBe('Choose a JPEG, PNG or HEIC photo');
    expect(photoFileError(file('image/heic', 'id.heic'), { ...DEFAULT_PHOTO_RULES, acceptedTypes: ['image/jpeg'] })).toBe('Choose a JPEG, PNG or HEIC photo');
    expect(photoFileError(file('image/png', 'id.png', 0), DEFAULT_PHOTO_RULES)).toBe('This file is empty: choose another photo');
    expect(photoFileError(file('image/png', 'id.png', 10 * 1024 * 1024 + 1), DEFAULT_PHOTO_RULES)).toBe('This photo is larger than 10 MB: choose a smaller one');
    expect(photoFileError(file('image/png', 'id.png', 10 * 1024 * 1024), DEFAULT_PHOTO_RULES)).toBeNull();
  });

  it('wants a photo a reviewer can read', () => {
    expect(photoDimensionsError(1200, 800)).toBeNull();
    expect(photoDimensionsError(399, 800)).toMatch(/too small/);
    expect(photoDimensionsError(12_001, 800)).toMatch(/too large/);
    expect(photoDimensionsError(400, 12_000)).toBeNull();
  });

  it('scales down to 2400 pixels on the long side, never up', () => {
    expect(uploadSize(4800, 3600)).toEqual({ width: 2400, height: 1800 });
    expect(uploadSize(1000, 500)).toEqual({ width: 1000, height: 500 });
    expect(uploadSize(12000, 1)).toEqual({ width: 2400, height: 1 });
  });
});
