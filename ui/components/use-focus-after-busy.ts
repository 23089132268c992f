import { useEffect, type RefObject } from 'react';

/**
 * A button disabled while its action runs drops the focus to the page's body, out of the dialog it sits
 * in, where Escape and Tab no longer reach the dialog: once the action is over, focus goes to `target`
 * (the field to correct, or what the dialog now shows) if nothing else has taken it.
 */
export const useFocusAfterBusy = (busy: boolean, target: RefObject<HTMLElement | null>): void => {
  useEffect(() => {
    if (!busy && document.activeElement === document.body) target.current?.focus();
  }, [busy, target]);
};
