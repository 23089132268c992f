import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { build, type Plugin, type Rollup } from 'vite';
import type { AppBuild } from '../ui/service-worker/app-cache';

/** The brands' own files the page names (the server's brand page picks one brand's): a few small SVGs. */
const BRAND_FILES = ['main', 'women'].flatMap((brand) => ['logo.svg', 'favicon.svg', 'manifest.webmanifest'].map((file) => `/brands/${brand}/${file}`));

/** The files the page's entry script loads at once: itself, the chunks it imports statically, their CSS. */
const firstLoadFiles = (bundle: Rollup.OutputBundle): string[] => {
  const chunks = new Map(Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item] as const] : [])));
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = chunks.get(fileName);
    if (!chunk || seen.has(fileName)) return;
    seen.add(fileName);
    chunk.imports.forEach(visit);
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
  const css = [...seen].flatMap((fileName) => [...(chunks.get(fileName)?.viteMetadata?.importedCss ?? [])]);
  return [...seen, ...css].map((fileName) => `/${fileName}`).sort();
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
      await build({
        configFile: false,
        logLevel: 'warn',
        publicDir: false,
        define: { APP_BUILD: JSON.stringify(appBuild) },
        build: {
          outDir,
          emptyOutDir: false,
          target: 'es2022',
          lib: { entry: resolve('ui/service-worker/service-worker.ts'), formats: ['iife'], name: 'appServiceWorker', fileName: () => 'sw.js' },
        },
      });
    },
  };
};
