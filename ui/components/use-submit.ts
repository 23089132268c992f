import { useRef, useState, type FormEvent } from 'react';
import type { AppError, Result } from '../../domain/shared/result';
import { errorText } from '../i18n/error-text';
import { useLanguage } from '../i18n/use-language';

interface SubmitOptions<T> {
  /** Checks the fields (showing their errors); false stops the submission. */
  readonly validate: () => boolean;
  readonly send: () => Promise<Result<T>>;
  readonly onSuccess: (value: T) => void;
}

/**
 * A form's submission: only when its fields pass, one at a time (a second click while the first is on its
 * way does nothing), with the server's refusal kept for FormError in the patient's language. A failure
 * leaves the fields as typed.
 */
export const useSubmit = <T>({ validate, send, onSuccess }: SubmitOptions<T>) => {
  const [busy, setBusy] = useState(false);
  useLanguage();
  const [serverError, setServerError] = useState<AppError | null>(null);
  // The state updates after a render; two clicks in one frame both see busy false, the ref does not.
  const sending = useRef(false);

  const sendOnce = async () => {
    sending.current = true;
    setBusy(true);
    setServerError(null);
    const result = await send();
    sending.current = false;
    setBusy(false);
    if (result.ok) onSuccess(result.value);
    else setServerError(result.error);
  };

  /** The form's onSubmit: starts the submission and returns at once. */
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (sending.current || !validate()) return;
    void sendOnce();
  };

  return { busy, serverError: serverError && errorText(serverError), submit };
};
