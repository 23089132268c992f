import { afterEach, describe, expect, it } from 'vitest';
import { errorText } from './error-text';
import { fillPlaceholders } from './fill-placeholders';
import { linguiTranslator } from './lingui-translator';
import { showLanguage, translate } from './translate';

const inSpanish = () => showLanguage('es', linguiTranslator('es', { 'error.card_declined': 'Su tarjeta fue rechazada.', 'Hello {name}': 'Hola {name}' }));

afterEach(() => showLanguage('en', fillPlaceholders));

describe('errorText', () => {
  it('shows the server’s message in English, which the spec fixes', () => {
    expect(errorText({ message: 'Your card was declined.', code: 'card_declined' })).toBe('Your card was declined.');
  });

  it('words a known code in the catalogue’s language', () => {
    inSpanish();
    expect(errorText({ message: 'Your card was declined.', code: 'card_declined' })).toBe('Su tarjeta fue rechazada.');
  });

  it('shows the server’s message for a code the catalogue does not word, or none', () => {
    inSpanish();
    expect(errorText({ message: 'Question 3: out of range', code: 'invalid_answer' })).toBe('Question 3: out of range');
    expect(errorText({ message: 'Odd' })).toBe('Odd');
  });
});

describe('translate', () => {
  it('fills an English source’s placeholders with no catalogue', () => {
    expect(translate('Step {value} of {length}', { value: 2, length: 6 })).toBe('Step 2 of 6');
  });

  it('leaves a placeholder without a value empty, as Lingui does, and a source without placeholders as it is', () => {
    expect(translate('Hello {name}!')).toBe('Hello !');
    expect(translate('Sign in')).toBe('Sign in');
  });

  it('fills a translation’s placeholders, and keeps the source where the catalogue lacks it', () => {
    inSpanish();
    expect(translate('Hello {name}', { name: 'Paz' })).toBe('Hola Paz');
    expect(translate('Not in it, {name}', { name: 'Paz' })).toBe('Not in it, Paz');
  });
});
