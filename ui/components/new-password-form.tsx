import { Button, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { confirmationCodeError, newPasswordError, repeatedPasswordError } from '../../domain/validation/account-fields';
import type { ResetLink } from '../../application/ports/password-reset.port';
import { useStores } from '../app/container-context';
import { useTranslate } from '../i18n/use-translate';
import { STORES } from '../stores/store-areas';
import { FormError } from './form-error';
import { TextField } from './text-field';
import { useFormFields } from './use-form-fields';
import { useSubmit } from './use-submit';

/** What the new password is set with: a checked link, or the code mailed to an account (Cognito's user pool). */
export type NewPasswordProof = { readonly link: ResetLink } | { readonly codeSentTo: string };

/**
 * The new password, twice (and the mailed code, where there is one); then the login page says it changed.
 * A refusal (a wrong or expired code or link) keeps what was typed.
 */
export const NewPasswordForm = observer(function NewPasswordForm({ proof }: { readonly proof: NewPasswordProof }) {
  const _ = useTranslate();
  const resets = useStores(STORES.app).passwordReset;
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const asksCode = 'codeSentTo' in proof;
  const form = useFormFields(
    { code: '', password: '', confirmation: '' },
    { code: asksCode ? confirmationCodeError : () => null, password: newPasswordError, confirmation: repeatedPasswordError(password) },
  );
  const link = (): ResetLink => ('link' in proof ? proof.link : { email: proof.codeSentTo, token: form.values.code.trim() });
  const { busy, serverError, submit } = useSubmit({
    validate: form.validateAll,
    send: () => resets.reset(link(), form.values.password),
    onSuccess: () => void navigate('/login', { replace: true, state: { passwordReset: true } }),
  });

  return (
    <form onSubmit={submit} noValidate aria-label={_('Choose a new password')}>
      {asksCode && (
        <TextField
          label={_('Code from the e-mail')}
          autoComplete="one-time-code"
          inputMode="numeric"
          value={form.values.code}
          onChange={form.set('code')}
          onBlur={form.touch('code')}
          error={form.visibleError('code')}
        />
      )}
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
  );
});
