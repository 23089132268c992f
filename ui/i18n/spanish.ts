import type { Messages } from '@lingui/core';
import catalogue from './catalogs/es.json';
import { linguiTranslator } from './lingui-translator';
import type { Translator } from './translate';

/** Spanish: its catalogue and Lingui's runtime, one chunk loaded only when a patient chooses Spanish. */
export const spanishTranslator = (): Translator => linguiTranslator('es', catalogue as Messages);
