import { builtinModules } from 'node:module';
import { defineConfig } from 'vite';

/**
 * The installable CLI (cli-package/): the harness and its programmatic entry bundled for Node 20 with
 * every library inlined, so it starts without tsx and installs without the app's dependencies. Only sharp
 * stays a dependency (native; loaded on the first photo). `npm run build:cli`.
 */
export default defineConfig({
  build: {
    ssr: true,
    outDir: 'cli-package/dist',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: false,
    minify: true,
    rolldownOptions: {
      input: { vireo: 'adapters/cli/main.ts', 'vireo-api': 'adapters/cli/vireo-api.ts' },
      external: ['sharp', ...builtinModules, ...builtinModules.map((name) => `node:${name}`)],
      output: {
        format: 'es',
        entryFileNames: '[name].mjs',
        chunkFileNames: 'chunks/[name]-[hash].mjs',
        // The bin runs as a program: `vireo ...` after installing, `./vireo.mjs` from the folder.
        banner: (chunk) => (chunk.name === 'vireo' && chunk.isEntry ? '#!/usr/bin/env node' : ''),
      },
    },
  },
  ssr: { noExternal: true, target: 'node' },
});
