import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blueprintIconNames, ICON_NAMES_MODULE, ICON_NAMES_SOURCE } from './blueprint-icon-names';

/** Blueprint's own table, the thing the build leaves out. */
const real = createRequire(import.meta.url)('@blueprintjs/icons/lib/cjs/iconNames.js') as {
  IconNames: Record<string, string>;
  IconNamesSet: Set<string>;
};

interface Replacement {
  readonly IconNames: Record<string, string | undefined>;
  readonly IconNamesSet: { has(name: unknown): boolean };
}

let folder: string;
let replacement: Replacement;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'icon-names-'));
  const file = join(folder, 'iconNames.mjs');
  writeFileSync(file, ICON_NAMES_SOURCE);
  replacement = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Replacement;
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("the build's replacement for Blueprint's icon name table", () => {
  it('gives every key of the real table the same name (ChevronDown and CHEVRON_DOWN alike)', () => {
    const keys = Object.keys(real.IconNames);
    expect(keys.length).toBeGreaterThan(1000);
    for (const key of keys) expect(replacement.IconNames[key], key).toBe(real.IconNames[key]);
  });

  it('accepts every real icon name and refuses what cannot be one', () => {
    for (const name of real.IconNamesSet) expect(replacement.IconNamesSet.has(name), name).toBe(true);
    for (const notAName of ['', 'Chevron-Down', 'chevron--down', '-add', 'add-', '../add', 'add icon', 42, null]) {
      expect(replacement.IconNamesSet.has(notAName), String(notAName)).toBe(false);
    }
    expect(replacement.IconNames['1']).toBeUndefined();
  });

  it("replaces only Blueprint's icon-name module, and only in the production build", () => {
    const plugin = blueprintIconNames();
    expect(plugin.apply).toBe('build');
    expect(ICON_NAMES_MODULE.test('/app/node_modules/@blueprintjs/icons/lib/esm/iconNames.js')).toBe(true);
    expect(ICON_NAMES_MODULE.test('C:\\app\\node_modules\\@blueprintjs\\icons\\lib\\esm\\iconNames.js')).toBe(true);
    expect(ICON_NAMES_MODULE.test('/app/node_modules/@blueprintjs/icons/lib/esm/iconLoader.js')).toBe(false);
    expect(ICON_NAMES_MODULE.test('/app/ui/iconNames.js')).toBe(false);
  });
});
