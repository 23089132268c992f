import { Button, Intent } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { FormError } from '../../components/form-error';
import { TextField } from '../../components/text-field';
import { useTranslate } from '../../i18n/use-translate';
import { observer } from 'mobx-react-lite';
import { confirmationCodeError as codeError } from '../../../domain/validation/account-fields';

/** The confirmation step a real identity provider adds after sign-up: the code it e-mailed. */
export const ConfirmCodeForm = observer(function ConfirmCodeForm({
  email,
  onConfirm,
}: {
  readonly email: string;
  readonly onConfirm: (code: string) => Promise<string | null>;
}) {
  const _ = useTranslate();
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (busy || codeError(code)) return;
    setBusy(true);
    setServerError(await onConfirm(code));
    setBusy(false);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={_('Confirm your e-mail')}>
      <p className="auth-lead">{_('We sent a 6-digit code to {email}. Enter it to finish creating your account.', { email })}</p>
      <TextField
        label={_('Confirmation code')}
        autoComplete="one-time-code"
        value={code}
        onChange={setCode}
        onBlur={() => setTouched(true)}
        error={touched ? codeError(code) : null}
      />
      <FormError message={serverError} />
      <Button type="submit" intent={Intent.PRIMARY} size="large" fill loading={busy} text={_('Confirm and continue')} />
    </form>
  );
});
