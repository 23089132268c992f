import { Card, H2 } from '@blueprintjs/core';
import type { PriceQuote } from '../../../domain/entities/price-quote';
import type { SubscriptionDetails } from '../../../domain/entities/subscription-details';
import { packageTypeLabel } from '../../../domain/registration-flow/plan-choices';
import { doseLabel } from '../../../domain/subscription-plan/plan-summary';
import { PRODUCT_TYPE_NAMES } from '../../../domain/shared/product-type';
import { PriceBreakdown, PriceFacts } from './plan-price';
import { useTranslate } from '../../i18n/use-translate';
import { translate } from '../../i18n/translate';
import { deliveryText, usesText } from '../../i18n/plan-texts';
import { observer } from 'mobx-react-lite';
import { ProductImage } from '../../components/product-image';

/** Plan details (spec §3 plan): product, variation, dose, frequency, packaging, image, price with coupons and discounts. */
export const PlanDetails = observer(function PlanDetails({
  subscription,
  price,
  priceError,
}: {
  readonly subscription: SubscriptionDetails;
  readonly price: PriceQuote | null;
  readonly priceError: string | null;
}) {
  const _ = useTranslate();
  const plan = subscription.plan;
  const name = plan?.productName ?? translate(PRODUCT_TYPE_NAMES[subscription.productType]);
  return (
    <Card className="panel" elevation={1}>
      <H2>{_('Your plan')}</H2>
      {!plan ? (
        <p>{_('No treatment is chosen yet: continue your registration to choose one.')}</p>
      ) : (
        <>
          <div className="plan-head">
            <ProductImage src={plan.productImgUrl} name={name} productType={subscription.productType} size={72} />
            <div>
              <strong>{name}</strong>
              {plan.substance && <p>{plan.substance}</p>}
              {plan.productDescription && <p>{plan.productDescription}</p>}
            </div>
          </div>
          <dl className="facts">
            {plan.variationName && (
              <>
                <dt>{_('Variation')}</dt>
                <dd>{plan.variationName}</dd>
              </>
            )}
            {doseLabel(plan.weight, plan.measure) && (
              <>
                <dt>{_('Dose')}</dt>
                <dd>{doseLabel(plan.weight, plan.measure)}</dd>
              </>
            )}
            {usesText(plan.frequencyOfReception) && (
              <>
                <dt>{_('Use')}</dt>
                <dd>{usesText(plan.frequencyOfReception)}</dd>
              </>
            )}
            <dt>{_('Delivery')}</dt>
            <dd>{deliveryText(plan.frequencyOfDelivery)}</dd>
            {plan.packageType && (
              <>
                <dt>{_('Packaging')}</dt>
                <dd>{plan.packageTypeName ?? packageTypeLabel(plan.packageType)}</dd>
              </>
            )}
            <PriceFacts subscription={subscription} price={price} />
          </dl>
          <PriceBreakdown subscription={subscription} price={price} priceError={priceError} />
        </>
      )}
    </Card>
  );
});
