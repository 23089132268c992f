import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text that compresses; images and fonts in the build are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|html|wasm)$/;
/** Quality 10 is within 2% of 11 on this build and three times faster (build time counts in `npm test`). */
const BROTLI_QUALITY = 10;
/** Below this, the header of a compressed answer costs about what it saves. */
export const MIN_BYTES = 1024;

/** The .br and .gz siblings a file gets, or none when compressing it does not pay. */
export const compressedSiblings = async (name: string, bytes: Buffer): Promise<{ br: Buffer; gz: Buffer } | null> => {
  if (!COMPRESSIBLE.test(name) || bytes.length < MIN_BYTES) return null;
  const [br, gz] = await Promise.all([
    brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
    gzipAsync(bytes, { level: 9 }),
  ]);
  return gz.length < bytes.length ? { br, gz } : null;
};

/**
 * Writes `name.br` and `name.gz` beside every hashed file of the build (assets/), so the server sends them
 * compressed at once (serveStatic's `precompressed`) without compressing on every request. Only assets/:
 * config.json and index.html may be replaced at deployment, and a stale compressed copy would win.
 */
export const precompressAssets = (): Plugin => ({
  name: 'precompress-assets',
  apply: 'build',
  async writeBundle(options, bundle) {
    const outDir = options.dir ?? 'dist';
    await Promise.all(
      Object.values(bundle)
        .filter((item) => item.fileName.startsWith('assets/'))
        .map(async (item) => {
          // The bytes as written, whatever later plugins appended.
          const path = join(outDir, item.fileName);
          const siblings = await compressedSiblings(item.fileName, await readFile(path));
          if (!siblings) return;
          await Promise.all([writeFile(`${path}.br`, siblings.br), writeFile(`${path}.gz`, siblings.gz)]);
        }),
    );
  },
});
