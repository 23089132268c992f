import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedSiblings, MIN_BYTES } from './precompress-assets';

const script = Buffer.from('export const greeting = () => "hello, patient";\n'.repeat(200));

describe('precompressed copies of the built assets', () => {
  it('gives a script .br and .gz copies that decompress to the very same bytes, and smaller', async () => {
    const siblings = await compressedSiblings('assets/index-a1.js', script);
    expect(siblings).not.toBeNull();
    expect(brotliDecompressSync(siblings?.br ?? Buffer.alloc(0)).equals(script)).toBe(true);
    expect(gunzipSync(siblings?.gz ?? Buffer.alloc(0)).equals(script)).toBe(true);
    expect(siblings?.br.length).toBeLessThan(script.length / 10);
  });

  it('leaves alone files too small to gain, images, and what does not compress', async () => {
    expect(await compressedSiblings('assets/tiny-a1.js', Buffer.from('x'.repeat(MIN_BYTES - 1)))).toBeNull();
    expect(await compressedSiblings('assets/photo-a1.png', script)).toBeNull();
    const random = Buffer.from(crypto.getRandomValues(new Uint8Array(4096)));
    expect(await compressedSiblings('assets/data-a1.json', random)).toBeNull();
  });
});
