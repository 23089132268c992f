import { Button, Card, H2, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { contactDetailsErrors, type ContactDetails } from '../../../application/use-cases/account/update-contact-details.use-case';
import { ACCOUNT_MESSAGES } from '../../../domain/account/account-messages';
import type { User } from '../../../domain/entities/user';
import { TextField } from '../../components/text-field';
import { SectionStatus } from './section-status';
import { useTranslate } from '../../i18n/use-translate';
import { useStores } from '../../app/container-context';
import { STORES } from '../../stores/store-areas';

const formatPhone = (digits: string | null) =>
  digits && /^\d{10}$/.test(digits) ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : (digits ?? '');

/** Name, e-mail (shown; it is the sign-in and changes with support) and phone. */
export const ContactSection = observer(function ContactSection({ user }: { readonly user: User }) {
  const _ = useTranslate();
  const profile = useStores(STORES.messagingAndAccount).profile;
  const [draft, setDraft] = useState<ContactDetails>({ firstName: user.firstName ?? '', lastName: user.lastName ?? '', phone: formatPhone(user.phone) });
  const [touched, setTouched] = useState<ReadonlySet<keyof ContactDetails>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const errors = contactDetailsErrors(draft);
  const shown = (key: keyof ContactDetails) => (submitted || touched.has(key) ? (errors[key] ?? null) : null);
  const set = (key: keyof ContactDetails) => (value: string) => {
    profile.edited('contact');
    setDraft((current) => ({ ...current, [key]: value }));
  };
  const touch = (key: keyof ContactDetails) => () => setTouched((current) => new Set(current).add(key));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.values(errors).some(Boolean)) return;
    if (await profile.saveContact(draft)) setSubmitted(false);
  };

  return (
    <Card className="profile-section" role="region" aria-labelledby="profile-contact-title">
      <H2 id="profile-contact-title">{_('Name and contact')}</H2>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={_('Name and contact')}>
        <div className="profile-row">
          <TextField
            label={_('First name')}
            autoComplete="given-name"
            value={draft.firstName}
            onChange={set('firstName')}
            onBlur={touch('firstName')}
            error={shown('firstName')}
          />
          <TextField
            label={_('Last name')}
            autoComplete="family-name"
            value={draft.lastName}
            onChange={set('lastName')}
            onBlur={touch('lastName')}
            error={shown('lastName')}
          />
        </div>
        <div className="profile-row">
          <div className="profile-fact">
            <span className="profile-fact-label">{_('E-mail')}</span>
            <span className="profile-email">{user.email}</span>
          </div>
          <TextField
            label={_('Phone')}
            type="tel"
            autoComplete="tel-national"
            value={draft.phone}
            onChange={set('phone')}
            onBlur={touch('phone')}
            error={shown('phone')}
          />
        </div>
        <SectionStatus error={profile.errors.contact} done={profile.done === ACCOUNT_MESSAGES.contactSaved ? profile.done : null} />
        <Button
          type="submit"
          intent={Intent.PRIMARY}
          text={_('Save name and phone')}
          loading={profile.running === 'contact'}
          disabled={profile.running !== null && profile.running !== 'contact'}
        />
      </form>
    </Card>
  );
});
