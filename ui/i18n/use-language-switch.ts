import { useEffect, useRef } from 'react';
import { onLanguageChange } from './translate';

/**
 * Calls `reread` each time the patient switches language while the screen is open (not when it opens):
 * for a screen showing texts the provider wrote, which the server answers in the language asked for.
 */
export const useLanguageSwitch = (reread: () => void): void => {
  const latest = useRef(reread);
  useEffect(() => {
    latest.current = reread;
  });
  useEffect(() => onLanguageChange(() => latest.current()), []);
};
