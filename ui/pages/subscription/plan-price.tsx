import type { PriceQuote } from '../../../domain/entities/price-quote';
import type { SubscriptionCoupon, SubscriptionDetails } from '../../../domain/entities/subscription-details';
import { couponStanding, type CouponStanding } from '../../../domain/coupons/coupon-standing';
import { ordinal } from '../../../domain/formatting/ordinal';
import { toCents, toDollars } from '../../../domain/shared/money';
import { hasUpcomingDelivery } from '../../../domain/subscription-status/upcoming-delivery';
import { localMoney } from '../../i18n/local-money';
import { currentLanguage, translate } from '../../i18n/translate';
import { useTranslate } from '../../i18n/use-translate';
import { observer } from 'mobx-react-lite';

/** The delivery's place in order, as the sentences below put it: '3rd' in English, the number elsewhere ('envío n.º 3'). */
const nth = (delivery: number): string => (currentLanguage() === 'en' ? ordinal(delivery) : String(delivery));

/** A coupon's standing in the patient's words, after its name; null when nothing can be said. */
const standingText = (standing: CouponStanding, amount: number | undefined): string | null => {
  switch (standing.kind) {
    case 'takesOffNext':
      return amount === undefined
        ? translate('taken off your next delivery')
        : translate('takes {amount} off your next delivery', { amount: localMoney(amount) });
    case 'used':
      if (standing.deliveries !== 1) return translate('used up');
      return standing.firstDelivery === 1
        ? translate('used on your first delivery')
        : translate('used on your {nth} delivery', { nth: nth(standing.firstDelivery) });
    case 'startsLater':
      return standing.firstDelivery === 1
        ? translate('takes money off from your first delivery')
        : translate('takes money off from your {nth} delivery', { nth: nth(standing.firstDelivery) });
    case 'notOnNext':
      return translate('not taken off your next delivery');
    case 'unknown':
      return null;
  }
};

const CouponItem = observer(function CouponItem({
  coupon,
  paidPeriods,
  price,
}: {
  readonly coupon: SubscriptionCoupon;
  readonly paidPeriods: number;
  readonly price: PriceQuote | null;
}) {
  const _ = useTranslate();
  const line = price?.coupons.find((listed) => listed.code === coupon.code);
  const text = standingText(couponStanding(coupon, paidPeriods, price ? line !== undefined : null), line?.amount);
  return <li>{text ? _('{name} ({code}): {standing}', { name: coupon.name, code: coupon.code, standing: text }) : `${coupon.name} (${coupon.code})`}</li>;
});

/**
 * The upcoming delivery's bill, line by line from the list price: every line is the server's quote
 * (GET /api/subscription/{id}/price), so the lines add up to the total shown.
 */
const NextDeliveryLines = observer(function NextDeliveryLines({ price }: { readonly price: PriceQuote }) {
  const _ = useTranslate();
  const multiMonthSaving = toDollars(toCents(price.strikeThroughPrice) - toCents(price.price));
  return (
    <table className="price-lines">
      <caption className="visually-hidden">{_('Price of your next delivery')}</caption>
      <tbody>
        <tr>
          <th scope="row">{_('Treatment, list price')}</th>
          <td>{localMoney(price.strikeThroughPrice)}</td>
        </tr>
        {multiMonthSaving > 0 && (
          <tr>
            <th scope="row">{_('Multi-month price')}</th>
            <td>{localMoney(-multiMonthSaving)}</td>
          </tr>
        )}
        {price.coupons.map((coupon) => (
          <tr key={coupon.code}>
            <th scope="row">
              {coupon.name} ({coupon.code})
            </th>
            <td>{localMoney(-coupon.amount)}</td>
          </tr>
        ))}
        {price.addons.map((addon) => (
          <tr key={addon.name}>
            <th scope="row">{addon.name}</th>
            <td>{localMoney(addon.price)}</td>
          </tr>
        ))}
        <tr className="total">
          <th scope="row">{_('Next delivery')}</th>
          <td>{localMoney(price.total)}</td>
        </tr>
      </tbody>
    </table>
  );
});

interface PlanPriceProps {
  readonly subscription: SubscriptionDetails;
  readonly price: PriceQuote | null;
}

/**
 * The plan's price as facts of the plan's list (spec §3 plan price, discountedPrice): the list price and
 * what the patient pays for the next delivery. With the quote both are the quote's, so they agree with the
 * bill below; without it, the plan's price (before coupons) and the subscription's discountedPrice.
 * A subscription with no upcoming delivery (cancelled) shows its plan's price only.
 */
export const PriceFacts = observer(function PriceFacts({ subscription, price }: PlanPriceProps) {
  const _ = useTranslate();
  const listPrice = price?.strikeThroughPrice ?? subscription.plan?.price;
  const yourPrice = hasUpcomingDelivery(subscription) ? (price?.offerPrice ?? subscription.discountedPrice) : null;
  return (
    <>
      {listPrice !== undefined && (
        <>
          {/* Without the quote the regular price is unknown: the plan's price is the one before coupons. */}
          <dt>{price ? _('List price') : _('Plan price')}</dt>
          <dd>
            {localMoney(listPrice)} {_('a delivery')}
          </dd>
        </>
      )}
      {yourPrice !== null && (
        <>
          <dt>{_('Your price')}</dt>
          <dd>
            {localMoney(yourPrice)} {_('for your next delivery')}
            {listPrice !== undefined && yourPrice < listPrice
              ? _(', {amount} off', { amount: localMoney(toDollars(toCents(listPrice) - toCents(yourPrice))) })
              : ''}
          </dd>
        </>
      )}
    </>
  );
});

/** The plan's coupons, each with where it stands, its add-ons, and the next delivery's bill (spec §3 coupons, addons). */
export const PriceBreakdown = observer(function PriceBreakdown({ subscription, price, priceError }: PlanPriceProps & { readonly priceError: string | null }) {
  const _ = useTranslate();
  return (
    <>
      {subscription.coupons.length > 0 && (
        <>
          <h3>{_('Coupons')}</h3>
          <ul>
            {subscription.coupons.map((coupon) => (
              <CouponItem key={coupon._id} coupon={coupon} paidPeriods={subscription.sequencePaymentPeriod} price={price} />
            ))}
          </ul>
        </>
      )}
      {subscription.addons.length > 0 && (
        <>
          <h3>{_('Add-ons')}</h3>
          <ul>
            {subscription.addons.map((addon) => (
              <li key={addon._id}>
                {addon.recurring
                  ? _('{name}: {price} with every delivery', { name: addon.name, price: localMoney(addon.price) })
                  : _('{name}: {price} once', { name: addon.name, price: localMoney(addon.price) })}
              </li>
            ))}
          </ul>
        </>
      )}
      {price && (
        <>
          <h3>{subscription.status === 'pause' ? _('Your next delivery, once you resume') : _('Your next delivery')}</h3>
          <NextDeliveryLines price={price} />
        </>
      )}
      {priceError && (
        <p className="muted">
          {_('The price of your next delivery could not be shown:')} {priceError}
        </p>
      )}
    </>
  );
});
