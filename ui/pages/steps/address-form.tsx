import { Button, FormGroup, HTMLSelect, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useId, type FormEvent } from 'react';
import { addressLine, candidateAddress, unitFieldLabel } from '../../../domain/registration-flow/address-verification';
import { TextField } from '../../components/text-field';
import { useFocusFirstInvalid } from '../../components/use-focus-first-invalid';
import type { ShippingAddressStore } from '../../stores/registration/shipping-address.store';
import { ChoiceList } from '../../components/registration/choice-list';
import { StepActions } from '../../components/registration/step-actions';
import { StepHeading } from '../../components/registration/step-heading';
import { useTranslate } from '../../i18n/use-translate';

/** The street line with the address service's suggestions under it, as buttons (announced as they change). */
const StreetField = observer(function StreetField({ shipping }: { readonly shipping: ShippingAddressStore }) {
  const _ = useTranslate();
  return (
    <div className="street-field">
      <TextField
        label={_('Street address')}
        autoComplete="address-line1"
        value={shipping.address.address}
        onChange={(value) => shipping.setAddress('address', value)}
        onBlur={() => shipping.touchAddress('address')}
        error={shipping.addressFieldError('address')}
      />
      <p className="visually-hidden" role="status">
        {shipping.suggestions.length > 0 ? _('{length} suggested addresses below', { length: shipping.suggestions.length }) : ''}
      </p>
      {shipping.suggestions.length > 0 && (
        <ul className="address-suggestions" aria-label={_('Suggested addresses')}>
          {shipping.suggestions.map((suggestion) => (
            <li key={suggestion.text}>
              <button type="button" className="address-suggestion" onClick={() => shipping.pickSuggestion(suggestion)}>
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
export const AddressForm = observer(function AddressForm({ shipping }: { readonly shipping: ShippingAddressStore }) {
  const _ = useTranslate();
  const stateId = useId();
  const stateError = shipping.addressFieldError('state');
  const { formRef, checkFailed } = useFocusFirstInvalid();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await shipping.submitAddress();
    // Checked by the form or by the address service: the first field to correct, when there is one.
    checkFailed();
  };

  if (shipping.candidates) {
    const unconfirmed = shipping.candidates.every((candidate) => candidate.matchCode === 'N');
    return (
      <form className="step-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="address-heading">
        <StepHeading focusKey="address-candidates">
          <span id="address-heading">{unconfirmed ? _('We could not confirm this address') : _('Which address is yours?')}</span>
        </StepHeading>
        <p className="step-lead">
          {unconfirmed
            ? _('Check it before we ship to it, or edit it.')
            : _('The address service found more than one match. Choose the one we should ship to.')}
        </p>
        <ChoiceList
          legend={_('Shipping address')}
          legendHidden
          choices={shipping.candidates.map((candidate, index) => ({
            value: String(index),
            label: addressLine(candidateAddress(candidate)),
            detail: candidate.matchDescription,
          }))}
          selected={[String(shipping.chosenCandidate)]}
          onChoose={(value) => shipping.chooseCandidate(Number(value))}
          disabled={shipping.checkingAddress}
        />
        <Button variant="minimal" text={_('Edit the address')} onClick={shipping.editAddress} />
        <StepActions error={shipping.addressError} busy={shipping.checkingAddress} label={_('Ship to this address')} />
      </form>
    );
  }

  return (
    <form ref={formRef} className="step-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="address-heading">
      <StepHeading focusKey="address">
        <span id="address-heading">{_('Where should we ship your treatment?')}</span>
      </StepHeading>
      <StreetField shipping={shipping} />
      <TextField
        label={_(unitFieldLabel(shipping.unitNeeded))}
        autoComplete="address-line2"
        value={shipping.address.secondAddress}
        onChange={(value) => shipping.setAddress('secondAddress', value)}
        onBlur={() => shipping.touchAddress('secondAddress')}
        error={shipping.addressFieldError('secondAddress')}
      />
      <TextField
        label={_('City')}
        autoComplete="address-level2"
        value={shipping.address.city}
        onChange={(value) => shipping.setAddress('city', value)}
        onBlur={() => shipping.touchAddress('city')}
        error={shipping.addressFieldError('city')}
      />
      <div className="form-row">
        <FormGroup
          label={_('State')}
          labelFor={stateId}
          intent={stateError ? Intent.DANGER : Intent.NONE}
          helperText={<span id={`${stateId}-message`}>{stateError}</span>}
        >
          <HTMLSelect
            id={stateId}
            value={shipping.address.state}
            onChange={(event) => shipping.setAddress('state', event.currentTarget.value)}
            onBlur={() => shipping.touchAddress('state')}
            autoComplete="address-level1"
            aria-invalid={stateError ? true : undefined}
            aria-describedby={`${stateId}-message`}
            fill
            large
          >
            <option value="">{_('Choose…')}</option>
            {shipping.enabledStates.map((state) => (
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
          value={shipping.address.zipCode}
          onChange={(value) => shipping.setAddress('zipCode', value)}
          onBlur={() => shipping.touchAddress('zipCode')}
          error={shipping.addressFieldError('zipCode')}
        />
      </div>
      <StepActions error={shipping.addressError} busy={shipping.checkingAddress} />
    </form>
  );
});
