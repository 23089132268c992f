import { Button, Classes, Intent, Spinner, SpinnerSize } from '@blueprintjs/core';
import type { MouseEvent } from 'react';
import { observer } from 'mobx-react-lite';

interface BusyButtonProps {
  readonly text: string;
  /** A call is running: the button shows it as Blueprint's loading button does, and ignores presses. */
  readonly busy: boolean;
  readonly type?: 'submit' | 'button';
  readonly onClick?: () => void;
  readonly disabled?: boolean;
}

const ignore = (event: MouseEvent) => event.preventDefault();

/**
 * A form's large primary button, drawn like Blueprint's `loading` button while busy (spinner, faded, a press
 * does nothing, not even submit the form) but left enabled: the button the patient just pressed has the
 * focus, and disabling it would drop the focus, which React then gives back with a layout of the whole
 * page in the very task of the press.
 */
export const BusyButton = observer(function BusyButton({ text, busy, type = 'submit', onClick, disabled }: BusyButtonProps) {
  return (
    <Button
      type={type}
      intent={Intent.PRIMARY}
      size="large"
      fill
      text={text}
      disabled={disabled}
      className={busy ? `${Classes.LOADING} ${Classes.DISABLED}` : undefined}
      icon={busy ? <Spinner className={Classes.BUTTON_SPINNER} size={SpinnerSize.SMALL} /> : undefined}
      aria-disabled={busy || undefined}
      onClick={busy ? ignore : onClick}
    />
  );
});
