import { Button, Card, FormGroup, H2, InputGroup, Intent, Radio, RadioGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent } from 'react';
import { personalDetailsErrors, type PersonalDetails } from '../../../application/use-cases/account/update-personal-details.use-case';
import { ACCOUNT_MESSAGES } from '../../../domain/account/account-messages';
import { heightFields } from '../../../domain/account/profile-fields';
import { bmiOf } from '../../../domain/body-metrics/bmi';
import { heightLabel } from '../../../domain/body-metrics/height';
import type { Patient } from '../../../domain/entities/patient';
import { formatBirthDate, typedBirthDate } from '../../../domain/formatting/birth-date';
import { TextField } from '../../components/text-field';
import { SectionStatus } from './section-status';
import { useTranslate } from '../../i18n/use-translate';
import { useStores } from '../../app/container-context';
import { STORES } from '../../stores/store-areas';
import { useLocalToday } from '../../components/use-zone';

type Field = 'birthDate' | 'gender' | 'height' | 'weight';

const draftOf = (patient: Patient): PersonalDetails => ({
  birthDate: patient.basic.birthDate ? (formatBirthDate(patient.basic.birthDate) ?? '') : '',
  gender: patient.basic.gender,
  heightFeet: heightFields(patient.height).feet,
  heightInches: heightFields(patient.height).inches,
  weight: patient.weight === null ? '' : String(patient.weight),
});

/**
 * Birth date (MM-DD-YYYY), gender, height and weight. As stored, height reads 'N feet M inches' and the
 * BMI is the one given or computed from height and weight (spec §5).
 */
export const PersonalSection = observer(function PersonalSection({ patient }: { readonly patient: Patient }) {
  const _ = useTranslate();
  const profile = useStores(STORES.messagingAndAccount).profile;
  const ids = { feet: useId(), inches: useId(), weight: useId(), height: useId() };
  const [draft, setDraft] = useState<PersonalDetails>(() => draftOf(patient));
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const localToday = useLocalToday();
  const errors = personalDetailsErrors(draft, localToday());
  const shown = (key: Field) => (submitted || touched.has(key) ? (errors[key] ?? null) : null);
  const set = (key: keyof PersonalDetails) => (value: string) => {
    profile.edited('personal');
    setDraft((current) => ({ ...current, [key]: value }));
  };
  const touch = (key: Field) => () => setTouched((current) => new Set(current).add(key));
  const height = heightLabel(patient.height);
  const bmi = bmiOf(patient);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.values(errors).some(Boolean)) return;
    if (await profile.savePersonal(draft)) setSubmitted(false);
  };

  const heightError = shown('height');
  const weightError = shown('weight');
  return (
    <Card className="profile-section" role="region" aria-labelledby="profile-personal-title">
      <H2 id="profile-personal-title">{_('Personal details')}</H2>
      <dl className="profile-facts">
        <div>
          <dt>{_('Height')}</dt>
          <dd>{height ?? _('Not given')}</dd>
        </div>
        <div>
          <dt>{_('Weight')}</dt>
          <dd>{patient.weight === null ? _('Not given') : _('{weight} lb', { weight: patient.weight })}</dd>
        </div>
        <div>
          <dt>{_('BMI')}</dt>
          <dd>{bmi === null ? _('Not known yet') : bmi.toFixed(1)}</dd>
        </div>
      </dl>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={_('Personal details')}>
        <div className="profile-row">
          <TextField
            label={_('Date of birth')}
            autoComplete="bday"
            inputMode="numeric"
            value={draft.birthDate}
            onChange={(value) => set('birthDate')(typedBirthDate(value))}
            onBlur={touch('birthDate')}
            error={shown('birthDate')}
            helperText={_('MM-DD-YYYY')}
          />
          <RadioGroup
            label={_('Gender')}
            selectedValue={draft.gender}
            onChange={(event) => set('gender')(event.currentTarget.value)}
            inline
            className="profile-gender"
          >
            <Radio value="male" label={_('Male')} />
            <Radio value="female" label={_('Female')} />
          </RadioGroup>
        </div>
        <div className="profile-row">
          <fieldset className="profile-height" aria-describedby={`${ids.height}-message`}>
            <legend>{_('Height')}</legend>
            <div className="profile-row profile-row-tight">
              <FormGroup label={_('Feet')} labelFor={ids.feet} intent={heightError ? Intent.DANGER : Intent.NONE}>
                <InputGroup
                  id={ids.feet}
                  inputMode="numeric"
                  value={draft.heightFeet}
                  onValueChange={set('heightFeet')}
                  onBlur={touch('height')}
                  aria-invalid={heightError ? true : undefined}
                  size="large"
                />
              </FormGroup>
              <FormGroup label={_('Inches')} labelFor={ids.inches} intent={heightError ? Intent.DANGER : Intent.NONE}>
                <InputGroup
                  id={ids.inches}
                  inputMode="numeric"
                  value={draft.heightInches}
                  onValueChange={set('heightInches')}
                  onBlur={touch('height')}
                  aria-invalid={heightError ? true : undefined}
                  size="large"
                />
              </FormGroup>
            </div>
            <p id={`${ids.height}-message`} className="profile-field-error">
              {heightError}
            </p>
          </fieldset>
          <FormGroup
            className="profile-weight"
            label={_('Weight (lb)')}
            labelFor={ids.weight}
            intent={weightError ? Intent.DANGER : Intent.NONE}
            helperText={<span id={`${ids.weight}-message`}>{weightError}</span>}
          >
            <InputGroup
              id={ids.weight}
              inputMode="decimal"
              value={draft.weight}
              onValueChange={set('weight')}
              onBlur={touch('weight')}
              aria-invalid={weightError ? true : undefined}
              aria-describedby={`${ids.weight}-message`}
              size="large"
            />
          </FormGroup>
        </div>
        <SectionStatus error={profile.errors.personal} done={profile.done === ACCOUNT_MESSAGES.detailsSaved ? profile.done : null} />
        <Button
          type="submit"
          intent={Intent.PRIMARY}
          text={_('Save personal details')}
          loading={profile.running === 'personal'}
          disabled={profile.running !== null && profile.running !== 'personal'}
        />
      </form>
    </Card>
  );
});
