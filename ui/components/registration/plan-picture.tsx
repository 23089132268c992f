import './plan-picture.css';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { PlanCandidate, PlanDimension } from '../../../domain/registration-flow/plan-choices';
import { ProductImage } from '../product-image';

/** The choices that are treatments, so pictured: a medicine (product) or its form (variation). */
export const isPictured = (dimension: PlanDimension): boolean => dimension === 'product' || dimension === 'variation';

/** A plan's treatment pictured: the variation's image, or the product's when the choice is the medicine. */
export const PlanPicture = observer(function PlanPicture({
  plan,
  dimension = 'variation',
  size,
  belowFold,
}: {
  readonly plan: PlanCandidate;
  readonly dimension?: PlanDimension;
  readonly size: number;
  readonly belowFold?: boolean;
}) {
  const { product, variation } = plan;
  return dimension === 'product' ? (
    <ProductImage src={product.mainImgUrl} name={product.productName} productType={product.productType} size={size} belowFold={belowFold} />
  ) : (
    <ProductImage
      src={variation.mainImgUrl}
      name={`${product.productName}, ${variation.variationName}`}
      productType={product.productType}
      size={size}
      belowFold={belowFold}
    />
  );
});

/** The plan's summary heading with the picture of its treatment beside it. */
export const PlanSummaryHead = observer(function PlanSummaryHead({
  plan,
  belowFold,
  children,
}: {
  readonly plan: PlanCandidate;
  readonly belowFold?: boolean;
  readonly children: ReactNode;
}) {
  return (
    <div className="plan-summary-head">
      <PlanPicture plan={plan} size={72} belowFold={belowFold} />
      {children}
    </div>
  );
});
