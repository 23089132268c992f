import { useId, type ReactNode } from 'react';
import { useTranslate } from '../../i18n/use-translate';
import { observer } from 'mobx-react-lite';

export interface Choice {
  readonly value: string;
  readonly label: string;
  readonly detail?: ReactNode;
  /** Right of the label, e.g. a price. */
  readonly aside?: ReactNode;
  readonly badge?: string;
  /** Left of the label: the treatment's picture, when the choice is a treatment. */
  readonly image?: ReactNode;
}

interface ChoiceListProps {
  readonly legend: string;
  /** The legend is read by screen readers only when the step's heading already says it. */
  readonly legendHidden?: boolean;
  readonly choices: readonly Choice[];
  readonly selected: readonly string[];
  readonly multiple?: boolean;
  readonly onChoose: (value: string) => void;
  readonly disabled?: boolean;
  readonly error?: string | null;
}

/**
 * Options as cards over native radio buttons or checkboxes, in a fieldset: arrow keys, space and screen
 * readers work as they do with any form. The fieldset disables them all (one attribute to change while a
 * call runs, not one per option).
 */
export const ChoiceList = observer(function ChoiceList({ legend, legendHidden, choices, selected, multiple, onChoose, disabled, error }: ChoiceListProps) {
  const _ = useTranslate();
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset className="choice-list" disabled={disabled} aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className={legendHidden ? 'visually-hidden' : 'choice-legend'}>{legend}</legend>
      {choices.map((choice, index) => {
        const checked = selected.includes(choice.value);
        const textId = `${name}-${index}-text`;
        const asideId = `${name}-${index}-aside`;
        return (
          <label key={choice.value} className={`choice-card${checked ? ' is-checked' : ''}`}>
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={name}
              value={choice.value}
              checked={checked}
              onChange={() => onChoose(choice.value)}
              // A picture's alt text names the treatment once more: the option is named by its words alone.
              aria-labelledby={choice.image ? [textId, choice.aside ? asideId : null].filter(Boolean).join(' ') : undefined}
            />
            {choice.image}
            <span className="choice-text" id={textId}>
              <span className="choice-label">
                {choice.label}
                {choice.badge && <span className="choice-badge">{choice.badge}</span>}
              </span>
              {choice.detail && <span className="choice-detail">{choice.detail}</span>}
            </span>
            {choice.aside && (
              <span className="choice-aside" id={asideId}>
                {choice.aside}
              </span>
            )}
          </label>
        );
      })}
      {error && (
        <p id={errorId} className="choice-error">
          {_(error)}
        </p>
      )}
    </fieldset>
  );
});
