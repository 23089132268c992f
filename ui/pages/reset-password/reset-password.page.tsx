import { Button, Card, H1, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { emailError } from '../../../domain/validation/account-fields';
import { useStores } from '../../app/container-context';
import { FormError } from '../../components/form-error';
import { TextField } from '../../components/text-field';
import { useFormFields } from '../../components/use-form-fields';
import { useSubmit } from '../../components/use-submit';
import { STORES } from '../../stores/store-areas';
import { observer } from 'mobx-react-lite';
import { useTranslate } from '../../i18n/use-translate';
import { richText } from '../../i18n/rich-text';
import type { ResetDelivery } from '../../../application/ports/password-reset.port';
import { ResetCodeForm } from './reset-code-form';

/** /reset-password: a reset link is mailed (POST /api/user/send-reset-pass), or the user pool's code, entered here. */
export const ResetPasswordPage = observer(function ResetPasswordPage() {
  const _ = useTranslate();
  const resets = useStores(STORES.app).passwordReset;
  const form = useFormFields({ email: '' }, { email: emailError });
  const [sent, setSent] = useState<{ readonly to: string; readonly delivery: ResetDelivery } | null>(null);
  const email = form.values.email.trim();
  const { busy, serverError, submit } = useSubmit({
    validate: form.validateAll,
    send: () => resets.request(email),
    onSuccess: (delivery) => setSent({ to: email, delivery }),
  });

  return (
    <Card className="auth-card" elevation={1}>
      <H1 className="auth-title">{_('Reset your password')}</H1>
      {sent?.delivery === 'code' ? (
        <ResetCodeForm email={sent.to} onSendAgain={() => setSent(null)} />
      ) : sent ? (
        <div role="status">
          <p className="auth-lead">
            {richText('If an account exists for {email}, we have sent it a link to choose a new password. The link works for an hour.', {
              email: <strong>{sent.to}</strong>,
            })}
          </p>
          <Button variant="outlined" text={_('Send another link')} onClick={() => setSent(null)} />
        </div>
      ) : (
        <>
          <p className="auth-lead">{_('Enter the e-mail of your account and we will e-mail you what you need to choose a new password.')}</p>
          <form onSubmit={submit} noValidate aria-label={_('Reset your password')}>
            <TextField
              label={_('E-mail')}
              type="email"
              autoComplete="email"
              value={form.values.email}
              onChange={form.set('email')}
              onBlur={form.touch('email')}
              error={form.visibleError('email')}
            />
            <FormError message={serverError} />
            <Button type="submit" intent={Intent.PRIMARY} size="large" fill loading={busy} text={_('Send me the e-mail')} />
          </form>
        </>
      )}
      <p className="auth-switch">
        {_('Remembered it?')} <Link to="/login">{_('Sign in')}</Link>
      </p>
    </Card>
  );
});
