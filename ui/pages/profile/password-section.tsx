import { Button, Card, H2, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { ACCOUNT_MESSAGES } from '../../../domain/account/account-messages';
import { passwordChangeErrors, type PasswordChange } from '../../../domain/account/profile-fields';
import { TextField } from '../../components/text-field';
import { SectionStatus } from './section-status';
import { useTranslate } from '../../i18n/use-translate';
import { useStores } from '../../app/container-context';
import { STORES } from '../../stores/store-areas';

const EMPTY: PasswordChange = { currentPassword: '', newPassword: '', confirmation: '' };
/** The section's own confirmations: the one that says other devices were signed out, or the one that cannot. */
const PASSWORD_CHANGED: ReadonlySet<string> = new Set([ACCOUNT_MESSAGES.passwordChanged, ACCOUNT_MESSAGES.passwordChangedHere]);

/** Change password: the current one, and the new one twice. A wrong current password is said plainly. */
export const PasswordSection = observer(function PasswordSection() {
  const _ = useTranslate();
  const profile = useStores(STORES.messagingAndAccount).profile;
  const [draft, setDraft] = useState<PasswordChange>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const errors = passwordChangeErrors(draft);
  const shown = (key: keyof PasswordChange) => (submitted ? (errors[key] ?? null) : null);
  const set = (key: keyof PasswordChange) => (value: string) => {
    profile.edited('password');
    setDraft((current) => ({ ...current, [key]: value }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length > 0) return;
    if (await profile.changePassword(draft)) {
      setDraft(EMPTY);
      setSubmitted(false);
    }
  };

  return (
    <Card className="profile-section" role="region" aria-labelledby="profile-password-title">
      <H2 id="profile-password-title">{_('Change password')}</H2>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={_('Change password')}>
        <TextField
          label={_('Current password')}
          type="password"
          autoComplete="current-password"
          value={draft.currentPassword}
          onChange={set('currentPassword')}
          error={shown('currentPassword')}
        />
        <div className="profile-row">
          <TextField
            label={_('New password')}
            type="password"
            autoComplete="new-password"
            value={draft.newPassword}
            onChange={set('newPassword')}
            error={shown('newPassword')}
            helperText={_('At least 8 characters, with a letter and a digit.')}
          />
          <TextField
            label={_('New password again')}
            type="password"
            autoComplete="new-password"
            value={draft.confirmation}
            onChange={set('confirmation')}
            error={shown('confirmation')}
          />
        </div>
        <SectionStatus error={profile.errors.password} done={PASSWORD_CHANGED.has(profile.done ?? '') ? profile.done : null} />
        <Button
          type="submit"
          intent={Intent.PRIMARY}
          text={_('Change password')}
          loading={profile.running === 'password'}
          disabled={profile.running !== null && profile.running !== 'password'}
        />
      </form>
    </Card>
  );
});
