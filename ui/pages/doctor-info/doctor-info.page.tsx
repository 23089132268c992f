import '../../components/messaging-and-account/messaging-and-account.css';
import './doctor-info.css';
import { Button, Callout, H1, H2, HTMLTable, Intent, Spinner, Tag } from '@blueprintjs/core';
import { ArrowLeft } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { degreeLines, doctorName, licensesByState } from '../../../domain/doctors/doctor-profile-view';
import { PeerAvatar } from '../../components/messaging-and-account/peer-avatar';
import { useStores } from '../../app/container-context';
import { STORES } from '../../stores/store-areas';
import { useTranslate } from '../../i18n/use-translate';
import { RefreshError } from '../../components/refresh-error';
import { useLanguageSwitch } from '../../i18n/use-language-switch';
import { useLocalToday } from '../../components/use-zone';

/**
 * `/doctor-info/{doctorId}`: a doctor's public profile, readable by signed-in patients in the default
 * layout: name and suffix, photo, biography, licenses by state with their expiry, medical degrees.
 */
export const DoctorInfoPage = observer(function DoctorInfoPage() {
  const _ = useTranslate();
  const { doctorId = '' } = useParams();
  const store = useStores(STORES.messagingAndAccount).doctorProfile;
  const profile = store.doctorId === doctorId ? store.profile : null;

  useEffect(() => {
    void store.load(doctorId);
  }, [store, doctorId]);
  // The biography is the provider's text: read again in the language the patient switches to.
  useLanguageSwitch(() => void store.load(doctorId));

  const localToday = useLocalToday();
  const states = profile ? licensesByState(profile.licenses, localToday()) : [];
  const degrees = useMemo(() => (profile ? degreeLines(profile.medicalDegree) : []), [profile]);
  const name = profile ? doctorName(profile) : '';

  return (
    <section className="page doctor-info" aria-labelledby="doctor-title">
      <Link to="/user/chat" className="doctor-back-link ma-link-on-tint">
        <ArrowLeft /> {_('Doctor Messaging')}
      </Link>
      {store.status.phase === 'loading' && !profile && <Spinner aria-label={_("Loading the doctor's profile")} />}
      {store.status.phase === 'error' && (
        <>
          <H1 id="doctor-title" className="page-title">
            {_('Doctor profile')}
          </H1>
          <Callout intent={Intent.DANGER} role="alert" title={_('This profile could not be loaded')}>
            <p>{store.status.error}</p>
            {/* No such doctor stays so: the way home, not a retry. */}
            {store.status.refused ? (
              <Link to="/user/subscriptions" className="ma-link-on-tint">
                {_('Go to your treatments')}
              </Link>
            ) : (
              <Button text={_('Try again')} onClick={() => void store.load(doctorId)} />
            )}
          </Callout>
        </>
      )}
      <RefreshError error={store.status.refreshError} onRetry={() => void store.load(doctorId)} />
      {profile && (
        <>
          <header className="doctor-head">
            {profile.photo ? (
              <img className="doctor-photo" src={profile.photo} alt={_('Photo of {name}', { name })} width={120} height={120} />
            ) : (
              <PeerAvatar name={name} src={null} size={120} />
            )}
            <div>
              <H1 id="doctor-title" className="page-title">
                {name}
              </H1>
              {profile.status === 'inactive' && <Tag intent={Intent.WARNING}>{_('No longer seeing patients')}</Tag>}
              {profile.doctorInfo && <p className="doctor-bio">{profile.doctorInfo}</p>}
            </div>
          </header>
          <section aria-labelledby="doctor-licenses" className="doctor-section">
            <H2 id="doctor-licenses">{_('Licenses')}</H2>
            {states.length === 0 ? (
              <p className="ma-muted">{_('No licenses listed.')}</p>
            ) : (
              <HTMLTable className="doctor-table">
                <thead>
                  <tr>
                    <th scope="col">{_('State')}</th>
                    <th scope="col">{_('License number')}</th>
                    <th scope="col">{_('Treats')}</th>
                    <th scope="col">{_('Expires')}</th>
                  </tr>
                </thead>
                <tbody>
                  {states.flatMap((state) =>
                    state.licenses.map((license, index) => (
                      <tr key={license.id}>
                        {index === 0 && (
                          <th scope="rowgroup" rowSpan={state.licenses.length}>
                            {state.stateName}
                          </th>
                        )}
                        <td className="doctor-nowrap">{license.licenseNumber}</td>
                        <td>{_(license.treats)}</td>
                        <td>
                          <span className="doctor-nowrap">{license.expires}</span>
                          {license.expired && (
                            <Tag minimal intent={Intent.DANGER} className="doctor-expired">
                              {_('Expired')}
                            </Tag>
                          )}
                        </td>
                      </tr>
                    )),
                  )}
                </tbody>
              </HTMLTable>
            )}
          </section>
          <section aria-labelledby="doctor-degrees" className="doctor-section">
            <H2 id="doctor-degrees">{_('Medical degrees')}</H2>
            {degrees.length === 0 ? (
              <p className="ma-muted">{_('No degrees listed.')}</p>
            ) : (
              <ul className="doctor-degrees">
                {degrees.map((degree) => (
                  <li key={degree.id}>
                    <strong>{degree.degree}</strong>, {degree.school}
                    {degree.year !== null && <span className="ma-muted"> ({degree.year})</span>}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </section>
  );
});
