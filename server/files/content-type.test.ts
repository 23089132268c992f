import { describe, expect, it } from 'vitest';
import { detectContentType } from './content-type';

const bytes = (...parts: (number[] | string)[]): Uint8Array =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : part)));

describe('detectContentType tells a file by its first bytes', () => {
  it.each([
    ['a JPEG', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'), 'image/jpeg'],
    ['a PNG', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], 'IHDR'), 'image/png'],
    ['a HEIC photo', bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0], 'mif1'), 'image/heic'],
    ['a HEIF image of brand mif1', bytes([0, 0, 0, 0x1c], 'ftypmif1', [0, 0, 0, 0]), 'image/heic'],
    ['a WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    ['a PDF', bytes('%PDF-1.7\n%\xe2\xe3'), 'application/pdf'],
  ] as const)('recognises %s', (_name, content, type) => {
    expect(detectContentType(content)).toBe(type);
  });

  it.each([
    ['a GIF', bytes('GIF89a', [1, 0, 1, 0])],
    ['a ZIP', bytes('PK', [3, 4, 20, 0])],
    ['plain text', bytes('hello, this is not an image')],
    ['an HTML page', bytes('<!doctype html><script>alert(1)</script>')],
    ['an MP4 video (ftyp, but not an image brand)', bytes([0, 0, 0, 0x18], 'ftypisom', [0, 0, 2, 0])],
    ['a RIFF that is not WebP (a WAV)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['a truncated PNG signature', bytes([0x89], 'PNG')],
    ['a truncated JPEG signature', bytes([0xff, 0xd8])],
    ['nothing', new Uint8Array()],
  ] as const)('refuses %s', (_name, content) => {
    expect(detectContentType(content)).toBeNull();
  });

  it('ignores what a name or a later byte claims: only the start counts', () => {
    expect(detectContentType(bytes('text first, then %PDF-1.7'))).toBeNull();
    expect(detectContentType(bytes('%PDF-', [0xff, 0xd8, 0xff]))).toBe('application/pdf');
  });
});
