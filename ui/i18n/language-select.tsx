import { observer } from 'mobx-react-lite';
import { HTMLSelect } from '@blueprintjs/core';
import { LANGUAGES, type Language } from '../../domain/language/language';
import { switchLanguage } from './language';
import { useLanguage } from './use-language';
import { NATIVE_NAMES } from './native-names';

/** Settings' choice of language, each named in itself. */
export const LanguageSelect = observer(function LanguageSelect({ id }: { readonly id: string }) {
  const language = useLanguage();
  return (
    <HTMLSelect id={id} value={language} onChange={(event) => void switchLanguage(event.currentTarget.value as Language)}>
      {LANGUAGES.map((language) => (
        <option key={language} value={language} lang={language}>
          {NATIVE_NAMES[language]}
        </option>
      ))}
    </HTMLSelect>
  );
});
