import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { domainRoutingRedirect } from './domain-routing';

/** The pathname of a brand entry page and its :slug. */
const entry = (slug: string): [string, string] => [`/${slug}`, slug];

describe('domainRouting (spec §4)', () => {
  it('sends /ed, /register, /hairloss and / to /weightloss on the women’s theme', () => {
    expect(domainRoutingRedirect('women', '/', null)).toBe('/weightloss');
    for (const slug of ['ed', 'register', 'hairloss']) expect(domainRoutingRedirect('women', ...entry(slug))).toBe('/weightloss');
  });

  it('sends an unknown entry slug (ed by spec §1, hidden on the women’s theme) to /weightloss', () => {
    for (const slug of ['weight-loss', 'Ed', 'WeightLoss', 'promo']) expect(domainRoutingRedirect('women', ...entry(slug))).toBe('/weightloss');
  });

  it('leaves the women’s own entry pages, other routes and the main theme alone', () => {
    for (const slug of ['weightloss', 'antiaging']) expect(domainRoutingRedirect('women', ...entry(slug))).toBeNull();
    for (const path of ['/login', '/steps', '/user/subscriptions', '/ed/x', '']) expect(domainRoutingRedirect('women', path, null)).toBeNull();
    for (const slug of ['ed', 'register', 'hairloss', 'weight-loss']) expect(domainRoutingRedirect('main', ...entry(slug))).toBeNull();
    expect(domainRoutingRedirect('main', '/', null)).toBeNull();
  });

  test.prop([fc.string(), fc.option(fc.string(), { nil: null })])('never redirects on the main theme, and only to /weightloss on the women’s', (path, slug) => {
    expect(domainRoutingRedirect('main', path, slug)).toBeNull();
    expect([null, '/weightloss']).toContain(domainRoutingRedirect('women', path, slug));
  });

  test.prop([fc.string().filter((slug) => slug !== 'weightloss' && slug !== 'antiaging')])(
    'on the women’s theme, every entry slug but weightloss and antiaging goes to /weightloss',
    (slug) => {
      expect(domainRoutingRedirect('women', `/${slug}`, slug)).toBe('/weightloss');
    },
  );
});
