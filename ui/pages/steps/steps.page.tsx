import '../../components/registration/steps.css';
import { Button, Callout, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { useStores } from '../../app/container-context';
import { PageLoading } from '../../components/shell/page-loading';
import { BasicStep } from './basic-step';
import { PaymentStep } from './payment-step';
import { PhotoStep } from './photo-step';
import { QuestionnaireStep } from './questionnaire-step';
import { TreatmentStep } from './treatment-step';
import { useTranslate } from '../../i18n/use-translate';
import { STORES } from '../../stores/store-areas';

/** /steps: the current registration's step (spec §4); done goes to /thank-you, no registration to the dashboard. */
export const StepsPage = observer(function StepsPage() {
  const _ = useTranslate();
  const registration = useStores(STORES.registration).registration;

  useEffect(() => {
    void registration.load();
  }, [registration]);

  if (registration.isDone) return <Navigate to="/thank-you" replace />;
  if (registration.none) return <Navigate to="/user/subscriptions" replace />;
  if (registration.status.phase === 'error') {
    return (
      <section className="step-panel">
        <Callout intent={Intent.DANGER} role="alert">
          {registration.status.error}
        </Callout>
        <Button text={_('Try again')} onClick={() => void registration.load()} />
      </section>
    );
  }
  if (registration.status.phase !== 'ready' || !registration.steps) return <PageLoading />;

  switch (registration.steps.step) {
    case 'basic':
      return <BasicStep />;
    case 'questions':
    case 'globalQuestions':
      return <QuestionnaireStep key={registration.steps.step} step={registration.steps.step} />;
    case 'treatment':
      return <TreatmentStep />;
    case 'payment':
      return <PaymentStep />;
    case 'photo':
      return <PhotoStep />;
    default:
      return (
        <Callout intent={Intent.WARNING} role="alert">
          {_('This step cannot be shown here. Contact support to continue your registration.')}
        </Callout>
      );
  }
});
