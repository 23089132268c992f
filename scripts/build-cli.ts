/**
 * `npm run build:cli [-- --out <folder>]`: the installable CLI package. The bundle (vite.cli.config.ts)
 * and its bundled type declarations go to `<folder>/dist`; with another folder than cli-package/, the
 * package's own files (package.json, README.md, the answers file's schema) are copied beside them, so the
 * folder is a whole package (`npm install -g <folder>`, `npm pack <folder>`).
 */
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { generateDtsBundle } from 'dts-bundle-generator';
import { build } from 'vite';

const PACKAGE_SOURCE = 'cli-package';
const PACKAGE_FILES = ['package.json', 'README.md', 'answers-file.schema.json'];
/** The libraries whose types the declarations inline: they are bundled, not dependencies of the package. */
const INLINED_TYPES = ['inversify', '@inversifyjs/common', '@inversifyjs/core', 'openapi-fetch', 'openapi-typescript-helpers'];

export const buildCli = async (folder: string, options: { readonly types: boolean } = { types: true }): Promise<void> => {
  const out = resolve(folder);
  await build({ configFile: 'vite.cli.config.ts', logLevel: 'warn', build: { outDir: join(out, 'dist') } });
  if (out !== resolve(PACKAGE_SOURCE)) {
    mkdirSync(out, { recursive: true });
    for (const file of PACKAGE_FILES) copyFileSync(join(PACKAGE_SOURCE, file), join(out, file));
  }
  if (!options.types) return;
  const [declarations] = generateDtsBundle(
    [{ filePath: 'adapters/cli/vireo-api.ts', libraries: { inlinedLibraries: INLINED_TYPES }, output: { noBanner: true } }],
    { preferredConfigPath: 'tsconfig.cli-types.json' },
  );
  writeFileSync(join(out, 'dist/vireo-api.d.ts'), declarations ?? '');
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { out: { type: 'string', default: PACKAGE_SOURCE }, 'no-types': { type: 'boolean' } } });
  await buildCli(values.out, { types: values['no-types'] !== true });
}
