import { Button, Card, H1, Intent } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { newPasswordError, repeatedPasswordError } from '../../../domain/validation/account-fields';
import type { ResetLink } from '../../../application/ports/password-reset.port';
import { useStores } from '../../app/container-context';
import { FormError } from '../../components/form-error';
import { PageLoading } from '../../components/shell/page-loading';
import { TextField } from '../../components/text-field';
import { useFormFields } from '../../components/use-form-fields';
import { useSubmit } from '../../components/use-submit';
import { STORES } from '../../stores/store-areas';
import { observer } from 'mobx-react-lite';
import { useTranslate } from '../../i18n/use-translate';
import { richText } from '../../i18n/rich-text';

type LinkCheck =
  | { readonly kind: 'checking' }
  | { readonly kind: 'valid'; readonly link: ResetLink; readonly email: string }
  | { readonly kind: 'invalid'; readonly message: string };

/** The new password, twice, for a checked link; then the login page says it changed. */
const NewPasswordForm = observer(function NewPasswordForm({ link }: { readonly link: ResetLink }) {
  const _ = useTranslate();
  const resets = useStores(STORES.app).passwordReset;
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const form = useFormFields({ password: '', confirmation: '' }, { password: newPasswordError, confirmation: repeatedPasswordError(password) });
  const { busy, serverError, submit } = useSubmit({
    validate: form.validateAll,
    send: () => resets.reset(link, form.values.password),
    onSuccess: () => void navigate('/login', { replace: true, state: { passwordReset: true } }),
  });

  return (
    <form onSubmit={submit} noValidate aria-label={_('Choose a new password')}>
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

/**
 * /new-password/{email?}/{token}: the link is checked first (POST /api/check-token); a valid one lets the
 * patient choose a new password (POST /api/user/reset-pass), then sign in with it.
 */
export const NewPasswordPage = observer(function NewPasswordPage() {
  const _ = useTranslate();
  const resets = useStores(STORES.app).passwordReset;
  const { token, email } = useParams();
  const [check, setCheck] = useState<LinkCheck>({ kind: 'checking' });

  useEffect(() => {
    let current = true;
    void resets.check({ token, email }).then((checked) => {
      if (!current) return;
      setCheck(checked.ok ? { kind: 'valid', link: checked.value.link, email: checked.value.email } : { kind: 'invalid', message: checked.error.message });
    });
    return () => {
      current = false;
    };
  }, [resets, token, email]);

  if (check.kind === 'checking') return <PageLoading />;
  return (
    <Card className="auth-card" elevation={1}>
      <H1 className="auth-title">{_('Choose a new password')}</H1>
      {check.kind === 'invalid' ? (
        <>
          <p className="auth-lead" role="alert">
            {check.message}
          </p>
          <Link to="/reset-password">{_('Request a new link')}</Link>
        </>
      ) : (
        <>
          <p className="auth-lead">
            {richText('For {email}. Signing in elsewhere ends once the new password is set.', { email: <strong>{check.email}</strong> })}
          </p>
          <NewPasswordForm link={check.link} />
        </>
      )}
    </Card>
  );
});
