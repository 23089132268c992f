import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PHOTO_RULES,
  PHOTO_SIGNATURE_BYTES,
  photoContentType,
  photoDimensionsError,
  photoFileAccept,
  photoFileError,
  photoRulesNote,
  photoSizeError,
  photoTypesText,
  uploadSize,
} from './photo-rules';

const bytes = (...parts: (number[] | string)[]): Uint8Array =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : part)));

const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF');
const PNG = bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], 'IHDR');
const MB = 1024 * 1024;
const JPEG_ONLY = { maxBytes: MB, acceptedTypes: ['image/jpeg'] };

describe('the identity photos', () => {
  it('tells a photo by its first bytes, as the server does, never by its name or declared type', () => {
    expect(photoContentType(JPEG)).toBe('image/jpeg');
    expect(photoContentType(PNG)).toBe('image/png');
    for (const brand of ['heic', 'heix', 'hevc', 'hevx', 'mif1', 'msf1'])
      expect(photoContentType(bytes([0, 0, 0, 0x18], `ftyp${brand}`)), brand).toBe('image/heic');
    expect(photoContentType(bytes('RIFF', [0x24, 0, 0, 0], 'WEBP'))).toBe('image/webp');
    expect(PHOTO_SIGNATURE_BYTES).toBe(12);
  });

  it('tells no type for text, a PDF, a GIF, a video, a sound, a cut-off signature or nothing', () => {
    for (const [name, head] of [
      ['text', bytes('hello, this is not an image')],
      ['a PDF', bytes('%PDF-1.7\n')],
      ['a GIF', bytes('GIF89a', [1, 0, 1, 0])],
      ['an MP4 video (ftyp, not an image brand)', bytes([0, 0, 0, 0x18], 'ftypisom')],
      ['a WAV (RIFF, not WebP)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVE')],
      ['a cut-off PNG signature', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a])],
      ['a cut-off JPEG signature', bytes([0xff, 0xd8])],
      ['nothing', new Uint8Array()],
    ] as const) {
      expect(photoContentType(head), name).toBeNull();
    }
  });

  it("names the server's types to the patient, in one order, however the server lists them", () => {
    expect(photoTypesText(DEFAULT_PHOTO_RULES)).toBe('JPEG, PNG, HEIC or WebP');
    expect(photoTypesText({ maxBytes: MB, acceptedTypes: ['image/heic', 'application/pdf', 'image/jpeg'] })).toBe('JPEG or HEIC');
    expect(photoTypesText(JPEG_ONLY)).toBe('JPEG');
    expect(photoRulesNote(DEFAULT_PHOTO_RULES)).toBe('JPEG, PNG, HEIC or WebP, up to 10 MB.');
    expect(photoRulesNote({ maxBytes: 5.5 * MB, acceptedTypes: ['image/png'] })).toBe('PNG, up to 5 MB.');
  });

  it('offers the picker the types the server takes, HEIC under both its names', () => {
    expect(photoFileAccept(DEFAULT_PHOTO_RULES).split(',')).toEqual([
      'image/jpeg',
      '.jpg',
      '.jpeg',
      'image/png',
      '.png',
      'image/heic',
      'image/heif',
      '.heic',
      '.heif',
      'image/webp',
      '.webp',
    ]);
    expect(photoFileAccept(JPEG_ONLY)).toBe('image/jpeg,.jpg,.jpeg');
  });

  it("applies the server's rules when the app cannot read them: 10 MB of JPEG, PNG, HEIC or WebP", () => {
    expect(DEFAULT_PHOTO_RULES).toEqual({ maxBytes: 10 * MB, acceptedTypes: ['image/jpeg', 'image/png', 'image/heic', 'image/webp'] });
  });

  it('refuses an empty file, a type the server does not take and one over its limit, saying so', () => {
    expect(photoFileError({ contentType: 'image/jpeg', size: 1000 }, DEFAULT_PHOTO_RULES)).toBeNull();
    expect(photoFileError({ contentType: 'image/webp', size: 1000 }, DEFAULT_PHOTO_RULES)).toBeNull();
    expect(photoFileError({ contentType: null, size: 1000 }, DEFAULT_PHOTO_RULES)).toBe('Choose a JPEG, PNG, HEIC or WebP photo');
    expect(photoFileError({ contentType: 'image/png', size: 1000 }, JPEG_ONLY)).toBe('Choose a JPEG photo');
    expect(photoFileError({ contentType: null, size: 0 }, DEFAULT_PHOTO_RULES)).toBe('This file is empty: choose another photo');
    expect(photoFileError({ contentType: 'image/png', size: 10 * MB + 1 }, DEFAULT_PHOTO_RULES)).toBe('This photo is larger than 10 MB: choose a smaller one');
    expect(photoFileError({ contentType: 'image/png', size: 10 * MB }, DEFAULT_PHOTO_RULES)).toBeNull();
    // A large file that is not a photo is told what to choose first.
    expect(photoFileError({ contentType: null, size: 12 * MB }, DEFAULT_PHOTO_RULES)).toBe('Choose a JPEG, PNG, HEIC or WebP photo');
  });

  it('checks the size alone of a re-encoded photo', () => {
    expect(photoSizeError(MB, JPEG_ONLY)).toBeNull();
    expect(photoSizeError(MB + 1, JPEG_ONLY)).toBe('This photo is larger than 1 MB: choose a smaller one');
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
