import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { BRAND_IDS, BRAND_PRIMARY_COLOURS, brandOffers, treatmentsOnBrand } from './brand';
import { brandForHost, brandHost, LOCAL_BRAND_PORTS, type BrandHostRules } from './brand-for-host';

const RULES: BrandHostRules = {
  hostGroups: {
    main: { test: ['app.test.vireohealth.example'], live: ['app.vireohealth.example'] },
    women: { test: ['app.test.wrenhealth.example', 'staging.example:8443'], live: ['app.wrenhealth.example'] },
  },
  womenHostWord: 'wren',
};

describe('brand theme from host (spec §1)', () => {
  it('gives each listed host its brand, test and live groups alike', () => {
    expect(brandForHost('app.vireohealth.example', '', RULES)).toBe('main');
    expect(brandForHost('app.test.vireohealth.example', '', RULES)).toBe('main');
    expect(brandForHost('app.wrenhealth.example', '', RULES)).toBe('women');
    expect(brandForHost('APP.TEST.WRENHEALTH.EXAMPLE', '', RULES)).toBe('women');
    expect(brandForHost('staging.example', '8443', RULES)).toBe('women');
    expect(brandForHost('app.wrenhealth.example', '443', RULES)).toBe('women');
    expect(brandForHost('app.vireohealth.example', '8443', RULES)).toBe('main');
  });

  it('uses port 3000 for the main theme and 8000 for the women’s on localhost', () => {
    expect(brandForHost('localhost', '3000', RULES)).toBe('main');
    expect(brandForHost('localhost', '8000', RULES)).toBe('women');
    expect(brandForHost('127.0.0.1', '8000', RULES)).toBe('women');
    expect(brandForHost('localhost', '5173', RULES)).toBe('main');
  });

  it('treats IPv6 loopback as localhost, and a port elsewhere only through the host groups', () => {
    expect(brandForHost('[::1]', '8000', RULES)).toBe('women');
    expect(brandForHost('[::1]', '3000', RULES)).toBe('main');
    expect(brandForHost('app.example', '8000', RULES)).toBe('main');
    expect(brandForHost('staging.example', '443', RULES)).toBe('main');
    expect(LOCAL_BRAND_PORTS).toEqual(
      new Map([
        ['3000', 'main'],
        ['8000', 'women'],
      ]),
    );
  });

  it('matches a listed host whatever port it is reached on', () => {
    const rules: BrandHostRules = {
      hostGroups: { main: { test: [], live: [] }, women: { test: [], live: ['women.example'] } },
      womenHostWord: 'wren',
    };
    expect(brandForHost('women.example', '443', rules)).toBe('women');
    expect(brandForHost('women.example', '', rules)).toBe('women');
  });

  it('lets the host groups win over the brand word and over localhost ports', () => {
    const rules: BrandHostRules = {
      hostGroups: { main: { test: ['wren-main.example'], live: ['localhost:8000'] }, women: { test: [], live: [] } },
      womenHostWord: 'wren',
    };
    expect(brandForHost('wren-main.example', '', rules)).toBe('main');
    expect(brandForHost('localhost', '8000', rules)).toBe('main');
  });

  it('ignores a blank brand word and reads it in any case', () => {
    expect(brandForHost('preview.pages.example', '', { ...RULES, womenHostWord: '  ' })).toBe('main');
    expect(brandForHost('preview-wren.pages.example', '', { ...RULES, womenHostWord: ' WREN ' })).toBe('women');
  });

  it('gives an unknown host containing the women’s brand word the women’s theme, any other the main', () => {
    expect(brandForHost('preview-wren-42.pages.example', '', RULES)).toBe('women');
    expect(brandForHost('preview-42.pages.example', '', RULES)).toBe('main');
  });

  test.prop([fc.domain(), fc.constantFrom('', '443', '3000', '8000', '8443')])('is total: every host gets a theme', (host, port) => {
    expect(['main', 'women']).toContain(brandForHost(host, port, RULES));
  });

  test.prop([fc.domain().filter((host) => !host.includes('wren'))])('never gives an unlisted host without the word the women’s theme', (host) => {
    expect(brandForHost(host, '', RULES)).toBe('main');
  });

  test.prop([fc.domain(), fc.domain()])('gives any unlisted host with the word the women’s theme', (before, after) => {
    expect(brandForHost(`${before}wren${after}`, '', RULES)).toBe('women');
  });
});

describe('the two brands (spec §1, §9)', () => {
  it('are main ({product} #007aff) and women’s (#8D47FF)', () => {
    expect(BRAND_IDS).toEqual(['main', 'women']);
    expect(BRAND_PRIMARY_COLOURS).toEqual({ main: '#007aff', women: '#8D47FF' });
  });
});

describe('treatments each theme shows (spec §2, §6)', () => {
  it('hides ed and hl on the women’s theme only', () => {
    expect((['wl', 'hl', 'ag', 'ed'] as const).filter((type) => brandOffers('women', type))).toEqual(['wl', 'ag']);
    expect((['wl', 'hl', 'ag', 'ed'] as const).filter((type) => brandOffers('main', type))).toEqual(['wl', 'hl', 'ag', 'ed']);
  });
});

describe("the other brand's app, for a patient told where their other treatments are", () => {
  const GROUPS = {
    main: { test: ['app.test.vireohealth.example', 'localhost:3190'], live: ['app.vireohealth.example'] },
    women: { test: ['app.test.wrenhealth.example', 'localhost:8190'], live: ['app.wrenhealth.example'] },
  };

  it('is a host of the same group, the same host name first', () => {
    expect(brandHost('main', 'app.wrenhealth.example', '', GROUPS)).toBe('app.vireohealth.example');
    expect(brandHost('main', 'app.test.wrenhealth.example', '', GROUPS)).toBe('app.test.vireohealth.example');
    expect(brandHost('main', 'localhost', '8190', GROUPS)).toBe('localhost:3190');
    expect(brandHost('women', 'localhost', '3190', GROUPS)).toBe('localhost:8190');
  });

  it("falls back to spec §1's local ports on an unlisted local host, and is unknown on an unlisted one", () => {
    expect(brandHost('main', 'localhost', '8000', { main: { test: [], live: [] }, women: { test: [], live: [] } })).toBe('localhost:3000');
    expect(brandHost('main', 'preview.example', '', GROUPS)).toBeNull();
  });
});

describe('the treatments a brand lists', () => {
  it("shows the women's brand's own and names the product types it hides, once each", () => {
    const subscriptions = [{ productType: 'ed' as const }, { productType: 'wl' as const }, { productType: 'ed' as const }, { productType: 'hl' as const }];
    expect(treatmentsOnBrand('women', subscriptions)).toEqual({ shown: [{ productType: 'wl' }], elsewhere: ['ed', 'hl'] });
    expect(treatmentsOnBrand('main', subscriptions)).toEqual({ shown: subscriptions, elsewhere: [] });
  });
});
