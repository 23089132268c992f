import { translate } from '../../i18n/translate';
import { Button, Callout, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { useRef, type ReactNode } from 'react';
import { useFocusAfterBusy } from '../use-focus-after-busy';
import { useFocusReturn } from '../use-focus-return';
import { observer } from 'mobx-react-lite';

interface ConfirmDialogProps {
  readonly isOpen: boolean;
  readonly title: string;
  readonly children: ReactNode;
  readonly confirmText: string;
  readonly cancelText?: string;
  readonly intent?: Intent;
  /** The action runs: both buttons wait, and the dialog cannot be closed half-way. */
  readonly busy: boolean;
  /** Why the action failed; the dialog stays open so the patient can try again or close it. */
  readonly error: string | null;
  /** What the patient can do about the error (change a declined card), shown with it. */
  readonly errorAction?: ReactNode;
  readonly confirmDisabled?: boolean;
  readonly onConfirm: () => void;
  readonly onClose: () => void;
}

/** The confirmation an action asks for before it happens, named by its title (an alert dialog for screen readers). */
export const ConfirmDialog = observer(function ConfirmDialog({
  isOpen,
  title,
  children,
  confirmText,
  cancelText = translate('Go back'),
  intent = Intent.PRIMARY,
  busy,
  error,
  errorAction,
  confirmDisabled = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const confirmButton = useRef<HTMLButtonElement>(null);
  useFocusReturn(isOpen);
  useFocusAfterBusy(busy, confirmButton);
  return (
    <Dialog
      isOpen={isOpen}
      title={title}
      role="alertdialog"
      onClose={busy ? undefined : onClose}
      canEscapeKeyClose={!busy}
      canOutsideClickClose={!busy}
      isCloseButtonShown={!busy}
      className="patient-dialog"
    >
      <DialogBody>
        {children}
        <div role="alert" aria-live="assertive">
          {error && (
            <Callout intent={Intent.DANGER} compact className="dialog-error">
              {error}
              {errorAction && <div className="dialog-error-action">{errorAction}</div>}
            </Callout>
          )}
        </div>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={cancelText} onClick={onClose} disabled={busy} variant="outlined" />
            <Button ref={confirmButton} text={confirmText} intent={intent} onClick={onConfirm} loading={busy} disabled={confirmDisabled} />
          </>
        }
      />
    </Dialog>
  );
});
