import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAssets, checkBudgets, deliveryProblems, holdsIconData, type AssetSize } from './bundle-budgets';

const KB = 1024;
const asset = (path: string, gzipKb: number, holdsIconData = false): AssetSize => ({
  path,
  kind: path.endsWith('.css') ? 'css' : 'js',
  raw: gzipKb * 3 * KB,
  gzip: gzipKb * KB,
  holdsIconData,
});

describe('the speed budgets of issue 10', () => {
  const firstLoad = [
    asset('/assets/vendor-a1.js', 125),
    asset('/assets/index-e6.js', 5),
    asset('/assets/login.page-b2.js', 19.9),
    asset('/assets/index-c3.css', 40),
  ];

  it('passes a first visit within 150 KB of JS and 40 KB of CSS, and later chunks within 120 KB', () => {
    const report = checkBudgets(firstLoad, [...firstLoad, asset('/assets/chat.page-d4.js', 120)]);
    expect(report.problems).toEqual([]);
    expect(report.firstLoadJsKb).toBeCloseTo(149.9);
    expect(report.firstLoadCssKb).toBe(40);
  });

  it('names every budget a build exceeds', () => {
    const heavy = [
      asset('/assets/vendor-a1.js', 140),
      asset('/assets/login.page-b2.js', 10.5),
      asset('/assets/index-c3.css', 40.2),
      asset('/assets/buttons-e5.js', 3, true),
    ];
    const report = checkBudgets(heavy, [...heavy, asset('/assets/chat.page-d4.js', 121), asset('/assets/other-f6.css', 200)]);
    expect(report.problems).toEqual([
      'Blueprint icon data is in the first load: /assets/buttons-e5.js',
      'first-load JS is over budget: 153.5 KB > 150 KB',
      'first-load CSS is over budget: 40.2 KB > 40 KB',
      'chunk over budget: /assets/chat.page-d4.js 121.0 KB > 120 KB',
    ]);
  });

  it('holds what the first visit loads to the first-load budget, not the chunk budget', () => {
    expect(checkBudgets(firstLoad, firstLoad).problems).toEqual([]);
    expect(checkBudgets([], firstLoad).problems).toEqual(['chunk over budget: /assets/vendor-a1.js 125.0 KB > 120 KB']);
  });

  it("tells Blueprint's icon paths and icon-name table from other code", () => {
    expect(holdsIconData('/assets/paths-Bska186Y.js', '')).toBe(true);
    expect(holdsIconData('/assets/splitPathsBySizeLoader-BpZ6bNev.js', '')).toBe(true);
    const table = 'e.AddColumnLeft=`add-column-left`,e.GraphRemove=`graph-remove`,e.HeatGrid="heat-grid",e.Satellite=\'satellite\',e.Tractor=`tractor`';
    expect(holdsIconData('/assets/buttons-DnywYqWd.js', table)).toBe(true);
    expect(holdsIconData('/assets/buttons-DnywYqWd.js', 'the satellite tractor')).toBe(false);
    expect(holdsIconData('/assets/login.page-a.js', 'icon:`chevron-down`')).toBe(false);
  });
});

describe('the sizes of a build', () => {
  let dist: string;
  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'bundle-budgets-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'index-a1.js'), 'console.log("hello");'.repeat(500));
    writeFileSync(join(dist, 'assets', 'index-a1.js.gz'), 'precompressed copy');
    writeFileSync(join(dist, 'assets', 'index-c3.css'), 'a{color:red}');
    writeFileSync(join(dist, 'assets', 'logo-d4.svg'), '<svg/>');
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('lists every script and stylesheet with its raw and gzip size, and not their compressed copies', () => {
    const assets = buildAssets(dist);
    expect(assets.map((item) => item.path)).toEqual(['/assets/index-a1.js', '/assets/index-c3.css']);
    const script = assets[0] as AssetSize;
    expect(script.raw).toBe(21 * 500);
    expect(script.gzip).toBeGreaterThan(0);
    expect(script.gzip).toBeLessThan(script.raw / 20);
    expect(assets[1]?.kind).toBe('css');
  });
});

describe('how the server sends the first load', () => {
  const year = 'public, max-age=31536000, immutable';
  it('passes compressed, year-long assets, and small files sent as they are', () => {
    expect(
      deliveryProblems([
        { path: '/assets/index-a1.js', raw: 450_000, encoding: 'br', cacheControl: year },
        { path: '/assets/index-c3.css', raw: 270_000, encoding: 'gzip', cacheControl: year },
        { path: '/assets/rolldown-runtime-d4.js', raw: 700, encoding: '', cacheControl: year },
      ]),
    ).toEqual([]);
  });

  it('names an asset sent uncompressed or without a long cache life', () => {
    expect(
      deliveryProblems([
        { path: '/assets/index-a1.js', raw: 450_000, encoding: '', cacheControl: year },
        { path: '/assets/index-c3.css', raw: 270_000, encoding: 'br', cacheControl: 'no-cache' },
        { path: '/assets/card-e5.js', raw: 400, encoding: '', cacheControl: '' },
      ]),
    ).toEqual([
      'sent uncompressed: /assets/index-a1.js',
      'not cached for a year: /assets/index-c3.css (Cache-Control: no-cache)',
      'not cached for a year: /assets/card-e5.js (Cache-Control: none)',
    ]);
  });
});
