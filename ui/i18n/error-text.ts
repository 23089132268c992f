import { SOURCE_LANGUAGE } from '../../domain/language/language';
import type { ErrorCode } from '../../domain/shared/error-codes';
import { currentLanguage, translate } from './translate';

/** An error as a screen receives it: the server's (English) message and, where named, its stable code. */
export interface ShownError {
  readonly message: string;
  readonly code?: ErrorCode | string;
}

/**
 * A catalogue's own words for a refusal, by its stable code (`error.card_declined`): only catalogues
 * of other languages have them, so English downloads no table of texts it never shows.
 */
export const errorMessageId = (code: string): string => `error.${code}`;

/**
 * The words of an error in the patient's language. In English the server's message, which the spec
 * fixes; in another language the catalogue's text for the code where it has one, else the server's
 * message (codes such as `invalid_request` cover many causes, and the message says more).
 */
export const errorText = ({ message, code }: ShownError): string => {
  if (currentLanguage() === SOURCE_LANGUAGE || code === undefined) return message;
  const id = errorMessageId(code);
  const own = translate(id);
  return own === id ? message : own;
};
