import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { firstLoadBySource, firstLoadScripts, groupOfFile, sourceChunkName, sourceGroup } from './source-attribution';

describe('which sources the first-load scripts come from', () => {
  it('groups by package for libraries and by folder for the app', () => {
    expect(sourceGroup('/repo/node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
    expect(sourceGroup('/repo/node_modules/@blueprintjs/core/lib/esm/components/button/buttons.js')).toBe('@blueprintjs/core');
    expect(sourceGroup('/repo/node_modules/@blueprintjs/core/node_modules/react-popper/lib/index.js')).toBe('react-popper');
    expect(sourceGroup('/repo/ui/stores/registration/steps.store.ts')).toBe('ui/stores/registration');
    expect(sourceGroup('/repo/ui/stores/registration/parts/deep/x.ts')).toBe('ui/stores/registration');
    expect(sourceGroup('/repo/domain/routing/app-path.ts')).toBe('domain/routing');
    expect(sourceGroup('/repo/ui/main.tsx')).toBe('ui');
  });

  it("names each group's chunk so that its built file tells the group back, and leaves the bundler's own modules be", () => {
    const sources = [
      '/repo/node_modules/@blueprintjs/core/lib/esm/x.js',
      '/repo/node_modules/react-dom/index.js',
      '/repo/ui/stores/shell/a.ts',
      '/repo/ui/main.tsx',
    ];
    for (const source of sources) {
      const name = sourceChunkName(source);
      expect(name).toMatch(/^[\w@.~-]+$/);
      expect(groupOfFile(`/assets/${name}-Ab_3-x9Z.js`)).toBe(sourceGroup(source));
    }
    expect(sourceChunkName('\0rolldown/runtime.js')).toBeNull();
    expect(groupOfFile('/assets/rolldown-runtime-XKyaHtl9.js')).toBe('rolldown-runtime-XKyaHtl9.js');
  });

  it("reads a page's module scripts and module preloads, not its stylesheets or other preloads", () => {
    const html = `<link rel="stylesheet" href="/assets/a.css"><script type="module" crossorigin src="/assets/index-1.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/vendor-2.js"><link rel="preload" href="/config.json" as="fetch">`;
    expect(firstLoadScripts(html)).toEqual(['/assets/index-1.js', '/assets/vendor-2.js']);
  });

  describe('in a built app', () => {
    let dist = '';
    afterEach(() => rmSync(dist, { recursive: true, force: true }));

    it('ranks the first load’s groups by their compressed size', () => {
      dist = mkdtempSync(join(tmpdir(), 'by-source-'));
      mkdirSync(join(dist, 'assets'));
      const big = Array.from({ length: 2000 }, (_, index) => `export const v${index} = ${index * 7919};`).join('\n');
      writeFileSync(join(dist, 'assets', 'source~react-dom-AAAAAAAA.js'), big);
      writeFileSync(join(dist, 'assets', 'source~ui~app-BBBBBBBB.js'), 'export const a = 1;');
      writeFileSync(join(dist, 'assets', 'later-CCCCCCCC.js'), big);
      writeFileSync(
        join(dist, 'index.html'),
        '<script type="module" src="/assets/source~ui~app-BBBBBBBB.js"></script><link rel="modulepreload" href="/assets/source~react-dom-AAAAAAAA.js">',
      );
      expect(firstLoadBySource(dist).map((row) => row.group)).toEqual(['react-dom', 'ui/app']);
    });
  });
});
