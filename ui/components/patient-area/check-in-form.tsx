import { Checkbox, InputGroup, Radio, TextArea } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { answerError } from '../../../domain/check-in/check-in-answers';
import type { CheckInQuestion } from '../../../domain/entities/check-in-question';
import type { CheckInDraft } from '../../stores/patient-area/check-in-draft';
import { useTranslate } from '../../i18n/use-translate';
import { useLocalToday } from '../use-zone';

interface QuestionProps {
  readonly question: CheckInQuestion;
  readonly draft: CheckInDraft;
  readonly disabled: boolean;
}

const Choices = observer(function Choices({ question, draft, disabled }: QuestionProps) {
  const name = useId();
  const chosen = draft.answerOf(question._id).optionIds;
  const Control = question.kind === 'multipleChoice' ? Checkbox : Radio;
  return question.qOptions.map((option) => (
    <Control
      key={option._id}
      name={name}
      label={option.label}
      checked={chosen.includes(option._id)}
      disabled={disabled}
      onChange={() => draft.choose(question, option._id)}
    />
  ));
});

const Typed = observer(function Typed({
  question,
  draft,
  disabled,
  describedBy,
  invalid,
  labelledBy,
}: QuestionProps & { describedBy: string; invalid: boolean; labelledBy: string }) {
  const _ = useTranslate();
  const value = draft.answerOf(question._id).text;
  const common = { disabled, 'aria-describedby': describedBy, 'aria-invalid': invalid || undefined, 'aria-labelledby': labelledBy };
  if (question.kind === 'text') {
    return <TextArea {...common} value={value} fill maxLength={question.input?.maxLength} onChange={(event) => draft.type(question._id, event.target.value)} />;
  }
  return (
    <InputGroup
      {...common}
      type={question.kind === 'date' ? 'date' : 'text'}
      inputMode={question.kind === 'number' ? 'decimal' : undefined}
      value={value}
      placeholder={question.input?.placeholder ?? (question.kind === 'date' ? _('YYYY-MM-DD') : undefined)}
      rightElement={question.input?.unit ? <span className="input-unit">{question.input.unit}</span> : undefined}
      onValueChange={(text) => draft.type(question._id, text)}
    />
  );
});

const Question = observer(function Question({ question, draft, disabled }: QuestionProps) {
  const id = useId();
  const localToday = useLocalToday();
  const _ = useTranslate();
  if (question.kind === 'chatMessage') return <p className="check-in-message">{question.question}</p>;
  const error = draft.showErrors ? answerError(question, draft.answerOf(question._id), localToday()) : null;
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const legendId = `${id}-legend`;
  const describedBy = [question.description ? helpId : null, errorId].filter(Boolean).join(' ');
  return (
    <fieldset aria-describedby={describedBy}>
      <legend id={legendId}>
        {question.question}
        {question.flagAsEmpty ? ` ${_('(optional)')}` : ''}
      </legend>
      {question.description && (
        <p className="question-help" id={helpId}>
          {question.description}
        </p>
      )}
      {question.qOptions.length > 0 && ['singleChoice', 'multipleChoice', 'yesNo'].includes(question.kind) ? (
        <Choices question={question} draft={draft} disabled={disabled} />
      ) : (
        <Typed question={question} draft={draft} disabled={disabled} describedBy={describedBy} invalid={Boolean(error)} labelledBy={legendId} />
      )}
      <p className="question-error" id={errorId}>
        {error === null ? '' : _(error)}
      </p>
    </fieldset>
  );
});

/** A renewal or follow-up questionnaire: follow-up questions appear as the options that reveal them are chosen. */
export const CheckInForm = observer(function CheckInForm({ draft, disabled }: { readonly draft: CheckInDraft; readonly disabled: boolean }) {
  return (
    <div className="check-in-form">
      {draft.visible.map((question) => (
        <Question key={question._id} question={question} draft={draft} disabled={disabled} />
      ))}
    </div>
  );
});
