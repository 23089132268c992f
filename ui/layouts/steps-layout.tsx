import './steps-layout.css';
import { Button } from '@blueprintjs/core';
import { ArrowLeft, HelpIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { backArrowVisible, progressSegments, stepTitle } from '../../domain/navigation/steps-header';
import { registrationSteps } from '../../domain/registration-steps/registration-step';
import { useStores } from '../app/container-context';
import { useGoToDashboard } from '../app/use-go-to-dashboard';
import { HeaderLogo } from '../components/shell/header-logo';
import { HelpPanels } from '../components/shell/help-panels';
import { StepsCouponRunner } from '../components/shell/steps-coupon-runner';
import { TreatmentSidebarSlot } from '../components/shell/treatment-sidebar-slot';
import { STORES } from '../stores/store-areas';
import { useTranslate } from '../i18n/use-translate';
import { LanguageToggle } from '../i18n/language-toggle';

const THANK_YOU = '/thank-you';

/** One segment per step of the subscription (spec §2): done, current, or disabled (drawn faded). */
const ProgressBar = observer(function ProgressBar({ order, step }: { readonly order: readonly string[]; readonly step: string }) {
  const _ = useTranslate();
  const segments = progressSegments(order, step);
  const position = segments.findIndex((segment) => segment.state === 'current');
  return (
    <div className="steps-progress">
      <ol className="steps-progress-bar" aria-label={_('Registration progress')}>
        {segments.map((segment, index) => (
          <li key={segment.step} className={`steps-progress-segment is-${segment.state}`} aria-current={segment.state === 'current' ? 'step' : undefined}>
            <span className="visually-hidden">
              {segment.state === 'done'
                ? _('Step {number} of {count}: {title}, done', { number: index + 1, count: segments.length, title: _(stepTitle(segment.step)) })
                : segment.state === 'current'
                  ? _('Step {number} of {count}: {title}, current', { number: index + 1, count: segments.length, title: _(stepTitle(segment.step)) })
                  : _('Step {number} of {count}: {title}', { number: index + 1, count: segments.length, title: _(stepTitle(segment.step)) })}
            </span>
          </li>
        ))}
      </ol>
      {position >= 0 && (
        <p className="steps-progress-count" aria-hidden="true">
          {_('Step {value} of {length}', { value: position + 1, length: segments.length })}
        </p>
      )}
    </div>
  );
});

interface StepsHeaderProps {
  readonly title: string;
  /** Left of the logo: the back arrow, when the step has one. */
  readonly back: ReactNode;
  /** The treatment sidebar's toggle (the shell's), when the step shows it. */
  readonly sidebar: ReactNode;
  /** Right: the language switch and the Help? button. */
  readonly help: ReactNode;
  /** Under the bar: the progress segments. */
  readonly progress: ReactNode;
}

/** The steps header (spec §2): a back arrow, the logo, Help?, the progress bar and the step's title. Each part is a slot. */
const StepsHeader = observer(function StepsHeader({ title, back, sidebar, help, progress }: StepsHeaderProps) {
  return (
    <header className="steps-header">
      <div className="steps-header-bar">
        <div className="steps-header-start">
          {back}
          {sidebar}
        </div>
        <HeaderLogo />
        <div className="steps-header-end">{help}</div>
      </div>
      {progress}
      <h1 className="steps-title">{title}</h1>
    </header>
  );
});

/**
 * The steps layout (spec §2) for /steps and /thank-you: the steps header over the current step. The back
 * arrow runs the going-back machine (spec §4) and is hidden on 'The Basics' and on thank-you; from the
 * first step it leaves for the dashboard. The treatment sidebar and the help panel are the shell's. A pending
 * coupon is applied to the registration's subscription (StepsCouponRunner).
 */
export const StepsLayout = observer(function StepsLayout() {
  const _ = useTranslate();
  const registration = useStores(STORES.registration).registration;
  const help = useStores(STORES.app).helpPanel;
  const goToDashboard = useGoToDashboard();
  const { pathname } = useLocation();
  const onThankYou = pathname.replace(/\/+$/, '') === THANK_YOU;
  const subscription = registration.subscription;
  const step = onThankYou ? 'done' : registration.step;

  const back = async () => {
    if ((await registration.goBack()) !== null) await goToDashboard();
  };

  return (
    <div className="steps-layout">
      <StepsHeader
        title={step ? _(stepTitle(step)) : _('Registration')}
        back={
          step && backArrowVisible(step, pathname) ? (
            <Button variant="minimal" size="large" icon={<ArrowLeft />} aria-label={_('Back')} onClick={() => void back()} loading={registration.goingBack} />
          ) : null
        }
        sidebar={
          step && !onThankYou ? (
            <TreatmentSidebarSlot step={step} currentProductType={subscription?.productType} onSubscriptionCreated={(created) => registration.adopt(created)} />
          ) : null
        }
        help={
          <>
            <LanguageToggle />
            <Button variant="minimal" icon={<HelpIcon />} text={_('Help?')} onClick={help.openPanel} />
          </>
        }
        progress={subscription && step ? <ProgressBar order={registrationSteps(subscription.registrationStepsOrder)} step={step} /> : null}
      />
      <div role="alert" className="steps-back-error">
        {registration.backError && <p className="steps-back-error-text">{registration.backError}</p>}
      </div>
      <main className="steps-main">
        <Outlet />
      </main>
      <HelpPanels />
      <StepsCouponRunner />
    </div>
  );
});
