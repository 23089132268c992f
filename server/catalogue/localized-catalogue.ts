import { translate, type AnswerLanguage } from '../http/answer-language';
import type { Addon, Coupon, PriceOption, Product } from './catalogue-types';
import { CATALOGUE_SPANISH } from './spanish/catalogue.spanish';

const say = (english: string, language: AnswerLanguage): string => (language === 'en' ? english : translate(english, CATALOGUE_SPANISH));

/**
 * A product with its patient-facing texts in the language asked for, each falling back to its English:
 * descriptions and variation names. Ids, the product name (as the label prints it), strengths and prices
 * are the same in every language; so are those of price options, coupons and add-ons below.
 */
export const localizeProduct = (product: Product, language: AnswerLanguage): Product => ({
  ...product,
  productDescription: say(product.productDescription, language),
  variations: product.variations.map((variation) => ({
    ...variation,
    variationName: say(variation.variationName, language),
    variationDescription: say(variation.variationDescription, language),
    doses: variation.doses.map((dose) => ({ ...dose, description: say(dose.description, language) })),
  })),
});

export const localizePriceOption = (option: PriceOption, language: AnswerLanguage): PriceOption => ({
  ...option,
  variationName: say(option.variationName, language),
});

export const localizeCoupon = (coupon: Coupon, language: AnswerLanguage): Coupon => ({
  ...coupon,
  name: say(coupon.name, language),
  description: say(coupon.description, language),
});

export const localizeAddon = (addon: Addon, language: AnswerLanguage): Addon => ({
  ...addon,
  name: say(addon.name, language),
  description: say(addon.description, language),
});
