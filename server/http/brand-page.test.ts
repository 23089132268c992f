import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandPages } from './brand-page';

const PAGE = [
  '<link id="favicon" rel="icon" type="image/svg+xml" href="/brands/main/favicon.svg" />',
  '<link rel="preload" href="/brands/main/logo.svg" as="image" type="image/svg+xml" />',
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
  ])('%s gets the %s brand’s favicon and preloaded logo', (host, brand) => {
    expect(brandFiles(pageFor(host))).toEqual([`/brands/${brand}/favicon.svg`, `/brands/${brand}/logo.svg`]);
  });

  it.each([undefined, '', 'not a host/at all'])('a missing or broken Host header (%j) gets the main brand', (host) => {
    expect(brandFiles(pageFor(host))).toEqual(['/brands/main/favicon.svg', '/brands/main/logo.svg']);
  });
});
