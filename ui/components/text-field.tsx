import { FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useId, type ReactNode } from 'react';

interface TextFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onBlur?: () => void;
  /** Shown only once the field was touched or the form submitted. */
  readonly error: string | null;
  readonly type?: 'text' | 'email' | 'password' | 'tel';
  readonly autoComplete?: string;
  readonly disabled?: boolean;
  readonly helperText?: ReactNode;
}

/** A labelled input whose error is tied to it for screen readers (aria-invalid, aria-describedby). */
export const TextField = ({ label, value, onChange, onBlur, error, type = 'text', autoComplete, disabled, helperText }: TextFieldProps) => {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <FormGroup
      label={label}
      labelFor={id}
      intent={error ? Intent.DANGER : Intent.NONE}
      helperText={<span id={messageId}>{error ?? helperText}</span>}
    >
      <InputGroup
        id={id}
        type={type}
        value={value}
        onValueChange={onChange}
        onBlur={onBlur}
        intent={error ? Intent.DANGER : Intent.NONE}
        autoComplete={autoComplete}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={messageId}
        size="large"
        fill
      />
    </FormGroup>
  );
};
