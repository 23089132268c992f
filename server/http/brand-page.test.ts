import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandPages } from './brand-page';
import type { PatientAreaHead } from './patient-area-head';

const PAGE = [
  '<link id="favicon" rel="icon" type="image/svg+xml" href="/brands/main/favicon.svg" />',
  '<link rel="preload" href="/brands/main/logo.svg" as="image" type="image/svg+xml" />',
  '<body>',
].join('\n');
const config = JSON.parse(readFileSync(join('ui', 'public', 'config.json'), 'utf8')) as { brands: Record<string, { hosts: { test: string[] } }> };
config.brands.women!.hosts.test.push('localhost:8000', '127.0.0.1:8000');
const pageFor = brandPages(PAGE, JSON.stringify(config));

const brandFiles = (html: string) => [...html.matchAll(/href="(\/brands\/[^"]+)"/g)].map((match) => match[1]);

describe('the page each brand serves', () => {
  it.each([
    ['app.vireohealth.example', 'main'],
    ['app.test.vireohealth.example', 'main'],
    ['localhost:3000', 'main'],
    ['app.wrenhealth.example', 'women'],
    ['app.test.wrenhealth.example', 'women'],
    ['localhost:8000', 'women'],
    ['127.0.0.1:8000', 'women'],
    ['APP.WRENHEALTH.EXAMPLE:443', 'women'],
    ['localhost:8001', 'main'],
    ['somewhere.example.org', 'main'],
    // Unlisted hosts: the women's brand word in the name (config.json's womenHostWord) picks that brand.
    ['wren-preview.example.org', 'women'],
    ['staging.WREN.example.org:8443', 'women'],
  ])('%s gets the %s brand’s favicon, preloaded logo and colours', (host, brand) => {
    expect(brandFiles(pageFor(host))).toEqual([`/brands/${brand}/favicon.svg`, `/brands/${brand}/logo.svg`]);
    expect(pageFor(host)).toContain(`<body class="brand-${brand}" data-brand="${brand}">`);
  });

  it.each([undefined, '', 'not a host/at all'])('a missing or broken Host header (%j) gets the main brand', (host) => {
    expect(brandFiles(pageFor(host))).toEqual(['/brands/main/favicon.svg', '/brands/main/logo.svg']);
  });

  it('of the patient area names each brand’s logo in its frame too, which the build draws with the main brand’s', () => {
    const head: PatientAreaHead = {
      script: '/early-session.js',
      prefix: '/user/',
      area: { scripts: [], styles: [], frame: '<img class="brand-logo" src="/brands/main/logo.svg">' },
      pages: {},
    };
    const built = `${PAGE}<script type="module" crossorigin src="/assets/index-A.js"></script><!-- loading-screen --><!-- /loading-screen -->`;
    const areaPageFor = brandPages(built, JSON.stringify(config), head);
    const frameLogo = (html: string) => /<img class="brand-logo" src="([^"]+)">/.exec(html)?.[1];
    expect(frameLogo(areaPageFor('app.wrenhealth.example', '/user/chat'))).toBe('/brands/women/logo.svg');
    expect(frameLogo(areaPageFor('app.vireohealth.example', '/user/chat'))).toBe('/brands/main/logo.svg');
  });
});
