import { Button, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { confirmationCodeError, newPasswordError, repeatedPasswordError } from '../../../domain/validation/account-fields';
import { useStores } from '../../app/container-context';
import { FormError } from '../../components/form-error';
import { TextField } from '../../components/text-field';
import { useFormFields } from '../../components/use-form-fields';
import { useSubmit } from '../../components/use-submit';
import { richText } from '../../i18n/rich-text';
import { useTranslate } from '../../i18n/use-translate';
import { STORES } from '../../stores/store-areas';

/**
 * The forgotten password where the identity provider mails a code (Cognito's user pool): the code and the new
 * password, twice, then the login page says it changed. A wrong or expired code keeps what was typed.
 */
export const ResetCodeForm = observer(function ResetCodeForm({ email, onSendAgain }: { readonly email: string; readonly onSendAgain: () => void }) {
  const _ = useTranslate();
  const resets = useStores(STORES.app).passwordReset;
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const form = useFormFields(
    { code: '', password: '', confirmation: '' },
    { code: confirmationCodeError, password: newPasswordError, confirmation: repeatedPasswordError(password) },
  );
  const { busy, serverError, submit } = useSubmit({
    validate: form.validateAll,
    send: () => resets.reset({ email, token: form.values.code.trim() }, form.values.password),
    onSuccess: () => void navigate('/login', { replace: true, state: { passwordReset: true } }),
  });

  return (
    <>
      <p className="auth-lead" role="status">
        {richText('If an account exists for {email}, we have sent it a 6-digit code. Enter it with your new password.', { email: <strong>{email}</strong> })}
      </p>
      <form onSubmit={submit} noValidate aria-label={_('Choose a new password')}>
        <TextField
          label={_('Code from the e-mail')}
          autoComplete="one-time-code"
          inputMode="numeric"
          value={form.values.code}
          onChange={form.set('code')}
          onBlur={form.touch('code')}
          error={form.visibleError('code')}
        />
        <TextField
          label={_('New password')}
          type="password"
          autoComplete="new-password"
          value={form.values.password}
          onChange={(value) => {
            setPassword(value);
            form.set('password')(value);
          }}
          onBlur={form.touch('password')}
          error={form.visibleError('password')}
          helperText={_('At least 8 characters, with a letter and a digit.')}
        />
        <TextField
          label={_('Repeat the new password')}
          type="password"
          autoComplete="new-password"
          value={form.values.confirmation}
          onChange={form.set('confirmation')}
          onBlur={form.touch('confirmation')}
          error={form.visibleError('confirmation')}
        />
        <FormError message={serverError} />
        <Button type="submit" intent={Intent.PRIMARY} size="large" fill loading={busy} text={_('Set the new password')} />
      </form>
      <p className="auth-switch">
        <Button variant="outlined" text={_('Send another code')} onClick={onSendAgain} />
      </p>
    </>
  );
});
