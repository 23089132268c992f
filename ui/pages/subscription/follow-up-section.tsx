import { Button, Callout, Card, H2, Intent, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type FormEvent } from 'react';
import { PATIENT_AREA_MESSAGES } from '../../../domain/subscription-actions/patient-area-messages';
import { CheckInForm } from '../../components/patient-area/check-in-form';
import { useLocalToday } from '../../components/use-zone';
import { useStores } from '../../app/container-context';
import { STORES } from '../../stores/store-areas';
import { useLanguageSwitch } from '../../i18n/use-language-switch';
import { useTranslate } from '../../i18n/use-translate';

/** The follow-up questionnaire, opened from the Manage panel; its answers go to the provider. */
export const FollowUpSection = observer(function FollowUpSection() {
  const _ = useTranslate();
  const localToday = useLocalToday();
  const store = useStores(STORES.patientArea).subscription;
  const heading = useRef<HTMLHeadingElement>(null);
  const phase = store.followUpStatus.phase;
  useLanguageSwitch(() => void store.rewordFollowUp());
  useEffect(() => {
    if (phase === 'ready' || phase === 'loading') heading.current?.focus();
  }, [phase]);
  if (phase === 'idle') return null;
  const draft = store.followUp;
  const busy = store.running === 'followUp';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    draft.revealErrors();
    if (!draft.isComplete(localToday())) return;
    await store.submitFollowUp();
  };
  return (
    <Card className="panel" elevation={1} id="follow-up">
      <H2 tabIndex={-1} ref={heading}>
        {_('Follow-up questionnaire')}
      </H2>
      {phase === 'loading' && <Spinner size={24} aria-label={_('Loading the questionnaire')} />}
      {phase === 'error' && (
        <Callout intent={Intent.DANGER} role="alert" compact>
          {store.followUpStatus.error} <Button variant="minimal" text={_('Try again')} onClick={() => void store.startFollowUp()} />
        </Callout>
      )}
      {phase === 'ready' && (
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={_('Follow-up questionnaire')}>
          <CheckInForm draft={draft} disabled={busy} />
          <div role="alert" aria-live="assertive">
            {draft.showErrors && !draft.isComplete(localToday()) && (
              <Callout intent={Intent.WARNING} compact className="page-callout">
                {PATIENT_AREA_MESSAGES.questionnaireIncomplete}
              </Callout>
            )}
            {store.actionError && store.running === null && (
              <Callout intent={Intent.DANGER} compact className="page-callout">
                {store.actionError}
              </Callout>
            )}
          </div>
          <div className="form-actions">
            <Button text={_('Not now')} variant="outlined" onClick={store.closeFollowUp} disabled={busy} />
            <Button type="submit" intent={Intent.PRIMARY} text={_('Send to my provider')} loading={busy} disabled={store.running !== null && !busy} />
          </div>
        </form>
      )}
    </Card>
  );
});
