import { useTranslate } from '../i18n/use-translate';
import { Classes, Intent } from '@blueprintjs/core';
import { useId, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';

interface TextFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onBlur?: () => void;
  /** Shown only once the field was touched or the form submitted. */
  readonly error: string | null;
  readonly type?: 'text' | 'email' | 'password' | 'tel';
  readonly autoComplete?: string;
  /** The keyboard a phone brings up: `numeric` for a birth date or ZIP code. */
  readonly inputMode?: 'numeric' | 'tel' | 'email';
  readonly disabled?: boolean;
  readonly helperText?: ReactNode;
}

/**
 * A labelled input whose error is tied to it for screen readers (aria-invalid, aria-describedby). Drawn
 * with Blueprint's CSS API (the markup of FormGroup and InputGroup) rather than its components: every
 * form of the first visit has these fields, and the components' code is 2 KB gzip of that first load.
 */
export const TextField = observer(function TextField({
  label,
  value,
  onChange,
  onBlur,
  error,
  type = 'text',
  autoComplete,
  inputMode,
  disabled,
  helperText,
}: TextFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const _ = useTranslate();
  const intent = error ? Classes.intentClass(Intent.DANGER) : '';
  return (
    <div className={[Classes.FORM_GROUP, intent, disabled ? Classes.DISABLED : ''].filter(Boolean).join(' ')}>
      <label className={Classes.LABEL} htmlFor={id}>
        {label}
      </label>
      <div className={Classes.FORM_CONTENT}>
        <div className={[Classes.INPUT_GROUP, Classes.LARGE, Classes.FILL, intent, disabled ? Classes.DISABLED : ''].filter(Boolean).join(' ')}>
          <input
            id={id}
            className={Classes.INPUT}
            type={type}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
            autoComplete={autoComplete}
            inputMode={inputMode}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={messageId}
          />
        </div>
        <div className={Classes.FORM_HELPER_TEXT}>
          <span id={messageId}>{error === null ? helperText : _(error)}</span>
        </div>
      </div>
    </div>
  );
});
