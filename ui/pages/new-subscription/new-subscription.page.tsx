import '../../components/registration/steps.css';
import { Button, Callout, Card, Intent, Spinner } from '@blueprintjs/core';
import { ArrowLeft } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { brandOffers } from '../../../domain/brands/brand';
import { dimensionOf, type NewSubscriptionStage } from '../../../domain/registration-flow/new-subscription-steps';
import { valueOf } from '../../../domain/registration-flow/plan-choices';
import { productTypeFromSlug } from '../../../domain/routing/product-slug';
import { PRODUCT_TYPE_NAMES } from '../../../domain/shared/product-type';
import { useStores } from '../../app/container-context';
import { useGoToDashboard } from '../../app/use-go-to-dashboard';
import { ChoiceList } from '../../components/registration/choice-list';
import { PriceTag } from '../../components/registration/price-tag';
import { StepActions } from '../../components/registration/step-actions';
import { StepHeading } from '../../components/registration/step-heading';
import { STORES } from '../../stores/store-areas';
import { PlanFacts } from '../../components/registration/plan-facts';
import { isPictured, PlanPicture, PlanSummaryHead } from '../../components/registration/plan-picture';
import { useTranslate } from '../../i18n/use-translate';
import { msg } from '../../i18n/msg';
import { translate } from '../../i18n/translate';
import { choiceText } from '../../i18n/plan-texts';

const HEADINGS: Readonly<Record<NewSubscriptionStage, string>> = {
  NumberOfUses: msg('How many times a month do you expect to use it?'),
  DrugPreference: msg('Generic or brand name?'),
  GenericOptions: msg('Which medicine would you like?'),
  Usage: msg('How would you like to take it?'),
  Dosage: msg('Which dose?'),
  ShipmentFrequency: msg('How often should we deliver?'),
  review: msg('Your new treatment'),
};

/**
 * /user/new-subscription?visitType={slug}: a patient who finished a registration chooses a new treatment
 * (the new-subscription sub-steps), starts it (start-new) and continues with its steps.
 * /user/new-subscription/{id} continues the registration of that subscription.
 */
export const NewSubscriptionPage = observer(function NewSubscriptionPage() {
  const { id } = useParams();
  return id ? <ContinueRegistration subscriptionId={id} /> : <ChooseNewTreatment />;
});

/** The subscription named becomes the current registration (while it is in registration), and its steps open. */
const ContinueRegistration = observer(function ContinueRegistration({ subscriptionId }: { readonly subscriptionId: string }) {
  const _ = useTranslate();
  const registration = useStores(STORES.registration).registration;
  const navigate = useNavigate();
  useEffect(() => {
    registration.prefer(subscriptionId);
    void navigate('/steps', { replace: true });
  }, [registration, subscriptionId, navigate]);
  return <Spinner className="page-spinner" aria-label={_('Opening your registration')} />;
});

const ChooseNewTreatment = observer(function ChooseNewTreatment() {
  const _ = useTranslate();
  const store = useStores(STORES.registration).newSubscription;
  const brand = useStores(STORES.app).brand;
  const navigate = useNavigate();
  const goToDashboard = useGoToDashboard();
  const [query] = useSearchParams();
  const productType = productTypeFromSlug(query.get('visitType') ?? '');
  const offered = brandOffers(brand.id, productType);

  useEffect(() => {
    if (offered) void store.load(productType);
  }, [store, productType, offered]);

  const back = () => {
    if (!store.back()) void goToDashboard();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (store.progress?.stage !== 'review') return store.next();
    if (await store.start()) void navigate('/steps');
  };

  return (
    <Card className="new-subscription" elevation={1}>
      <p className="question-count">{_('New treatment: {value}', { value: translate(PRODUCT_TYPE_NAMES[productType]) })}</p>
      {!offered ? (
        <Callout intent={Intent.WARNING}>{_('{name} does not offer this treatment.', { name: brand.name })}</Callout>
      ) : store.status.phase === 'error' ? (
        <Callout intent={Intent.DANGER} role="alert">
          {store.error}
          <Button text={_('Try again')} onClick={() => void store.load(productType)} />
        </Callout>
      ) : store.status.phase !== 'ready' || !store.progress ? (
        <Spinner className="page-spinner" aria-label={_('Loading the treatments')} />
      ) : (
        <form className="step-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="new-subscription-heading">
          <div>
            <Button variant="minimal" icon={<ArrowLeft />} text={_('Back')} onClick={back} disabled={store.starting} />
          </div>
          <StepHeading focusKey={store.progress.stage}>
            <span id="new-subscription-heading">{_(HEADINGS[store.progress.stage])}</span>
          </StepHeading>
          {store.progress.stage === 'review' ? (
            <Review />
          ) : (
            <ChoiceList
              legend={_(HEADINGS[store.progress.stage])}
              legendHidden
              choices={store.choices.map((candidate) => {
                const stage = store.progress?.stage as Exclude<NewSubscriptionStage, 'review'>;
                const dimension = dimensionOf(stage);
                return {
                  value: String(valueOf(candidate, dimension)),
                  label: choiceText(candidate, dimension),
                  image: isPictured(dimension) ? <PlanPicture plan={candidate} dimension={dimension} size={56} /> : undefined,
                };
              })}
              selected={store.plan ? [String(valueOf(store.plan, dimensionOf(store.progress.stage)))] : []}
              onChoose={(value) => store.choose(['NumberOfUses', 'ShipmentFrequency'].includes(store.progress?.stage ?? '') ? Number(value) : value)}
            />
          )}
          <StepActions error={store.error} busy={store.starting} label={store.progress.stage === 'review' ? _('Start my online visit') : _('Continue')} />
          {store.detail && (
            <p className="step-note">
              {store.detail} <Link to="/steps">{_('Continue my registration')}</Link>
            </p>
          )}
        </form>
      )}
    </Card>
  );
});

/** The plan chosen, before it starts: the visit and the provider decide the rest. */
const Review = observer(function Review() {
  const _ = useTranslate();
  const store = useStores(STORES.registration).newSubscription;
  const plan = store.plan;
  const price = store.price;
  if (!plan) return null;
  return (
    <div className="plan-summary">
      <PlanSummaryHead plan={plan}>
        <strong>{plan.product.productName}</strong>
      </PlanSummaryHead>
      <PlanFacts plan={plan} />
      {price && (
        <p className="plan-summary-price">
          <span>{_('Each delivery')}</span>
          <PriceTag offer={price.offerPrice} regular={price.strikeThroughPrice} />
        </p>
      )}
      <p className="step-note">{_('A short online visit comes next; your provider confirms the treatment before anything is charged.')}</p>
    </div>
  );
});
