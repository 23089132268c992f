import { describe, expect, it } from 'vitest';
import { DEFAULT_PHOTO_RULES, photoDimensionsError, photoFileError, photoType, uploadSize } from './photo-rules';

const file = (mimeType: string, name: string, size = 1000) => ({ mimeType, name, size });

describe('the identity photos', () => {
  it('takes JPEG, PNG and HEIC, by the browser type or, without one, the file name', () => {
    expect(photoType('image/jpeg', 'id.bin')).toBe('image/jpeg');
    expect(photoType('image/heif', 'x')).toBe('image/heic');
    expect(photoType('', 'IMG_0001.HEIC')).toBe('image/heic');
    expect(photoType('', 'scan.png')).toBe('image/png');
    expect(photoType('', 'photo')).toBeNull();
    expect(photoType('application/pdf', 'id.jpg')).toBeNull();
    expect(photoType('image/webp', 'id.webp')).toBeNull();
  });

  it('refuses another type, an empty file and one over the server limit', () => {
    expect(photoFileError(file('image/jpeg', 'id.jpg'), DEFAULT_PHOTO_RULES)).toBeNull();
    expect(photoFileError(file('text/plain', 'id.txt'), DEFAULT_PHOTO_RULES)).toBe('Choose a JPEG, PNG or HEIC photo');
    expect(photoFileError(file('image/heic', 'id.heic'), { ...DEFAULT_PHOTO_RULES, acceptedTypes: ['image/jpeg'] })).toBe('Choose a JPEG, PNG or HEIC photo');
    expect(photoFileError(file('image/png', 'id.png', 0), DEFAULT_PHOTO_RULES)).toBe('This file is empty: choose another photo');
    expect(photoFileError(file('image/png', 'id.png', 10 * 1024 * 1024 + 1), DEFAULT_PHOTO_RULES)).toBe('This photo is larger than 10 MB: choose a smaller one');
  });

  it('wants a photo a reviewer can read', () => {
    expect(photoDimensionsError(1200, 800)).toBeNull();
    expect(photoDimensionsError(399, 800)).toMatch(/too small/);
    expect(photoDimensionsError(12_001, 800)).toMatch(/too large/);
  });

  it('scales down to 2400 pixels on the long side, never up', () => {
    expect(uploadSize(4800, 3600)).toEqual({ width: 2400, height: 1800 });
    expect(uploadSize(1000, 500)).toEqual({ width: 1000, height: 500 });
    expect(uploadSize(12000, 1)).toEqual({ width: 2400, height: 1 });
  });
});
