import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { brandPalette } from './brand-palette';
import { contrastRatio, darkenUntilReadable, readableTextOn, WCAG_AA_TEXT } from './colour-contrast';

const hexColour = fc.integer({ min: 0, max: 0xffffff }).map((value) => `#${value.toString(16).padStart(6, '0')}`);

describe('brand colours at WCAG AA (issue 10)', () => {
  it('keeps the spec colours as the surfaces and picks readable text on them', () => {
    expect(brandPalette('main')).toMatchObject({ primary: '#007aff', onPrimary: '#000000' });
    expect(brandPalette('women')).toMatchObject({ primary: '#8D47FF', onPrimary: '#ffffff' });
    for (const brand of ['main', 'women'] as const) {
      const palette = brandPalette(brand);
      expect(contrastRatio(palette.primary, palette.onPrimary)).toBeGreaterThanOrEqual(WCAG_AA_TEXT);
      expect(contrastRatio(palette.primaryText, '#ffffff')).toBeGreaterThanOrEqual(WCAG_AA_TEXT);
    }
  });

  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  test.prop([hexColour, hexColour])('is symmetric and at least 1', (a, b) => {
    expect(contrastRatio(a, b)).toBeCloseTo(contrastRatio(b, a), 10);
    expect(contrastRatio(a, b)).toBeGreaterThanOrEqual(1);
  });

  test.prop([hexColour])('black or white always reaches AA on any background', (background) => {
    expect(contrastRatio(background, readableTextOn(background))).toBeGreaterThanOrEqual(WCAG_AA_TEXT);
  });

  test.prop([hexColour])('darkening always ends readable on white', (colour) => {
    expect(contrastRatio(darkenUntilReadable(colour, '#ffffff'), '#ffffff')).toBeGreaterThanOrEqual(WCAG_AA_TEXT);
  });

  it('refuses a colour that is not #rrggbb, and reads one with blanks or without #', () => {
    expect(() => contrastRatio('blue', '#ffffff')).toThrow('Not a #rrggbb colour: blue');
    expect(() => contrastRatio('x#000000', '#ffffff')).toThrow('Not a #rrggbb colour: x#000000');
    expect(() => contrastRatio('#0000000', '#ffffff')).toThrow('Not a #rrggbb colour: #0000000');
    expect(contrastRatio('000000', ' #FFFFFF ')).toBeCloseTo(21, 5);
  });

  it('uses the linear segment of sRGB for the darkest channels', () => {
    expect(contrastRatio('#0a0a0a', '#ffffff')).toBeCloseTo(19.798, 3);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.542, 3);
  });

  it('darkens in 5% steps only as far as needed, and stops at black', () => {
    expect(brandPalette('main').primaryText).toBe('#006de5');
    expect(brandPalette('women').primaryText).toBe('#8d47ff');
    expect(darkenUntilReadable('#777777', '#ffffff')).toBe('#717171');
    expect(darkenUntilReadable('#767676', '#ffffff')).toBe('#767676');
    // A colour exactly at the ratio asked for already reads: it is kept.
    expect(darkenUntilReadable('#8d47ff', '#ffffff', contrastRatio('#8d47ff', '#ffffff'))).toBe('#8d47ff');
    expect(darkenUntilReadable('#333333', '#222222')).toBe('#000000');
    expect(readableTextOn('#767676')).toBe('#000000');
    expect(readableTextOn('#757575')).toBe('#ffffff');
  });
});
