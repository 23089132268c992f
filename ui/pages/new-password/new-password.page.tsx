import { Card, H1 } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { ResetLink } from '../../../application/ports/password-reset.port';
import { useStores } from '../../app/container-context';
import { NewPasswordForm } from '../../components/new-password-form';
import { PageLoading } from '../../components/shell/page-loading';
import { STORES } from '../../stores/store-areas';
import { observer } from 'mobx-react-lite';
import { useTranslate } from '../../i18n/use-translate';
import { richText } from '../../i18n/rich-text';

type LinkCheck =
  | { readonly kind: 'checking' }
  | { readonly kind: 'valid'; readonly link: ResetLink; readonly email: string }
  | { readonly kind: 'invalid'; readonly message: string };

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
          <NewPasswordForm proof={{ link: check.link }} />
        </>
      )}
    </Card>
  );
});
