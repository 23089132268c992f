import { FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useId, useMemo } from 'react';
import type { RegistrationQuestion } from '../../../domain/entities/registration-question';
import type { QuestionnaireStore } from '../../stores/registration/questionnaire.store';
import { ChoiceList } from '../../components/registration/choice-list';
import { GrowingTextArea } from './growing-text-area';
import { useTranslate } from '../../i18n/use-translate';

/** The answer field of one question, by its kind; its error is tied to it for screen readers. */
export const QuestionAnswer = observer(function QuestionAnswer({
  question,
  questionnaire,
  error,
}: {
  readonly question: RegistrationQuestion;
  readonly questionnaire: QuestionnaireStore;
  readonly error: string | null;
}) {
  const _ = useTranslate();
  const id = useId();
  const answer = questionnaire.answerOf(question._id);
  const input = question.input ?? {};
  const disabled = questionnaire.busy;
  // One element for the question's life: InputGroup measures its right element again (a layout of the page)
  // whenever it gets a new one, and the answer redraws on every keystroke and when Continue is pressed.
  const unit = useMemo(() => (input.unit ? <span className="answer-unit">{input.unit}</span> : undefined), [input.unit]);

  if (question.kind === 'singleChoice' || question.kind === 'yesNo' || question.kind === 'multipleChoice') {
    return (
      <ChoiceList
        legend={question.question}
        legendHidden
        multiple={question.kind === 'multipleChoice'}
        choices={question.qOptions.map((option) => ({ value: option._id, label: option.label }))}
        selected={answer.optionIds}
        onChoose={(optionId) => questionnaire.choose(question, optionId)}
        disabled={disabled}
        error={error}
      />
    );
  }

  const messageId = `${id}-message`;
  const intent = error ? Intent.DANGER : Intent.NONE;
  const label =
    question.kind === 'date' ? _('Date') : question.kind === 'number' && input.unit ? _('Your answer ({unit})', { unit: input.unit }) : _('Your answer');
  const helper = error
    ? _(error)
    : question.flagAsEmpty
      ? _('Optional: you may leave it empty.')
      : question.kind === 'text' && input.maxLength
        ? _('Up to {maxLength} characters.', { maxLength: input.maxLength })
        : null;
  return (
    <FormGroup label={label} labelFor={id} intent={intent} helperText={<span id={messageId}>{helper}</span>}>
      {question.kind === 'text' ? (
        <GrowingTextArea
          id={id}
          value={answer.text}
          onChange={(text) => questionnaire.type(question._id, text)}
          maxLength={input.maxLength}
          disabled={disabled}
          intent={intent}
          describedBy={messageId}
        />
      ) : (
        <InputGroup
          id={id}
          type={question.kind === 'date' ? 'date' : 'number'}
          inputMode={question.kind === 'number' ? 'decimal' : undefined}
          min={question.kind === 'number' ? input.min : undefined}
          max={question.kind === 'number' ? input.max : undefined}
          value={answer.text}
          onValueChange={(value) => questionnaire.type(question._id, value)}
          disabled={disabled}
          intent={intent}
          aria-invalid={error ? true : undefined}
          aria-describedby={messageId}
          rightElement={question.kind === 'number' ? unit : undefined}
          size="large"
        />
      )}
    </FormGroup>
  );
});
