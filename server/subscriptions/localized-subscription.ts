import { localizeCatalogueText } from '../catalogue/localized-catalogue';
import type { AnswerLanguage } from '../http/answer-language';
import type { SubscriptionDoc } from './subscriptions.repository';

/**
 * A subscription with the catalogue's texts it copied when the plan was chosen in the language asked for
 * (the variation's name, the descriptions and the package's name, its coupons' and add-ons' names), each falling back to its
 * English. Ids, the product name, amounts and dates are the same in every language.
 */
export const localizeSubscription = (doc: SubscriptionDoc, language: AnswerLanguage): SubscriptionDoc => {
  if (language === 'en') return doc;
  const say = (english: string) => localizeCatalogueText(english, language);
  return {
    ...doc,
    plan: doc.plan && {
      ...doc.plan,
      ...(doc.plan.variationName === undefined ? {} : { variationName: say(doc.plan.variationName) }),
      ...(doc.plan.productDescription === undefined ? {} : { productDescription: say(doc.plan.productDescription) }),
      ...(doc.plan.variationDescription === undefined ? {} : { variationDescription: say(doc.plan.variationDescription) }),
      ...(doc.plan.packageTypeName === undefined ? {} : { packageTypeName: say(doc.plan.packageTypeName) }),
    },
    coupons: doc.coupons?.map((coupon) => ({ ...coupon, name: say(coupon.name), description: say(coupon.description) })),
    addons: doc.addons?.map((addon) => ({ ...addon, name: say(addon.name) })),
  };
};
