import { describe, expect, it } from 'vitest';
import { CATALOGUE_ADDONS, CATALOGUE_COUPONS } from '../catalogue-offers';
import { CATALOGUE_PRODUCTS } from '../catalogue-products';
import { localizeAddon, localizeCoupon, localizePriceOption, localizeProduct } from '../localized-catalogue';
import { priceOptions, withProductPricing } from '../product-pricing';
import { CATALOGUE_SPANISH } from './catalogue.spanish';

const products = CATALOGUE_PRODUCTS.map(withProductPricing);

/** Every catalogue text a patient reads in the app, besides the product names the label prints. */
const catalogueTexts = (): string[] => [
  ...products.flatMap((product) => [
    product.productDescription,
    ...product.variations.flatMap((variation) => [
      variation.variationName,
      variation.variationDescription,
      ...variation.doses.map((dose) => dose.description),
      ...Object.values(variation.packageTypeNames ?? {}),
    ]),
  ]),
  ...CATALOGUE_COUPONS.flatMap((coupon) => [coupon.name, coupon.description]),
  ...CATALOGUE_ADDONS.flatMap((addon) => [addon.name, addon.description]),
];

describe('the catalogue in Spanish', () => {
  it('has a Spanish text for every description, variation name, package, coupon and add-on', () => {
    expect([...new Set(catalogueTexts())].filter((english) => !CATALOGUE_SPANISH[english]?.trim())).toEqual([]);
  });

  it('keeps no translation of a text the catalogue no longer has', () => {
    const used = new Set(catalogueTexts());
    expect(Object.keys(CATALOGUE_SPANISH).filter((english) => !used.has(english))).toEqual([]);
  });

  it('changes only texts: ids, product names, strengths and prices are the same in Spanish', () => {
    const withoutTexts = (product: (typeof products)[number]) => ({
      ...product,
      productDescription: null,
      variations: product.variations.map((variation) => ({
        ...variation,
        variationName: null,
        variationDescription: null,
        packageTypeNames: null,
        doses: variation.doses.map((dose) => ({ ...dose, description: null })),
      })),
    });
    for (const product of products) {
      const spanish = localizeProduct(product, 'es');
      expect(withoutTexts(spanish)).toEqual(withoutTexts(product));
      expect(spanish.productDescription).not.toBe(product.productDescription);
    }
    const [sildenafil] = CATALOGUE_PRODUCTS;
    if (!sildenafil) throw new Error('no product');
    for (const option of priceOptions(sildenafil, [], 1)) {
      expect({ ...localizePriceOption(option, 'es'), variationName: null }).toEqual({ ...option, variationName: null });
    }
    for (const coupon of CATALOGUE_COUPONS)
      expect({ ...localizeCoupon(coupon, 'es'), name: null, description: null }).toEqual({ ...coupon, name: null, description: null });
    for (const addon of CATALOGUE_ADDONS)
      expect({ ...localizeAddon(addon, 'es'), name: null, description: null }).toEqual({ ...addon, name: null, description: null });
  });

  it('reads in Spanish, and in English where a text has no translation (never empty)', () => {
    const [welcome] = CATALOGUE_COUPONS;
    if (!welcome) throw new Error('no coupon');
    expect(localizeCoupon(welcome, 'es')).toMatchObject({ code: 'WELCOME20', name: '$20 de descuento en su primer envío' });
    expect(localizeCoupon({ ...welcome, name: 'A coupon added after the translation' }, 'es').name).toBe('A coupon added after the translation');
    expect(localizeCoupon(welcome, 'en')).toEqual(welcome);
  });
});
