import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { MESSAGES } from '../../../domain/feedback/messages';
import { useStores } from '../../app/container-context';
import { TextField } from '../../components/text-field';
import { useFocusFirstInvalid } from '../../components/use-focus-first-invalid';
import { ChoiceList } from '../../components/registration/choice-list';
import { StepActions } from '../../components/registration/step-actions';
import { StepHeading } from '../../components/registration/step-heading';
import { STORES } from '../../stores/store-areas';
import { useTranslate } from '../../i18n/use-translate';

/** The Basics (spec §3): gender, birth date (MM-DD-YYYY), ZIP code and phone, checked as typed. */
export const BasicStep = observer(function BasicStep() {
  const _ = useTranslate();
  const registration = useStores(STORES.registration).registration;
  const basics = useStores(STORES.registration).basics;
  const subscriptionId = registration.subscription?._id ?? '';
  const { formRef, checkFailed } = useFocusFirstInvalid();

  useEffect(() => {
    if (subscriptionId) basics.open(subscriptionId);
  }, [basics, subscriptionId]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await basics.save())) checkFailed();
  };

  return (
    <form ref={formRef} className="step-form" onSubmit={(event) => void submit(event)} noValidate aria-label={MESSAGES.basicsStepTitle}>
      <StepHeading focusKey="basic">{_('A few details about you')}</StepHeading>
      <p className="step-lead">{_('Your provider needs these to know whether treatment is safe for you, and where it can be prescribed.')}</p>
      <ChoiceList
        legend={_('Sex assigned at birth')}
        choices={[
          { value: 'male', label: _('Male') },
          { value: 'female', label: _('Female') },
        ]}
        selected={[basics.values.gender]}
        onChoose={(value) => basics.set('gender', value)}
        error={basics.visibleError('gender')}
      />
      <TextField
        label={_('Date of birth (MM-DD-YYYY)')}
        autoComplete="bday"
        inputMode="numeric"
        value={basics.values.birthDate}
        onChange={(value) => basics.set('birthDate', value)}
        onBlur={() => basics.touch('birthDate')}
        error={basics.visibleError('birthDate')}
      />
      <div className="form-row">
        <TextField
          label={_('ZIP code')}
          autoComplete="postal-code"
          inputMode="numeric"
          value={basics.values.zipCode}
          onChange={(value) => basics.set('zipCode', value)}
          onBlur={() => basics.touch('zipCode')}
          error={basics.visibleError('zipCode')}
        />
        <TextField
          label={_('Mobile phone')}
          type="tel"
          autoComplete="tel-national"
          value={basics.values.phone}
          onChange={(value) => basics.set('phone', value)}
          onBlur={() => basics.touch('phone')}
          error={basics.visibleError('phone')}
        />
      </div>
      <StepActions error={basics.error} busy={basics.saving} />
    </form>
  );
});
