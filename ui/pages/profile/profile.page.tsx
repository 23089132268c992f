import '../../components/messaging-and-account/messaging-and-account.css';
import './profile.css';
import { Button, Callout, H1, Intent, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { AddressSection } from './address-section';
import { AvatarSection } from './avatar-section';
import { ContactSection } from './contact-section';
import { PasswordSection } from './password-section';
import { PaymentMethodSection } from './payment-method-section';
import { PersonalSection } from './personal-section';
import { useTranslate } from '../../i18n/use-translate';
import { useStores } from '../../app/container-context';
import { STORES } from '../../stores/store-areas';
import { RefreshError } from '../../components/refresh-error';

/**
 * `/user/profile`, Account Info: photo, name and contact, personal details (birth date, gender, height as
 * 'N feet M inches', weight, BMI), shipping address (checked with the address service), payment method
 * (the card on file, changed here) and password. Each section saves on its own, so a refusal in one never loses what was typed in another.
 */
export const ProfilePage = observer(function ProfilePage() {
  const _ = useTranslate();
  const profile = useStores(STORES.messagingAndAccount).profile;

  useEffect(() => {
    void profile.load();
  }, [profile]);

  const user = profile.user;
  const patient = profile.patient;
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ') || (user?.email ?? '');
  return (
    <section className="page profile-page ma-brand-controls" aria-labelledby="profile-title">
      <H1 id="profile-title" className="page-title">
        {_('Account Info')}
      </H1>
      <p className="profile-links">
        <Link className="ma-link-on-tint" to="/user/settings">
          {_('Notification settings')}
        </Link>
      </p>
      {profile.status.phase === 'loading' && <Spinner aria-label={_('Loading your account')} />}
      {profile.status.phase === 'error' && (
        <Callout intent={Intent.DANGER} role="alert" title={_('Your account could not be loaded')}>
          <p>{profile.status.error}</p>
          <Button text={_('Try again')} onClick={() => void profile.load()} />
        </Callout>
      )}
      <RefreshError error={profile.status.refreshError} onRetry={() => void profile.load()} />
      {user && (
        <div className="profile-sections">
          <AvatarSection name={name} />
          <ContactSection key={`contact-${user._id}`} user={user} />
          {patient && <PersonalSection key={`personal-${patient._id}`} patient={patient} />}
          {patient && <AddressSection key={`address-${patient._id}`} patient={patient} />}
          {patient && <PaymentMethodSection patientId={patient._id} />}
          <PasswordSection />
        </div>
      )}
    </section>
  );
});
