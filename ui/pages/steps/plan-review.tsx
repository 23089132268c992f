import { Button, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { localMoney } from '../../i18n/local-money';
import { packageTypeLabel } from '../../../domain/registration-flow/plan-choices';
import { couponsComeOffEveryDelivery, planPriceSummary } from '../../../domain/registration-flow/price-display';
import { useStores } from '../../app/container-context';
import type { TreatmentStore } from '../../stores/registration/treatment.store';
import { ChoiceList } from '../../components/registration/choice-list';
import { PriceTag } from '../../components/registration/price-tag';
import { STORES } from '../../stores/store-areas';
import { PlanFacts } from '../../components/registration/plan-facts';
import { PlanSummaryHead } from '../../components/registration/plan-picture';
import { useTranslate } from '../../i18n/use-translate';

/**
 * Packaging: the package and add-ons, the plan with what each delivery costs (strike-through and offer) and,
 * when a coupon or an add-on makes it differ, the first delivery; and a coupon code.
 */
export const PlanReview = observer(function PlanReview({ treatment }: { readonly treatment: TreatmentStore }) {
  const _ = useTranslate();
  const couponId = useId();
  const registration = useStores(STORES.registration).registration;
  const plan = treatment.plan;
  const price = treatment.price;
  if (!plan) return null;
  const packageTypes = plan.variation.packageTypes;
  const chosenAddons = treatment.addons.filter((addon) => treatment.draft.addonIds?.includes(addon._id));
  const summary = price ? planPriceSummary(price, couponsComeOffEveryDelivery(registration.subscription?.coupons ?? []), chosenAddons) : null;
  return (
    <div className="plan-review">
      {packageTypes.length > 1 && (
        <ChoiceList
          legend={_('Packaging')}
          choices={packageTypes.map((packageType) => ({ value: packageType, label: packageTypeLabel(packageType, plan.variation.packageTypeNames) }))}
          selected={treatment.draft.packageType ? [treatment.draft.packageType] : []}
          onChoose={treatment.setPackageType}
          disabled={treatment.saving}
        />
      )}
      {treatment.addons.length > 0 && (
        <ChoiceList
          legend={_('Add to your delivery (optional)')}
          multiple
          choices={treatment.addons.map((addon) => ({
            value: addon._id,
            label: addon.name,
            detail: addon.description,
            aside: (
              <span className="price-tag">
                {addon.recurring ? _('{price} each delivery', { price: localMoney(addon.price) }) : _('{price} once', { price: localMoney(addon.price) })}
              </span>
            ),
          }))}
          selected={treatment.draft.addonIds ?? []}
          onChoose={treatment.toggleAddon}
          disabled={treatment.saving}
        />
      )}
      <section className="plan-summary" aria-labelledby="plan-summary-heading">
        <PlanSummaryHead plan={plan} belowFold={treatment.onOneScreen}>
          <h3 id="plan-summary-heading" className="plan-summary-title">
            {_('Your plan')}
          </h3>
        </PlanSummaryHead>
        <PlanFacts plan={plan}>
          {treatment.draft.packageType && (
            <>
              <dt>{_('Packaging')}</dt>
              <dd>{packageTypeLabel(treatment.draft.packageType, plan.variation.packageTypeNames)}</dd>
            </>
          )}
          {chosenAddons.length > 0 && (
            <>
              <dt>{_('Add-ons')}</dt>
              <dd>{chosenAddons.map((addon) => addon.name).join(', ')}</dd>
            </>
          )}
        </PlanFacts>
        {summary && (
          <>
            <p className="plan-summary-price">
              <span>{_('Each delivery')}</span>
              <PriceTag offer={summary.each.offer} regular={summary.each.regular} />
              {summary.each.savingPercent > 0 && (
                <span className="plan-summary-saving">{_('You save {savingPercent}%', { savingPercent: summary.each.savingPercent })}</span>
              )}
            </p>
            {summary.eachWithAddons !== null && (
              <p className="plan-summary-price">
                <span>{_('Each delivery with add-ons')}</span>
                <PriceTag offer={summary.eachWithAddons} regular={summary.eachWithAddons} />
              </p>
            )}
            {summary.firstDelivery !== null && (
              <p className="plan-summary-price">
                <span>{_('First delivery')}</span>
                <PriceTag offer={summary.firstDelivery} regular={summary.firstDelivery} />
              </p>
            )}
          </>
        )}
        <p className="step-note">{_('You are charged only once a licensed provider approves your treatment.')}</p>
      </section>
      <div className="coupon-entry">
        <FormGroup
          label={_('Coupon code')}
          labelFor={couponId}
          intent={treatment.couponError ? Intent.DANGER : Intent.NONE}
          helperText={<span role="status">{treatment.couponError ?? treatment.couponMessage}</span>}
        >
          <div className="coupon-row">
            <InputGroup
              id={couponId}
              value={treatment.couponCode}
              onValueChange={treatment.setCouponCode}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  void treatment.applyCoupon();
                }
              }}
              intent={treatment.couponError ? Intent.DANGER : Intent.NONE}
              aria-invalid={treatment.couponError ? true : undefined}
              autoComplete="off"
            />
            <Button text={_('Apply')} onClick={() => void treatment.applyCoupon()} loading={treatment.applyingCoupon} />
          </div>
        </FormGroup>
      </div>
    </div>
  );
});
