import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REACT_ROUTER_PRODUCTION_ENTRIES, reactRouterProduction } from './react-router-production';

describe("react-router's production build in the app bundle", () => {
  it('resolves both entries the app reaches to the production build, which has its dev warnings off', () => {
    const plugin = reactRouterProduction();
    expect(plugin.apply).toBe('build');
    for (const [source, file] of Object.entries(REACT_ROUTER_PRODUCTION_ENTRIES)) {
      expect(file, source).toMatch(/react-router[\\/]dist[\\/]production[\\/]/);
      // The production entries import only production chunks (relative imports): the two builds never mix.
      const imports = [...readFileSync(file, 'utf8').matchAll(/from "([^"]+)"/g)].map((match) => match[1] ?? '');
      expect(imports.filter((path) => path.includes('react-router') || path.includes('development'))).toEqual([]);
      const chunks = imports.filter((path) => path.startsWith('./chunk-')).map((path) => readFileSync(join(dirname(file), path), 'utf8'));
      expect(chunks.length).toBeGreaterThan(0);
      if (source === 'react-router') expect(chunks.some((code) => code.includes('ENABLE_DEV_WARNINGS = false'))).toBe(true);
    }
  });
});
