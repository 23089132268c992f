import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BRAND_IDS } from '../../domain/brands/brand';
import { brandPalette } from '../../domain/brands/brand-palette';

const css = readFileSync(new URL('./app.css', import.meta.url), 'utf8');

/** The variables a rule whose selector list names `body.brand-<id>` sets. */
const variablesOf = (brand: string): Record<string, string> => {
  const rule = new RegExp(`[^{}]*body\\.brand-${brand}\\b[^{]*\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
  return Object.fromEntries([...rule.matchAll(/(--brand-[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name, value?.trim().toLowerCase()]));
};

describe("each brand's colours in the theme", () => {
  it.each(BRAND_IDS)('are the palette the contrast rules compute for the %s brand', (brand) => {
    const palette = brandPalette(brand);
    expect(variablesOf(brand)).toEqual({
      '--brand-primary': palette.primary.toLowerCase(),
      '--brand-on-primary': palette.onPrimary.toLowerCase(),
      '--brand-primary-text': palette.primaryText.toLowerCase(),
    });
  });
});

describe("each brand's install manifest (ui/public/brands/<id>/manifest.webmanifest)", () => {
  const config = JSON.parse(readFileSync(new URL('../public/config.json', import.meta.url), 'utf8')) as { brands: Record<string, { name: string }> };
  it.each(BRAND_IDS)('names the %s brand as config.json does and takes its colour', (brand) => {
    const manifest = JSON.parse(readFileSync(new URL(`../public/brands/${brand}/manifest.webmanifest`, import.meta.url), 'utf8')) as Record<string, unknown>;
    expect(manifest.name).toBe(config.brands[brand]?.name);
    expect(manifest.theme_color).toBe(brandPalette(brand).primary.toLowerCase());
    expect(manifest.icons).toEqual([{ src: `/brands/${brand}/favicon.svg`, sizes: 'any', type: 'image/svg+xml' }]);
  });
});
