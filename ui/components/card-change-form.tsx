import { Button, Callout, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type FormEvent } from 'react';
import { CardEntryFields } from './card-entry-fields';
import { useFocusAfterBusy } from './use-focus-after-busy';
import type { CardOnFileStore } from '../stores/patient-area/card-on-file.store';
import { useTranslate } from '../i18n/use-translate';

interface CardChangeFormProps {
  readonly store: CardOnFileStore;
  /** Where the provider's own card field is mounted, unique on the page. */
  readonly providerFieldId: string;
  readonly submitText: string;
  readonly onSubmit: () => void;
  readonly onCancel: () => void;
}

/**
 * A new card, through the same provider as the registration payment: its fields, what the provider
 * refused (an alert), and the button that sends it. The provider's field is mounted as the form opens and
 * taken out as it closes.
 */
export const CardChangeForm = observer(function CardChangeForm({ store, providerFieldId, submitText, onSubmit, onCancel }: CardChangeFormProps) {
  const _ = useTranslate();
  const submitButton = useRef<HTMLButtonElement>(null);
  const formElement = useRef<HTMLFormElement>(null);
  useFocusAfterBusy(store.busy, submitButton);
  useEffect(() => {
    void store.openForm(`#${providerFieldId}`);
    return () => store.closeForm();
  }, [store, providerFieldId]);
  // The button that opened the form is gone: the keyboard starts at the card number (the provider's own field takes its focus itself).
  const ownFields = store.form.entry?.collects === 'own-fields';
  useEffect(() => {
    if (ownFields) formElement.current?.querySelector('input')?.focus();
  }, [ownFields]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form ref={formElement} className="card-entry" onSubmit={submit} noValidate aria-label={_('New card')}>
      <CardEntryFields form={store.form} providerFieldId={providerFieldId} />
      <div role="alert">
        {store.error && (
          <Callout intent={Intent.DANGER} compact>
            {store.error}
          </Callout>
        )}
      </div>
      <div className="card-entry-actions">
        <Button text={_('Cancel')} variant="outlined" onClick={onCancel} disabled={store.busy} />
        <Button ref={submitButton} type="submit" intent={Intent.PRIMARY} text={submitText} loading={store.busy} disabled={!store.form.entry} />
      </div>
    </form>
  );
});
