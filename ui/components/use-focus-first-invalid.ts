import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * After a form check that failed, the focus goes to the first field in error, whose message is tied to it
 * (aria-describedby), so a keyboard or screen-reader user lands on what to correct rather than on the
 * submit button. A group of choices in error (a fieldset) gives it to its first choice.
 */
export const useFocusFirstInvalid = () => {
  const formRef = useRef<HTMLFormElement>(null);
  const [failedChecks, setFailedChecks] = useState(0);
  useEffect(() => {
    if (failedChecks === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target = invalid instanceof HTMLFieldSetElement ? invalid.querySelector<HTMLElement>('input:not(:disabled)') : invalid;
    target?.focus();
  }, [failedChecks]);
  const checkFailed = useCallback(() => setFailedChecks((count) => count + 1), []);
  return { formRef, checkFailed };
};
