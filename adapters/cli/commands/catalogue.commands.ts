import { formatUsd } from '../../../domain/billing/usd';
import { isProductType, PRODUCT_TYPES, type ProductType } from '../../../domain/shared/product-type';
import { deliveryLabel, usesLabel } from '../../../domain/subscription-plan/plan-summary';
import { EXIT_CODES, type CliContext, type Command, type OptionValues } from '../cli-context';
import { reportFailure, usageError } from '../failures';
import { table } from '../output';
import { signedInUser } from '../signed-in';
import { AREAS } from '../../container/tokens';

const typeOption = { type: { type: 'string', description: `product type: ${PRODUCT_TYPES.join(', ')}`, required: true } } as const;

/** The catalogue of `--type` (priced for the subscription given), or the exit code after saying why not. */
const optionsFor = async (context: CliContext, values: OptionValues, subscriptionId: string | null) => {
  const type = String(values.type);
  if (!isProductType(type)) {
    return usageError(context, `--type must be one of ${PRODUCT_TYPES.join(', ')}`);
  }
  const user = await signedInUser(context);
  if (typeof user === 'number') return user;
  const options = await context.get(AREAS.registration).loadTreatmentOptions.execute({ productType: type as ProductType, subscriptionId });
  if (!options.ok) {
    return reportFailure(context, options.error);
  }
  return options.value;
};

/** `products list --type <t>`: the catalogue of a product type, every active dose of every variation. */
export const listProductsCommand: Command = {
  path: ['products', 'list'],
  summary: 'List the treatments of a product type: products, variations and doses',
  options: typeOption,
  run: async (context, values) => {
    const options = await optionsFor(context, values, null);
    if (typeof options === 'number') return options;
    const rows = options.products.flatMap((product) =>
      product.variations.flatMap((variation) =>
        variation.doses.map((dose) => ({
          productId: product._id,
          product: product.productName,
          variationId: variation._id,
          variation: variation.variationName,
          doseId: dose._id,
          dose: dose.strength,
          status: dose.status,
          usesPerMonth: variation.frequencyOfReception,
          deliveryMonths: product.frequencyOfDelivery,
          packageTypes: variation.packageTypes,
        })),
      ),
    );
    context.output.result(rows, () =>
      table(
        ['PRODUCT', 'VARIATION', 'VARIATION ID', 'DOSE', 'DOSE ID', 'STATUS', 'USES/MONTH', 'DELIVERY (MONTHS)', 'PACKAGING'],
        rows.map((row) => [
          row.product,
          row.variation,
          row.variationId,
          row.dose,
          row.doseId,
          row.status,
          row.usesPerMonth.join(', '),
          row.deliveryMonths.join(', '),
          row.packageTypes.join(', '),
        ]),
        'No treatments for this product type.',
      ),
    );
    return EXIT_CODES.ok;
  },
};

/** `products prices --type <t> [--subscription <id>]`: every option priced, a subscription's coupons taken off. */
export const productPricesCommand: Command = {
  path: ['products', 'prices'],
  summary: 'Price every option of a product type (with a subscription: its coupons taken off)',
  options: { ...typeOption, subscription: { type: 'string', description: 'a subscription id whose coupons apply' } },
  run: async (context, values) => {
    const options = await optionsFor(context, values, typeof values.subscription === 'string' ? values.subscription : null);
    if (typeof options === 'number') return options;
    const names = new Map(
      options.products.flatMap((product) =>
        product.variations.flatMap((variation) => variation.doses.map((dose) => [dose._id, `${variation.variationName} ${dose.strength}`] as const)),
      ),
    );
    context.output.result(options.prices, () =>
      table(
        ['TREATMENT', 'USES', 'DELIVERY', 'REGULAR', 'PRICE', 'COUPONS', 'YOU PAY', 'PER MONTH'],
        options.prices.map((price) => [
          names.get(price.doseId) ?? price.doseId,
          usesLabel(price.frequencyOfReception) ?? '-',
          deliveryLabel(price.frequencyOfDelivery),
          formatUsd(price.strikeThroughPrice),
          formatUsd(price.price),
          price.couponDiscount > 0 ? `-${formatUsd(price.couponDiscount)}` : '-',
          formatUsd(price.offerPrice),
          formatUsd(price.pricePerMonth),
        ]),
        'No prices for this product type.',
      ),
    );
    return EXIT_CODES.ok;
  },
};
