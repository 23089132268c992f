import { Button, FormGroup, HTMLSelect, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useId, type FormEvent } from 'react';
import { addressLine, candidateAddress, unitFieldLabel } from '../../../domain/registration-flow/address-verification';
import { TextField } from '../../components/text-field';
import { useFocusFirstInvalid } from '../../components/use-focus-first-invalid';
import type { PaymentStore } from '../../stores/registration/payment.store';
import { ChoiceList } from './choice-list';
import { StepActions } from './step-actions';
import { StepHeading } from './step-heading';
import { useTranslate } from '../../i18n/use-translate';

/** The street line with the address service's suggestions under it, as buttons (announced as they change). */
const StreetField = observer(({ payment }: { readonly payment: PaymentStore }) => {
  const _ = useTranslate();
  return (
  <div className="street-field">
    <TextField
      label={_('Street address')}
      autoComplete="address-line1"
      value={payment.address.address}
      onChange={(value) => payment.setAddress('address', value)}
      onBlur={() => payment.touchAddress('address')}
      error={payment.addressFieldError('address')}
    />
    <p className="visually-hidden" role="status">
      {payment.suggestions.length > 0 ? _('{length} suggested addresses below', { length: payment.suggestions.length }) : ''}
    </p>
    {payment.suggestions.length > 0 && (
      <ul className="address-suggestions" aria-label={_('Suggested addresses')}>
        {payment.suggestions.map((suggestion) => (
          <li key={suggestion.text}>
            <button type="button" className="address-suggestion" onClick={() => payment.pickSuggestion(suggestion)}>
              {suggestion.text}
            </button>
          </li>
        ))}
      </ul>
    )}
  </div>
);
});

/** The shipping address sub-step: the form, then, when the service is not sure, its candidates to choose from. */
export const AddressForm = observer(({ payment }: { readonly payment: PaymentStore }) => {
  const _ = useTranslate();
  const stateId = useId();
  const stateError = payment.addressFieldError('state');
  const { formRef, checkFailed } = useFocusFirstInvalid();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await payment.submitAddress();
    // Checked by the form or by the address service: the first field to correct, when there is one.
    checkFailed();
  };

  if (payment.candidates) {
    const unconfirmed = payment.candidates.every((candidate) => candidate.matchCode === 'N');
    return (
      <form className="step-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="address-heading">
        <StepHeading focusKey="address-candidates">
          <span id="address-heading">{unconfirmed ? _('We could not confirm this address') : _('Which address is yours?')}</span>
        </StepHeading>
        <p className="step-lead">
          {unconfirmed ? _('Check it before we ship to it, or edit it.') : _('The address service found more than one match. Choose the one we should ship to.')}
        </p>
        <ChoiceList
          legend={_('Shipping address')}
          legendHidden
          choices={payment.candidates.map((candidate, index) => ({
            value: String(index),
            label: addressLine(candidateAddress(candidate)),
            detail: candidate.matchDescription,
          }))}
          selected={[String(payment.chosenCandidate)]}
          onChoose={(value) => payment.chooseCandidate(Number(value))}
          disabled={payment.checkingAddress}
        />
        <Button variant="minimal" text={_('Edit the address')} onClick={payment.editAddress} />
        <StepActions error={payment.addressError} busy={payment.checkingAddress} label={_('Ship to this address')} />
      </form>
    );
  }

  return (
    <form ref={formRef} className="step-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="address-heading">
      <StepHeading focusKey="address">
        <span id="address-heading">{_('Where should we ship your treatment?')}</span>
      </StepHeading>
      <StreetField payment={payment} />
      <TextField
        label={unitFieldLabel(payment.unitNeeded)}
        autoComplete="address-line2"
        value={payment.address.secondAddress}
        onChange={(value) => payment.setAddress('secondAddress', value)}
        onBlur={() => payment.touchAddress('secondAddress')}
        error={payment.addressFieldError('secondAddress')}
      />
      <TextField
        label={_('City')}
        autoComplete="address-level2"
        value={payment.address.city}
        onChange={(value) => payment.setAddress('city', value)}
        onBlur={() => payment.touchAddress('city')}
        error={payment.addressFieldError('city')}
      />
      <div className="form-row">
        <FormGroup label={_('State')} labelFor={stateId} intent={stateError ? Intent.DANGER : Intent.NONE} helperText={<span id={`${stateId}-message`}>{stateError}</span>}>
          <HTMLSelect
            id={stateId}
            value={payment.address.state}
            onChange={(event) => payment.setAddress('state', event.currentTarget.value)}
            onBlur={() => payment.touchAddress('state')}
            autoComplete="address-level1"
            aria-invalid={stateError ? true : undefined}
            aria-describedby={`${stateId}-message`}
            fill
            large
          >
            <option value="">{_('Choose…')}</option>
            {payment.enabledStates.map((state) => (
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
          value={payment.address.zipCode}
          onChange={(value) => payment.setAddress('zipCode', value)}
          onBlur={() => payment.touchAddress('zipCode')}
          error={payment.addressFieldError('zipCode')}
        />
      </div>
      <StepActions error={payment.addressError} busy={payment.checkingAddress} />
    </form>
  );
});
