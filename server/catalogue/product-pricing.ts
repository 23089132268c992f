import type { PriceOption, Product, ProductDoc, SubscriptionCoupon } from './catalogue-types';
import { divide, toDollars } from './money';
import { deliveryPrice, pricePeriod } from './pricing';

/** Every active option of a product priced for one period: dose x uses a month x delivery. */
export const priceOptions = (product: ProductDoc, coupons: readonly SubscriptionCoupon[], period: number): PriceOption[] =>
  [...product.variations]
    .sort((a, b) => a.ranking - b.ranking)
    .flatMap((variation) =>
      variation.doses
        .filter((dose) => dose.status === 'active')
        .flatMap((dose) =>
          variation.frequencyOfReception.flatMap((frequencyOfReception) =>
            product.frequencyOfDelivery.map((frequencyOfDelivery) => {
              const terms = { productType: product.productType, frequencyOfReception, frequencyOfDelivery };
              const priced = pricePeriod({ dose, terms, coupons, addons: [] }, period);
              return {
                productId: product._id,
                productName: product.productName,
                variationId: variation._id,
                variationName: variation.variationName,
                doseId: dose._id,
                weight: dose.weight,
                measure: dose.measure,
                frequencyOfReception,
                frequencyOfDelivery,
                unitsPerDelivery: priced.units,
                strikeThroughPrice: toDollars(priced.strikeThrough),
                price: toDollars(priced.price),
                couponDiscount: toDollars(priced.couponDiscount),
                offerPrice: toDollars(priced.offer),
                pricePerMonth: toDollars(divide(priced.price, frequencyOfDelivery)),
                pricePerUnit: toDollars(divide(priced.price, priced.units)),
              };
            }),
          ),
        ),
    );

/**
 * The product with its `productPricing`: the lowest price a month and a unit among its active doses
 * (all doses while none is active), coupons not included.
 */
export const withProductPricing = (product: ProductDoc): Product => {
  const doses = product.variations.flatMap((variation) => variation.doses.map((dose) => ({ variation, dose })));
  const offered = doses.some(({ dose }) => dose.status === 'active') ? doses.filter(({ dose }) => dose.status === 'active') : doses;
  let perMonth = Number.POSITIVE_INFINITY;
  let perUnit = Number.POSITIVE_INFINITY;
  for (const { variation, dose } of offered) {
    for (const frequencyOfReception of variation.frequencyOfReception) {
      for (const frequencyOfDelivery of product.frequencyOfDelivery) {
        const priced = deliveryPrice(dose, { frequencyOfReception, frequencyOfDelivery });
        perMonth = Math.min(perMonth, divide(priced.price, frequencyOfDelivery));
        perUnit = Math.min(perUnit, divide(priced.price, priced.units));
      }
    }
  }
  return {
    ...product,
    productPricing: {
      currency: 'USD',
      startingPricePerMonth: Number.isFinite(perMonth) ? toDollars(perMonth) : 0,
      startingPricePerUnit: Number.isFinite(perUnit) ? toDollars(perUnit) : 0,
    },
  };
};
