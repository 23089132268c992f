import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { buildPageScript } from './build-page-script.ts';
import { chunksOf, filesLoadedWith } from './chunk-closure.ts';
import type { AppBuild } from '../ui/service-worker/app-cache';

/** The brands' own files the page names (the server's brand page picks one brand's): a few small SVGs. */
const BRAND_FILES = ['main', 'women'].flatMap((brand) => ['logo.svg', 'favicon.svg', 'manifest.webmanifest'].map((file) => `/brands/${brand}/${file}`));

/** The files the page's entry script loads at once: itself, the chunks it imports statically, their CSS. */
const firstLoadFiles = (bundle: Rollup.OutputBundle): string[] => {
  const chunks = chunksOf(bundle);
  const { scripts, styles } = filesLoadedWith(
    chunks,
    [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
  );
  return [...scripts, ...styles].sort();
};

/**
 * Builds the service worker (ui/service-worker/service-worker.ts) into the build's root as /sw.js once the
 * app is built, with this build's first-load files written in. Its id hashes the page and those files'
 * hashed names, so a build that changes either installs a new worker, and one that changes neither
 * keeps the patients' caches.
 */
export const serviceWorkerBuild = (): Plugin => {
  let appBuild: AppBuild | null = null;
  let outDir = 'dist';
  return {
    name: 'service-worker-build',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      const precache = ['/', ...firstLoadFiles(bundle), ...BRAND_FILES];
      const id = createHash('sha256')
        .update(page?.type === 'asset' ? page.source : '')
        .update(precache.join('\n'))
        .digest('hex')
        .slice(0, 12);
      appBuild = { id, precache };
    },
    async closeBundle() {
      if (!appBuild) return;
      await buildPageScript({ entry: 'ui/service-worker/service-worker.ts', outDir, fileName: 'sw.js', define: { APP_BUILD: JSON.stringify(appBuild) } });
    },
  };
};
