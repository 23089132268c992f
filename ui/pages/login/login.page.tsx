import { Button, Card, H1, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { afterLoginDestination } from '../../../domain/routing/app-path';
import { emailError, passwordError } from '../../../domain/validation/account-fields';
import { useStores } from '../../app/container-context';
import { FormError } from '../../components/form-error';
import { TextField } from '../../components/text-field';
import { useFormFields } from '../../components/use-form-fields';
import { useSubmit } from '../../components/use-submit';
import { STORES } from '../../stores/store-areas';
import { useTranslate } from '../../i18n/use-translate';

/** What other screens leave for the login page in the history entry's state. */
const deepLinkOf = (state: unknown): string | null =>
  typeof state === 'object' && state !== null && 'deepLink' in state && typeof state.deepLink === 'string' ? state.deepLink : null;

const passwordWasReset = (state: unknown): boolean => typeof state === 'object' && state !== null && 'passwordReset' in state;

export const LoginPage = observer(function LoginPage() {
  const _ = useTranslate();
  const session = useStores(STORES.app).session;
  const navigate = useNavigate();
  const { state } = useLocation();
  const form = useFormFields({ email: '', password: '' }, { email: emailError, password: passwordError });
  const { busy, serverError, submit } = useSubmit({
    validate: form.validateAll,
    send: () => session.signIn({ email: form.values.email.trim(), password: form.values.password }),
    // The deep link the activeUser guard remembered, when it is a path of this app (spec §4).
    onSuccess: () => void navigate(afterLoginDestination(deepLinkOf(state)), { replace: true }),
  });

  return (
    <Card className="auth-card" elevation={1}>
      <H1 className="auth-title">{_('Sign in')}</H1>
      <p className="auth-lead">{_('Welcome back. Sign in to see your treatments, orders and messages.')}</p>
      {passwordWasReset(state) && (
        <p className="auth-notice" role="status">
          {_('Your password was changed. Sign in with your new password.')}
        </p>
      )}
      <form onSubmit={submit} noValidate aria-label={_('Sign in')}>
        <TextField
          label={_('E-mail')}
          type="email"
          autoComplete="email"
          value={form.values.email}
          onChange={form.set('email')}
          onBlur={form.touch('email')}
          error={form.visibleError('email')}
        />
        <TextField
          label={_('Password')}
          type="password"
          autoComplete="current-password"
          value={form.values.password}
          onChange={form.set('password')}
          onBlur={form.touch('password')}
          error={form.visibleError('password')}
        />
        <FormError message={serverError} />
        <p className="auth-forgot">
          <Link to="/reset-password">{_('Forgot your password?')}</Link>
        </p>
        <Button type="submit" intent={Intent.PRIMARY} size="large" fill loading={busy} text={_('Sign in')} />
      </form>
      <p className="auth-switch">
        {_('New here?')} <Link to="/register">{_('Create an account')}</Link>
      </p>
    </Card>
  );
});
