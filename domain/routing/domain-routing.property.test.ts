import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { domainRoutingRedirect } from './domain-routing';

describe('domainRouting (spec §4)', () => {
  it('sends /ed, /register, /hairloss and / to /weightloss on the women’s theme', () => {
    for (const path of ['/ed', '/register', '/hairloss', '/', '/hairloss//']) expect(domainRoutingRedirect('women', path)).toBe('/weightloss');
  });

  it('leaves other paths and the main theme alone', () => {
    for (const path of ['/weightloss', '/antiaging', '/login', '/ed/x', '/Ed', '']) expect(domainRoutingRedirect('women', path)).toBeNull();
    for (const path of ['/ed', '/register', '/hairloss', '/']) expect(domainRoutingRedirect('main', path)).toBeNull();
  });

  test.prop([fc.string()])('never redirects on the main theme, and only to /weightloss on the women’s', (path) => {
    expect(domainRoutingRedirect('main', path)).toBeNull();
    expect([null, '/weightloss']).toContain(domainRoutingRedirect('women', path));
  });
});
