import { translate } from '../../i18n/translate';
import { BusyButton } from '../busy-button';
import { FormError } from '../form-error';
import { observer } from 'mobx-react-lite';

/** A step's failure (announced) and its Continue button, busy while the call runs. */
export const StepActions = observer(function StepActions({
  error,
  busy,
  label = translate('Continue'),
  onContinue,
  disabled,
}: {
  readonly error: string | null;
  readonly busy: boolean;
  readonly label?: string;
  readonly onContinue?: () => void;
  readonly disabled?: boolean;
}) {
  return (
    <div className="step-actions">
      <FormError message={error} />
      <BusyButton type={onContinue ? 'button' : 'submit'} busy={busy} disabled={disabled} text={label} onClick={onContinue} />
    </div>
  );
});
