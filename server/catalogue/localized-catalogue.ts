import { translate, type AnswerLanguage } from '../http/answer-language';
import type { Addon, Coupon, PriceOption, Product } from './catalogue-types';
import { CATALOGUE_SPANISH } from './spanish/catalogue.spanish';

/** One of the catalogue's texts in a language, its English where it has no translation. */
export const localizeCatalogueText = (english: string, language: AnswerLanguage): string =>
  language === 'en' ? english : translate(english, CATALOGUE_SPANISH);

/**
 * A product with its patient-facing texts in the language asked for, each falling back to its English:
 * descriptions, variation names and package names. Ids, the product name (as the label prints it), strengths and prices
 * are the same in every language; so are those of price options, coupons and add-ons below.
 */
export const localizeProduct = (product: Product, language: AnswerLanguage): Product => ({
  ...product,
  productDescription: localizeCatalogueText(product.productDescription, language),
  variations: product.variations.map((variation) => ({
    ...variation,
    variationName: localizeCatalogueText(variation.variationName, language),
    variationDescription: localizeCatalogueText(variation.variationDescription, language),
    ...(variation.packageTypeNames && {
      packageTypeNames: Object.fromEntries(Object.entries(variation.packageTypeNames).map(([code, name]) => [code, localizeCatalogueText(name, language)])),
    }),
    doses: variation.doses.map((dose) => ({ ...dose, description: localizeCatalogueText(dose.description, language) })),
  })),
});

export const localizePriceOption = (option: PriceOption, language: AnswerLanguage): PriceOption => ({
  ...option,
  variationName: localizeCatalogueText(option.variationName, language),
});

export const localizeCoupon = (coupon: Coupon, language: AnswerLanguage): Coupon => ({
  ...coupon,
  name: localizeCatalogueText(coupon.name, language),
  description: localizeCatalogueText(coupon.description, language),
});

export const localizeAddon = (addon: Addon, language: AnswerLanguage): Addon => ({
  ...addon,
  name: localizeCatalogueText(addon.name, language),
  description: localizeCatalogueText(addon.description, language),
});
