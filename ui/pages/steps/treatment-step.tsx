import { Button, Callout, Intent, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { asksSomething, TREATMENT_DIMENSIONS } from '../../../domain/registration-flow/plan-choices';
import type { TreatmentSubStep } from '../../../domain/registration-steps/sub-steps';
import { useStores } from '../../app/container-context';
import { TREATMENT_ORDER } from '../../stores/registration/treatment.store';
import { PlanChoice } from './plan-choice';
import { PlanReview } from './plan-review';
import { StepActions } from '../../components/registration/step-actions';
import { StepHeading } from '../../components/registration/step-heading';
import { STORES } from '../../stores/store-areas';
import { useTranslate } from '../../i18n/use-translate';
import { msg } from '../../i18n/msg';

const HEADINGS: Readonly<Record<TreatmentSubStep, string>> = {
  GenericOptions: msg('Choose your treatment'),
  Dosage: msg('Choose your dose'),
  NumberOfUses: msg('How often will you use it?'),
  ShipmentFrequency: msg('How often should we deliver?'),
  Packaging: msg('Review your plan'),
};

/**
 * The treatment step: for ed and wl one sub-step at a time (GenericOptions, Dosage, NumberOfUses,
 * ShipmentFrequency, Packaging; a sub-step with a single option is skipped); for hl and ag every choice on
 * one screen, as their going-back rule has it.
 */
export const TreatmentStep = observer(function TreatmentStep() {
  const _ = useTranslate();
  const treatment = useStores(STORES.registration).treatment;

  useEffect(() => {
    void treatment.load();
  }, [treatment]);

  const { phase } = treatment.status;
  if (phase === 'loading' || phase === 'idle') return <Spinner className="page-spinner" aria-label={_('Loading the treatments')} />;
  if (phase === 'error') {
    return (
      <section className="step-panel">
        <Callout intent={Intent.DANGER} role="alert">
          {treatment.error}
        </Callout>
        <Button text={_('Try again')} onClick={() => void treatment.load()} />
      </section>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void treatment.next();
  };

  if (treatment.onOneScreen) {
    const asked = TREATMENT_DIMENSIONS.filter(
      ({ dimension }) => dimension === 'variation' || asksSomething(treatment.candidates, TREATMENT_ORDER, treatment.draft, dimension),
    );
    return (
      <form className="step-form" onSubmit={submit} noValidate aria-labelledby="treatment-heading">
        <StepHeading focusKey="treatment-one-screen">
          <span id="treatment-heading">{_('Choose your treatment plan')}</span>
        </StepHeading>
        {asked.map(({ dimension }) => (
          <PlanChoice key={dimension} treatment={treatment} dimension={dimension} />
        ))}
        <PlanReview treatment={treatment} />
        <StepActions error={treatment.error} busy={treatment.saving} label={_('Continue to payment')} />
      </form>
    );
  }

  const subStep = treatment.subStep;
  const dimension = TREATMENT_DIMENSIONS.find((entry) => entry.subStep === subStep)?.dimension;
  return (
    <form className="step-form" onSubmit={submit} noValidate aria-labelledby="treatment-heading">
      <StepHeading focusKey={subStep}>
        <span id="treatment-heading">{_(HEADINGS[subStep])}</span>
      </StepHeading>
      {dimension ? <PlanChoice treatment={treatment} dimension={dimension} legendHidden /> : <PlanReview treatment={treatment} />}
      <StepActions error={treatment.error} busy={treatment.saving} label={subStep === 'Packaging' ? _('Continue to payment') : _('Continue')} />
    </form>
  );
});
