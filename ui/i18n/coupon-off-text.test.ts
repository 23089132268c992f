import { afterEach, describe, expect, it } from 'vitest';
import { fillPlaceholders } from './fill-placeholders';
import { spanishTranslator } from './spanish';
import { showLanguage } from './translate';
import { couponOffText } from './coupon-off-text';

afterEach(() => showLanguage('en', fillPlaceholders));

describe('what a win-back coupon takes off', () => {
  it('reads as the coupon says, in English and in Spanish', () => {
    expect([couponOffText({ discountType: '%', discountValue: 30 }), couponOffText({ discountType: '$', discountValue: 20 })]).toEqual([
      '30% off',
      '$20.00 off',
    ]);
    showLanguage('es', spanishTranslator());
    expect([couponOffText({ discountType: '%', discountValue: 30 }), couponOffText({ discountType: '$', discountValue: 20 })]).toEqual([
      '30 % de descuento',
      '$20.00 de descuento',
    ]);
  });
});
