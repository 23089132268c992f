import { Button, Card, H1, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { emailError, passwordError } from '../../../domain/validation/account-fields';
import { useStore } from '../../app/container-context';
import { FormError } from '../../components/form-error';
import { TextField } from '../../components/text-field';
import { useFormFields } from '../../components/use-form-fields';
import { STORE_TOKENS } from '../../stores/store-tokens';

export const LoginPage = observer(() => {
  const session = useStore(STORE_TOKENS.session);
  const navigate = useNavigate();
  const form = useFormFields({ email: '', password: '' }, { email: emailError, password: passwordError });
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !form.validateAll()) return;
    setBusy(true);
    setServerError(null);
    const result = await session.signIn({ email: form.values.email.trim(), password: form.values.password });
    setBusy(false);
    if (result.ok) navigate('/user/subscriptions', { replace: true });
    else setServerError(result.error.message);
  };

  return (
    <Card className="auth-card" elevation={1}>
      <H1 className="auth-title">Sign in</H1>
      <p className="auth-lead">Welcome back. Sign in to see your treatments, orders and messages.</p>
      <form onSubmit={submit} noValidate aria-label="Sign in">
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          value={form.values.email}
          onChange={form.set('email')}
          onBlur={form.touch('email')}
          error={form.visibleError('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={form.values.password}
          onChange={form.set('password')}
          onBlur={form.touch('password')}
          error={form.visibleError('password')}
        />
        <FormError message={serverError} />
        <Button type="submit" intent={Intent.PRIMARY} size="large" fill loading={busy} text="Sign in" />
      </form>
      <p className="auth-switch">
        New here? <Link to="/register">Create an account</Link>
      </p>
    </Card>
  );
});
