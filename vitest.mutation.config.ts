import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import base from './vitest.config';

/**
 * `@fast-check/vitest` 0.5 builds every permutation of vitest 4.1's test modifiers when it loads: about
 * 6 s of CPU in each fresh worker, and Stryker starts one per mutant. It also puts a random seed in each
 * property's test name, which Stryker's per-test filter (test names from the dry run) would then never
 * match. For mutation runs, the same `{ fc, test }` API (`test.prop([arbitraries], params?)(name, predicate,
 * timeout?)`, all the domain tests use) is served by this shim: plain test names and a fixed seed, so a
 * mutant meets the same inputs in every run.
 */
const SHIM_ID = '\0fast-check-vitest-shim';
const SHIM = `
import * as fc from 'fast-check';
import { test as vitestTest } from 'vitest';
const prop = (arbitraries, params) => (name, predicate, timeout) =>
  vitestTest(name, () => fc.assert(fc.asyncProperty(...arbitraries, async (...values) => predicate(...values)), { seed: 1, ...params }), timeout);
const test = new Proxy(vitestTest, { get: (target, key) => (key === 'prop' ? prop : Reflect.get(target, key)) });
export { fc, test, test as it };
`;

const fastCheckVitestShim: Plugin = {
  name: 'fast-check-vitest-shim',
  enforce: 'pre',
  resolveId: (id) => (id === '@fast-check/vitest' ? SHIM_ID : null),
  load: (id) => (id === SHIM_ID ? SHIM : null),
};

/** The domain tests alone, for mutation testing of domain/ (stryker.config.mjs). */
export default defineConfig({
  ...base,
  plugins: [fastCheckVitestShim],
  test: { ...base.test, include: ['domain/**/*.test.ts'], isolate: false },
});
