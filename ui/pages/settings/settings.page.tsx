import '../../components/messaging-and-account/messaging-and-account.css';
import './settings.css';
import { Button, Callout, Card, H1, H2, Intent, Spinner, Switch } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { NotificationSettings } from '../../../application/use-cases/account/save-notification-settings.use-case';
import type { NotificationPreference } from '../../../domain/entities/notification-preference';
import { FormError } from '../../components/form-error';
import { useStores } from '../../app/container-context';
import { STORES } from '../../stores/store-areas';
import { LanguageSelect } from '../../i18n/language-select';
import { useTranslate } from '../../i18n/use-translate';
import { msg } from '../../i18n/msg';
import { RefreshError } from '../../components/refresh-error';

const PREFERENCES: readonly { readonly key: keyof NotificationPreference; readonly label: string; readonly help: string }[] = [
  { key: 'email', label: 'E-mail', help: msg('Updates about your treatment, orders and billing by e-mail.') },
  { key: 'sms', label: msg('Text messages (SMS)'), help: msg('The same updates by text message to your phone.') },
  { key: 'receiveNewsByEmail', label: msg('News and offers by e-mail'), help: msg('Health tips, new treatments and offers.') },
  { key: 'receiveNewsBySMS', label: msg('News and offers by SMS'), help: msg('Health tips, new treatments and offers by text message.') },
];

/** The settings form: a draft of the stored settings, saved together. */
const SettingsForm = observer(function SettingsForm({ stored }: { readonly stored: NotificationSettings }) {
  const _ = useTranslate();
  const store = useStores(STORES.messagingAndAccount).settings;
  const [draft, setDraft] = useState<NotificationSettings>(stored);
  const changed = JSON.stringify(draft) !== JSON.stringify(stored);

  const setPreference = (key: keyof NotificationPreference, value: boolean) =>
    setDraft((current) => ({ ...current, notificationPreference: { ...current.notificationPreference, [key]: value } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!store.saving) void store.save(draft);
  };

  return (
    <form onSubmit={submit} aria-label={_('Notification settings')}>
      <Card className="settings-card">
        <fieldset className="settings-group">
          <legend>
            <H2 className="settings-heading">{_('Notifications')}</H2>
          </legend>
          <p className="ma-muted">{_('How we reach you. Messages about your prescription and payments are always shown in your account.')}</p>
          {PREFERENCES.map((preference) => (
            <div key={preference.key} className="settings-row">
              <Switch
                role="switch"
                label={_(preference.label)}
                checked={draft.notificationPreference[preference.key]}
                onChange={(event) => setPreference(preference.key, event.currentTarget.checked)}
                large
              />
              <p className="settings-help ma-muted">{_(preference.help)}</p>
            </div>
          ))}
        </fieldset>
        <fieldset className="settings-group">
          <legend>
            <H2 className="settings-heading">{_('Messages from your care team')}</H2>
          </legend>
          <div className="settings-row">
            <Switch
              role="switch"
              label={_('Alert me when my doctor or the support team writes')}
              checked={draft.chatNoticeAlert}
              onChange={(event) => {
                // Read now: React clears currentTarget once the event is handled, before the updater runs.
                const chatNoticeAlert = event.currentTarget.checked;
                setDraft((current) => ({ ...current, chatNoticeAlert }));
              }}
              large
            />
            <p className="settings-help ma-muted">{_('A notification for each new message in Doctor Messaging.')}</p>
          </div>
        </fieldset>
        <FormError message={store.saveError} />
        <div className="settings-actions">
          <Button type="submit" intent={Intent.PRIMARY} text={_('Save settings')} loading={store.saving} />
          {changed && <Button text={_('Undo changes')} onClick={() => setDraft(stored)} disabled={store.saving} />}
        </div>
      </Card>
    </form>
  );
});

/** `/user/settings`: notification preferences (sms, email, news by e-mail, news by SMS) and the chat notice alert. */
export const SettingsPage = observer(function SettingsPage() {
  const _ = useTranslate();
  const store = useStores(STORES.messagingAndAccount).settings;

  useEffect(() => {
    void store.load();
  }, [store]);

  const stored = store.settings;
  return (
    <section className="page settings-page ma-brand-controls" aria-labelledby="settings-title">
      <H1 id="settings-title" className="page-title">
        {_('Settings')}
      </H1>
      <p className="settings-links">
        <Link className="ma-link-on-tint" to="/user/profile">
          {_('Account Info')}
        </Link>
      </p>
      <Card className="settings-card settings-language">
        <H2 className="settings-heading">
          <label htmlFor="settings-language">{_('Language')}</label>
        </H2>
        <p className="ma-muted">{_('The language of every screen, on this device. Your questionnaires come in it too.')}</p>
        <LanguageSelect id="settings-language" />
      </Card>
      <div role="status">
        {store.done && (
          <Callout intent={Intent.SUCCESS} compact className="settings-done">
            {_(store.done)}
          </Callout>
        )}
      </div>
      {store.status.phase === 'loading' && <Spinner aria-label={_('Loading your settings')} />}
      {store.status.phase === 'error' && (
        <Callout intent={Intent.DANGER} role="alert" title={_('Your settings could not be loaded')}>
          <p>{store.status.error}</p>
          <Button text={_('Try again')} onClick={() => void store.load()} />
        </Callout>
      )}
      <RefreshError error={store.status.refreshError} onRetry={() => void store.load()} />
      {stored && <SettingsForm key={JSON.stringify(stored)} stored={stored} />}
    </section>
  );
});
