import { useEffect } from 'react';

/**
 * Focus goes back to what had it when an overlay opened, once it closes or is unmounted. Blueprint does so
 * after the closing transition of an overlay that stays mounted, never for one unmounted on close (the
 * lazily loaded ones are), which leaves the keyboard on the page's body, at its top. Read once open: an
 * overlay that replaces another (Contact us from the help drawer) finds the focus the other gave back.
 */
export const useFocusReturn = (isOpen: boolean): void => {
  useEffect(() => {
    if (!isOpen) return;
    const opener = document.activeElement;
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [isOpen]);
};
