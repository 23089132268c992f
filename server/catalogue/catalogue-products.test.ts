import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_ADDONS, CATALOGUE_COUPONS } from './catalogue-offers';
import { CATALOGUE_PRODUCTS } from './catalogue-products';

const PUBLIC_DIR = fileURLToPath(new URL('../../ui/public', import.meta.url));

describe('the seeded catalogue', () => {
  it('offers every product type, each product with a variation and an active dose', () => {
    expect(new Set(CATALOGUE_PRODUCTS.map((product) => product.productType))).toEqual(new Set(['ed', 'hl', 'wl', 'ag']));
    for (const product of CATALOGUE_PRODUCTS) {
      expect(
        product.variations.some((variation) => variation.doses.some((dose) => dose.status === 'active')),
        product.productName,
      ).toBe(true);
    }
  });

  it('gives every product, variation, dose, coupon and add-on its own id', () => {
    const ids = [
      ...CATALOGUE_PRODUCTS.flatMap((product) => [
        product._id,
        ...product.variations.flatMap((variation) => [variation._id, ...variation.doses.map((dose) => dose._id)]),
      ]),
      ...CATALOGUE_COUPONS.map((coupon) => coupon._id),
      ...CATALOGUE_ADDONS.map((addon) => addon._id),
    ];
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => /^[a-f0-9]{24}$/.test(id))).toBe(true);
  });

  it('serves an image for every product and variation from the app', () => {
    const images = CATALOGUE_PRODUCTS.flatMap((product) => [product.mainImgUrl, ...product.variations.map((variation) => variation.mainImgUrl)]);
    expect(images.filter((url) => !existsSync(`${PUBLIC_DIR}${url}`))).toEqual([]);
  });

  it('pictures each variation of a product with its own image, so the plan picker tells them apart', () => {
    for (const product of CATALOGUE_PRODUCTS) {
      const images = product.variations.map((variation) => variation.mainImgUrl);
      expect(new Set(images).size, product.productName).toBe(images.length);
    }
  });

  it('never prices a 3-month delivery above the monthly price', () => {
    const doses = CATALOGUE_PRODUCTS.flatMap((product) => product.variations.flatMap((variation) => variation.doses));
    expect(doses.filter((dose) => dose.specialQuarterlyPrice !== null && dose.specialQuarterlyPrice > dose.price)).toEqual([]);
  });

  it('has upper-case coupon codes, as codes are matched', () => {
    expect(CATALOGUE_COUPONS.filter((coupon) => coupon.code !== coupon.code.toUpperCase())).toEqual([]);
    expect(CATALOGUE_COUPONS.filter((coupon) => coupon.action === 'winback' && coupon.status === 'active')).toHaveLength(1);
  });
});
