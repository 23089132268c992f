import { localizeCatalogueText } from '../catalogue/localized-catalogue';
import type { AnswerLanguage } from '../http/answer-language';
import type { components } from '../../openapi/patient-api';
import type { SubscriptionDoc } from './subscriptions.repository';

type Plan = components['schemas']['Plan'];

/**
 * A subscription with the catalogue's texts it copied when the plan was chosen in the language asked for
 * (the variation's name, the descriptions and the package's name, its coupons' and add-ons' names), each falling back to its
 * English. Ids, the product name, amounts and dates are the same in every language.
 */
/** A plan with the catalogue's texts it copied in the language asked for (an order's plan too). */
export const localizePlan = <P extends Plan | null | undefined>(plan: P, language: AnswerLanguage): P => {
  if (!plan || language === 'en') return plan;
  const say = (english: string) => localizeCatalogueText(english, language);
  return {
    ...plan,
    ...(plan.variationName === undefined ? {} : { variationName: say(plan.variationName) }),
    ...(plan.productDescription === undefined ? {} : { productDescription: say(plan.productDescription) }),
    ...(plan.variationDescription === undefined ? {} : { variationDescription: say(plan.variationDescription) }),
    ...(plan.packageTypeName === undefined ? {} : { packageTypeName: say(plan.packageTypeName) }),
  };
};

export const localizeSubscription = (doc: SubscriptionDoc, language: AnswerLanguage): SubscriptionDoc => {
  if (language === 'en') return doc;
  const say = (english: string) => localizeCatalogueText(english, language);
  return {
    ...doc,
    plan: localizePlan(doc.plan, language),
    coupons: doc.coupons?.map((coupon) => ({ ...coupon, name: say(coupon.name), description: say(coupon.description) })),
    addons: doc.addons?.map((addon) => ({ ...addon, name: say(addon.name) })),
  };
};
