import { Button } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { NewPasswordForm } from '../../components/new-password-form';
import { richText } from '../../i18n/rich-text';
import { useTranslate } from '../../i18n/use-translate';

/** The forgotten password where the identity provider mails a code (Cognito's user pool): the code and the new password here. */
export const ResetCodeForm = observer(function ResetCodeForm({ email, onSendAgain }: { readonly email: string; readonly onSendAgain: () => void }) {
  const _ = useTranslate();
  return (
    <>
      <p className="auth-lead" role="status">
        {richText('If an account exists for {email}, we have sent it a 6-digit code. Enter it with your new password.', { email: <strong>{email}</strong> })}
      </p>
      <NewPasswordForm proof={{ codeSentTo: email }} />
      <p className="auth-switch">
        <Button variant="outlined" text={_('Send another code')} onClick={onSendAgain} />
      </p>
    </>
  );
});
