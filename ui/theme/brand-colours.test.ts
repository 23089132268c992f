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
