import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * react-router 7 points every import at its development build (remix-run/react-router#12532, #14102),
 * whose dev warnings stay in production bundles. For the production build, this plugin resolves its
 * two entries the app reaches (through react-router-dom) to the production build the package also ships:
 * both, so the two never mix and share one router context.
 */
const packageDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));

export const REACT_ROUTER_PRODUCTION_ENTRIES: Readonly<Record<string, string>> = {
  'react-router': join(packageDir, 'dist/production/index.mjs'),
  'react-router/dom': join(packageDir, 'dist/production/dom-export.mjs'),
};

export const reactRouterProduction = (): Plugin => ({
  name: 'react-router-production',
  apply: 'build',
  enforce: 'pre',
  resolveId(source) {
    return REACT_ROUTER_PRODUCTION_ENTRIES[source] ?? null;
  },
});
