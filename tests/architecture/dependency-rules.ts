import { layerOf, type ImportEdge } from './import-graph';

const TEST_FILE = /\.(test|property\.test|spec)\.tsx?$/;
const TEST_PACKAGES = new Set(['vitest', 'fast-check', '@fast-check/vitest']);

/** Which project layers each layer may import (ARCHITECTURE.md, "The layers and the one rule"). */
const ALLOWED_LAYERS: Readonly<Record<string, readonly string[]>> = {
  domain: ['domain'],
  application: ['application', 'domain'],
  // The CLI's --version reads the project's manifest (the bundler inlines the version alone).
  adapters: ['adapters', 'application', 'domain', 'openapi', 'package.json'],
  ui: ['ui', 'application', 'domain'],
  server: ['server', 'openapi'],
  openapi: ['openapi'],
};

/** The composition root may know the adapters; nothing else in ui/ may. */
const isCompositionRoot = (file: string): boolean => file === 'ui/main.tsx' || file.startsWith('ui/composition/');

/** The reason an import breaks the dependency rule, or null when it keeps it. */
export const violation = (edge: ImportEdge): string | null => {
  const layer = layerOf(edge.from);
  const allowed = ALLOWED_LAYERS[layer];
  if (!allowed) return null;
  if (edge.target === null) {
    const isPackageAllowedInDomain = TEST_FILE.test(edge.from) && TEST_PACKAGES.has(edge.specifier);
    if ((layer === 'domain' || layer === 'application') && !isPackageAllowedInDomain) {
      return `${edge.from} imports the package '${edge.specifier}': ${layer}/ must stay framework-free`;
    }
    return null;
  }
  const targetLayer = layerOf(edge.target);
  if (layer === 'ui' && targetLayer === 'adapters' && isCompositionRoot(edge.from)) return null;
  if (!allowed.includes(targetLayer)) {
    return `${edge.from} imports ${edge.target}: ${layer}/ may import only ${allowed.join(', ')}`;
  }
  return null;
};
