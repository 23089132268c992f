import { Card, H2 } from '@blueprintjs/core';
import { useState } from 'react';
import type { PriceQuote } from '../../../domain/entities/price-quote';
import type { SubscriptionDetails } from '../../../domain/entities/subscription-details';
import { formatUsd } from '../../../domain/billing/usd';
import { deliveryLabel, doseLabel, usesLabel } from '../../../domain/subscription-plan/plan-summary';
import { PRODUCT_TYPE_NAMES } from '../../../domain/shared/product-type';
import { showDate } from '../subscriptions/show-date';

/** The product picture, left out when it cannot be shown (it only illustrates the name beside it). */
const PlanImage = ({ src }: { readonly src: string | undefined }) => {
  const [broken, setBroken] = useState(false);
  if (!src || broken) return null;
  return <img className="plan-image" src={src} alt="" onError={() => setBroken(true)} />;
};

const UpcomingPrice = ({ price }: { readonly price: PriceQuote }) => (
  <table className="price-lines">
    <caption className="visually-hidden">Price of your next delivery</caption>
    <tbody>
      <tr>
        <th scope="row">Treatment</th>
        <td>
          {price.strikeThroughPrice > price.price && <span className="struck">{formatUsd(price.strikeThroughPrice)}</span>}
          {formatUsd(price.price)}
        </td>
      </tr>
      {price.coupons.map((coupon) => (
        <tr key={coupon.code}>
          <th scope="row">
            {coupon.name} ({coupon.code})
          </th>
          <td>-{formatUsd(coupon.amount)}</td>
        </tr>
      ))}
      {price.addons.map((addon) => (
        <tr key={addon.name}>
          <th scope="row">{addon.name}</th>
          <td>{formatUsd(addon.price)}</td>
        </tr>
      ))}
      <tr className="total">
        <th scope="row">Next delivery</th>
        <td>{formatUsd(price.total)}</td>
      </tr>
    </tbody>
  </table>
);

/** Plan details (spec §3 plan): product, variation, dose, frequency, packaging, image, price with coupons and discounts. */
export const PlanDetails = ({ subscription, price, priceError }: { readonly subscription: SubscriptionDetails; readonly price: PriceQuote | null; readonly priceError: string | null }) => {
  const plan = subscription.plan;
  return (
    <Card className="panel" elevation={1}>
      <H2>Your plan</H2>
      {!plan ? (
        <p>No treatment is chosen yet: continue your registration to choose one.</p>
      ) : (
        <>
          <div className="plan-head">
            <PlanImage src={plan.productImgUrl} />
            <div>
              <strong>{plan.productName ?? PRODUCT_TYPE_NAMES[subscription.productType]}</strong>
              {plan.substance && <p>{plan.substance}</p>}
              {plan.productDescription && <p>{plan.productDescription}</p>}
            </div>
          </div>
          <dl className="facts">
            {plan.variationName && (
              <>
                <dt>Variation</dt>
                <dd>{plan.variationName}</dd>
              </>
            )}
            {doseLabel(plan.weight, plan.measure) && (
              <>
                <dt>Dose</dt>
                <dd>{doseLabel(plan.weight, plan.measure)}</dd>
              </>
            )}
            {usesLabel(plan.frequencyOfReception) && (
              <>
                <dt>Use</dt>
                <dd>{usesLabel(plan.frequencyOfReception)}</dd>
              </>
            )}
            <dt>Delivery</dt>
            <dd>{deliveryLabel(plan.frequencyOfDelivery)}</dd>
            {plan.packageType && (
              <>
                <dt>Packaging</dt>
                <dd>{plan.packageType}</dd>
              </>
            )}
            {plan.price !== undefined && (
              <>
                <dt>List price</dt>
                <dd>{formatUsd(plan.price)} a delivery</dd>
              </>
            )}
            {subscription.discountedPrice !== null && (
              <>
                <dt>Your price</dt>
                <dd>
                  {formatUsd(subscription.discountedPrice)} for the next delivery{subscription.coupons.length > 0 ? ', with your coupons' : ''}
                </dd>
              </>
            )}
          </dl>
          {subscription.coupons.length > 0 && (
            <>
              <h3>Coupons</h3>
              <ul>
                {subscription.coupons.map((coupon) => (
                  <li key={coupon._id}>
                    {coupon.name} ({coupon.code})
                  </li>
                ))}
              </ul>
            </>
          )}
          {subscription.addons.length > 0 && (
            <>
              <h3>Add-ons</h3>
              <ul>
                {subscription.addons.map((addon) => (
                  <li key={addon._id}>
                    {addon.name}: {formatUsd(addon.price)} {addon.recurring ? 'with every delivery' : 'once'}
                  </li>
                ))}
              </ul>
            </>
          )}
          {price && (
            <>
              <h3>Your next delivery</h3>
              <UpcomingPrice price={price} />
            </>
          )}
          {priceError && <p className="muted">The price of your next delivery could not be shown: {priceError}</p>}
        </>
      )}
    </Card>
  );
};

/** The dates that matter: the next charge, the next period, the end of the prescription, periods skipped. */
export const SubscriptionDates = ({ subscription }: { readonly subscription: SubscriptionDetails }) => {
  const nextBilling = showDate(subscription.nextBillingDate);
  const nextPeriod = showDate(subscription.nextPeriodStart);
  const ends = showDate(subscription.expiredAt);
  const paused = showDate(subscription.pause?.pausedAt);
  return (
    <Card className="panel" elevation={1}>
      <H2>Dates</H2>
      <dl className="facts">
        <dt>Next billing</dt>
        <dd>{nextBilling ?? (subscription.status === 'pause' ? 'None while paused' : 'None scheduled')}</dd>
        {paused && (
          <>
            <dt>Paused since</dt>
            <dd>{paused}</dd>
          </>
        )}
        {nextPeriod && (
          <>
            <dt>Next period starts</dt>
            <dd>{nextPeriod}</dd>
          </>
        )}
        {ends && (
          <>
            <dt>Prescription ends</dt>
            <dd>{ends}</dd>
          </>
        )}
        {subscription.skipPeriods > 0 && (
          <>
            <dt>Periods skipped</dt>
            <dd>{subscription.skipPeriods}</dd>
          </>
        )}
        {subscription.latestBilledAmount !== null && (
          <>
            <dt>Latest billed amount</dt>
            <dd>{formatUsd(subscription.latestBilledAmount)}</dd>
          </>
        )}
      </dl>
    </Card>
  );
};
