import { observer } from 'mobx-react-lite';
import { LANGUAGES } from '../../domain/language/language';
import { switchLanguage } from './language';
import { useLanguage } from './use-language';
import { NATIVE_NAMES } from './native-names';

/**
 * The header's switch: a button naming the other language in that language; on a phone its two-letter
 * code shows, the name staying for screen readers.
 */
export const LanguageToggle = observer(function LanguageToggle() {
  const language = useLanguage();
  const other = LANGUAGES.find((candidate) => candidate !== language) ?? 'en';
  return (
    <button type="button" className="language-toggle" lang={other} onClick={() => void switchLanguage(other)}>
      <span className="language-toggle-name">{NATIVE_NAMES[other]}</span>
      <span className="language-toggle-code" aria-hidden="true">
        {other.toUpperCase()}
      </span>
    </button>
  );
});
