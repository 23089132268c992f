import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandPages } from './brand-page';

const PAGE = [
  '<link id="favicon" rel="icon" type="image/svg+xml" href="/brands/main/favicon.svg" />',
  '<link rel="preload" href="/brands/main/logo.svg" as="image" type="image/svg+xml" />',
].join('\n');
const pageFor = brandPages(PAGE, readFileSync(join('ui', 'public', 'config.json'), 'utf8'));

const brandFiles = (html: string) => [...html.matchAll(/href="(\/brands\/[^"]+)"/g)].map((match) => match[1]);

describe('the page each brand serves', () => {
  it.each([
    ['app.vireohealth.example', 'main'],
    ['app.test.vireohealth.example', 'main'],
    ['localhost:3000', 'main'],
    ['app.wrenhealth.example', 'women'],
    ['app.test.wrenhealth.example', 'women'],
    ['localhost:8000', 'women'],
    ['wren-preview.example.org', 'women'],
    ['somewhere.example.org', 'main'],
  ])('%s gets the %s brand’s favicon and preloaded logo', (host, brand) => {
    expect(brandFiles(pageFor(host))).toEqual([`/brands/${brand}/favicon.svg`, `/brands/${brand}/logo.svg`]);
  });

  it.each([undefined, '', 'not a host/at all', '[::1'])('a missing or broken Host header (%j) gets the main brand', (host) => {
    expect(brandFiles(pageFor(host))).toEqual(['/brands/main/favicon.svg', '/brands/main/logo.svg']);
  });
});
