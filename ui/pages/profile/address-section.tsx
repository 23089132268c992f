import { Button, Card, Checkbox, Dialog, DialogBody, DialogFooter, FormGroup, H2, HTMLSelect, Intent, Radio, RadioGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent } from 'react';
import { ACCOUNT_MESSAGES } from '../../../domain/account/account-messages';
import type { AddressForm } from '../../../domain/entities/address';
import type { Patient } from '../../../domain/entities/patient';
import { addressFormErrors, addressLine, candidateAddress, unitFieldLabel } from '../../../domain/registration-flow/address-verification';
import { TextField } from '../../components/text-field';
import { SectionStatus } from './section-status';
import { useTranslate } from '../../i18n/use-translate';
import { useStores } from '../../app/container-context';
import { STORES } from '../../stores/store-areas';

const draftOf = (patient: Patient): AddressForm => ({
  address: patient.shipping.address ?? '',
  secondAddress: patient.shipping.secondAddress ?? '',
  city: patient.shipping.city ?? '',
  state: patient.shipping.state ?? '',
  zipCode: patient.shipping.zipCode ?? '',
});

/** The address service's candidates: the patient chooses (spec §5: invalid matches and 2 candidates). */
const CandidateChoice = observer(function CandidateChoice() {
  const _ = useTranslate();
  const profile = useStores(STORES.messagingAndAccount).profile;
  const [chosen, setChosen] = useState(0);
  const candidates = profile.candidates ?? [];
  const candidate = candidates[chosen];
  return (
    <Dialog isOpen={candidates.length > 0} onClose={profile.cancelChoice} title={_('Which address is right?')} className="ma-brand-controls">
      <DialogBody>
        <p>{_('We checked your address with the postal service. Choose the one to ship to.')}</p>
        <RadioGroup label={_('Addresses')} selectedValue={String(chosen)} onChange={(event) => setChosen(Number(event.currentTarget.value))}>
          {candidates.map((option, index) => (
            <Radio
              key={`${option.address}-${option.zipCode}-${index}`}
              value={String(index)}
              labelElement={
                <span>
                  {addressLine(candidateAddress(option))}
                  <br />
                  <span className="ma-muted">{option.matchCode === 'N' ? _('Not confirmed: as you entered it') : option.matchDescription}</span>
                </span>
              }
            />
          ))}
        </RadioGroup>
        <div role="alert">{profile.errors.address && <p className="profile-field-error">{profile.errors.address}</p>}</div>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={_('Edit the address')} onClick={profile.cancelChoice} disabled={profile.running === 'address'} />
            <Button
              intent={Intent.PRIMARY}
              text={_('Use this address')}
              loading={profile.running === 'address'}
              onClick={() => candidate && void profile.chooseCandidate(candidate)}
            />
          </>
        }
      />
    </Dialog>
  );
});

/** The shipping address, checked with the address service as the payment step does before it is saved. */
export const AddressSection = observer(function AddressSection({ patient }: { readonly patient: Patient }) {
  const _ = useTranslate();
  const profile = useStores(STORES.messagingAndAccount).profile;
  const stateId = useId();
  const [draft, setDraft] = useState<AddressForm>(() => draftOf(patient));
  const [touched, setTouched] = useState<ReadonlySet<keyof AddressForm>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const errors = addressFormErrors(draft, profile.servedStates);
  const shown = (key: keyof AddressForm) => (submitted || touched.has(key) ? (errors[key] ?? null) : null);
  const set = (key: keyof AddressForm) => (value: string) => {
    profile.edited('address');
    setDraft((current) => ({ ...current, [key]: value }));
  };
  const touch = (key: keyof AddressForm) => () => setTouched((current) => new Set(current).add(key));
  const current = draftOf(patient);
  const stateError = shown('state');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length > 0) return;
    if (await profile.verifyAddress(draft)) setSubmitted(false);
  };

  return (
    <Card className="profile-section" role="region" aria-labelledby="profile-address-title">
      <H2 id="profile-address-title">{_('Shipping address')}</H2>
      <p className="profile-current">{current.address ? addressLine(current) : _('No shipping address yet.')}</p>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={_('Shipping address')}>
        <TextField
          label={_('Street address')}
          autoComplete="address-line1"
          value={draft.address}
          onChange={set('address')}
          onBlur={touch('address')}
          error={shown('address')}
        />
        <TextField
          label={_(unitFieldLabel(profile.unitNeeded))}
          autoComplete="address-line2"
          value={draft.secondAddress}
          onChange={set('secondAddress')}
          onBlur={touch('secondAddress')}
          error={shown('secondAddress')}
        />
        <div className="profile-row profile-row-three">
          <TextField label={_('City')} autoComplete="address-level2" value={draft.city} onChange={set('city')} onBlur={touch('city')} error={shown('city')} />
          <FormGroup
            label={_('State')}
            labelFor={stateId}
            intent={stateError ? Intent.DANGER : Intent.NONE}
            helperText={<span id={`${stateId}-message`}>{stateError}</span>}
          >
            <HTMLSelect
              id={stateId}
              value={draft.state}
              onChange={(event) => set('state')(event.currentTarget.value)}
              onBlur={touch('state')}
              autoComplete="address-level1"
              aria-invalid={stateError ? true : undefined}
              aria-describedby={`${stateId}-message`}
              large
              fill
            >
              <option value="">{_('Choose…')}</option>
              {profile.servedStates.map((state) => (
                <option key={state.code} value={state.code}>
                  {state.name}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <TextField
            label={_('ZIP code')}
            autoComplete="postal-code"
            inputMode="numeric"
            value={draft.zipCode}
            onChange={set('zipCode')}
            onBlur={touch('zipCode')}
            error={shown('zipCode')}
          />
        </div>
        <Checkbox
          checked={profile.reship}
          onChange={(event) => profile.setReship(event.currentTarget.checked)}
          label={_('Also send my orders that have not shipped yet to this address')}
        />
        <SectionStatus
          error={profile.candidates ? undefined : profile.errors.address}
          done={profile.done === ACCOUNT_MESSAGES.addressSaved ? profile.done : null}
        />
        <Button
          type="submit"
          intent={Intent.PRIMARY}
          text={_('Check and save address')}
          loading={profile.running === 'address' && !profile.candidates}
          disabled={profile.running !== null && profile.running !== 'address'}
        />
      </form>
      <CandidateChoice />
    </Card>
  );
});
