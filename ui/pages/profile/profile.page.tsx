import '../../components/messaging-and-account/messaging-and-account.css';
import './profile.css';
import { Button, Callout, Card, H1, H2, Intent, Spinner } from '@blueprintjs/core';
import { CreditCard } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { describeCard } from '../../../domain/billing/card-on-file';
import { Link } from 'react-router-dom';
import { AddressSection } from './address-section';
import { AvatarSection } from './avatar-section';
import { ContactSection } from './contact-section';
import { PasswordSection } from './password-section';
import { PersonalSection } from './personal-section';
import { useStores } from '../../app/container-context';
import { STORES } from '../../stores/store-areas';

/** The card on file: its type and last four digits only. */
const CardOnFile = observer(function CardOnFile() {
  const profile = useStores(STORES.messagingAndAccount).profile;
  const card = profile.card ? describeCard(profile.card) : null;
  return (
    <Card className="profile-section" role="region" aria-labelledby="profile-card-title">
      <H2 id="profile-card-title">Card on file</H2>
      {profile.cardError ? (
        <p role="alert">Your card could not be loaded: {profile.cardError}</p>
      ) : card ? (
        <p className="profile-card">
          <CreditCard aria-hidden="true" /> {card}
        </p>
      ) : (
        <p className="ma-muted">No card on file yet. You add one when you pay for a treatment.</p>
      )}
    </Card>
  );
});

/**
 * `/user/profile`, Account Info: photo, name and contact, personal details (birth date, gender, height as
 * 'N feet M inches', weight, BMI), shipping address (checked with the address service), card on file and
 * password. Each section saves on its own, so a refusal in one never loses what was typed in another.
 */
export const ProfilePage = observer(function ProfilePage() {
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
        Account Info
      </H1>
      <p className="profile-links">
        <Link className="ma-link-on-tint" to="/user/settings">Notification settings</Link>
      </p>
      {profile.phase === 'loading' && <Spinner aria-label="Loading your account" />}
      {profile.phase === 'error' && (
        <Callout intent={Intent.DANGER} role="alert" title="Your account could not be loaded">
          <p>{profile.loadError}</p>
          <Button text="Try again" onClick={() => void profile.load()} />
        </Callout>
      )}
      {user && (
        <div className="profile-sections">
          <AvatarSection name={name} />
          <ContactSection key={`contact-${user._id}`} user={user} />
          {patient && <PersonalSection key={`personal-${patient._id}`} patient={patient} />}
          {patient && <AddressSection key={`address-${patient._id}`} patient={patient} />}
          <CardOnFile />
          <PasswordSection />
        </div>
      )}
    </section>
  );
});
