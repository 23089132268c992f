import { Button, Callout, Intent, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import type { QuestionnaireStep as Step } from '../../../domain/registration-steps/steps-state';
import { useStores } from '../../app/container-context';
import { useGoToDashboard } from '../../app/use-go-to-dashboard';
import { CareTeamMessage } from './care-team-message';
import { QuestionAnswer } from './question-answer';
import { StepActions } from '../../components/registration/step-actions';
import { StepHeading } from '../../components/registration/step-heading';
import { STORES } from '../../stores/store-areas';
import { useTranslate } from '../../i18n/use-translate';
import { richText } from '../../i18n/rich-text';

/** A patient the answers show cannot be treated online: what happens now, and where to go. */
const Blocked = observer(function Blocked() {
  const _ = useTranslate();
  const brand = useStores(STORES.app).brand;
  const goToDashboard = useGoToDashboard();
  return (
    <section className="step-panel" aria-labelledby="blocked-heading">
      <StepHeading focusKey="blocked">
        <span id="blocked-heading">{_('We cannot prescribe this treatment online')}</span>
      </StepHeading>
      <Callout intent={Intent.WARNING}>
        {_(
          'Based on your answers, this treatment may not be safe for you without an in-person visit. Our medical team will review your answers and contact you. You will not be charged.',
        )}
      </Callout>
      <p className="step-lead">
        {richText('Questions? Write to {email}, around the clock.', { email: <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a> })}
      </p>
      <Button size="large" fill text={_('Go to my dashboard')} onClick={() => void goToDashboard()} />
    </section>
  );
});

/**
 * questions and globalQuestions: one question at a time, follow-ups appearing after the answer that reveals
 * them, care-team messages shown in turn; every answer is saved as the patient goes (the visit log), so a
 * reload or another device resumes at the same question.
 */
export const QuestionnaireStep = observer(function QuestionnaireStep({ step }: { readonly step: Step }) {
  const _ = useTranslate();
  const questionnaire = useStores(STORES.registration).questionnaire;

  useEffect(() => {
    void questionnaire.load(step);
  }, [questionnaire, step]);

  const progress = questionnaire.progress;
  const current = questionnaire.current;

  if (questionnaire.step !== step || questionnaire.status.phase === 'loading' || questionnaire.status.phase === 'idle') {
    return <Spinner className="page-spinner" aria-label={_('Loading the questions')} />;
  }
  if (questionnaire.status.phase === 'error') {
    return (
      <section className="step-panel">
        <Callout intent={Intent.DANGER} role="alert">
          {_(questionnaire.error ?? '')}
        </Callout>
        <Button text={_('Try again')} onClick={() => void questionnaire.load(step)} />
      </section>
    );
  }
  if (questionnaire.blocked) return <Blocked />;
  if (!progress) return null;

  if (progress.chatMessageShowing) {
    return (
      <section className="step-panel" aria-labelledby="message-heading">
        <StepHeading focusKey={`message-${progress.index}`}>
          <span id="message-heading">{_('A note from your care team')}</span>
        </StepHeading>
        {questionnaire.messages.map((message) => (
          <CareTeamMessage key={message._id} text={message.question} />
        ))}
        <StepActions error={questionnaire.error} busy={questionnaire.busy} onContinue={() => void questionnaire.continueAfterMessage()} />
      </section>
    );
  }

  if (!current) {
    return (
      <section className="step-panel">
        <StepHeading focusKey="finished">{_('You have answered every question')}</StepHeading>
        <p className="step-lead">{_('Thank you. Continue when you are ready; you can still go back to change an answer.')}</p>
        <StepActions error={questionnaire.error} busy={questionnaire.busy} onContinue={() => void questionnaire.complete()} />
      </section>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void questionnaire.next();
  };

  return (
    <form className="step-form" onSubmit={submit} noValidate aria-labelledby="question-heading">
      <p className="question-count">{_('Question {value} of {length}', { value: progress.index + 1, length: progress.questions.length })}</p>
      {current.kind === 'chatMessage' ? (
        <>
          <StepHeading focusKey={current._id}>
            <span id="question-heading">{_('A note from your care team')}</span>
          </StepHeading>
          <CareTeamMessage text={current.question} />
        </>
      ) : (
        <>
          <StepHeading focusKey={current._id}>
            <span id="question-heading">{current.question}</span>
          </StepHeading>
          {current.description && <p className="step-lead">{current.description}</p>}
          <QuestionAnswer question={current} questionnaire={questionnaire} error={questionnaire.currentError} />
        </>
      )}
      <StepActions error={questionnaire.error} busy={questionnaire.busy} />
      {step === 'globalQuestions' && (
        <p className="step-note">{_('Your medical history is kept for every treatment you ask for: your earlier answers are filled in, for you to check.')}</p>
      )}
    </form>
  );
});
