import { translate } from './translate';
import { useLanguage } from './use-language';

/**
 * `translate` for a component, which renders again when the patient switches language. Used as
 * `const _ = useTranslate();` then `_('Sign in')`: the catalogue check extracts every `_('…')`.
 */
export const useTranslate = (): typeof translate => {
  useLanguage();
  return translate;
};
