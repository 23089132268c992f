import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Messages } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { afterEach, describe, expect, it } from 'vitest';
import { answerError } from '../../domain/check-in/check-in-answers';
import type { CheckInQuestion } from '../../domain/entities/check-in-question';
import { uploadError, CHAT_FILE_RULE } from '../../domain/chat/attachments';
import { cvcError } from '../../domain/registration-flow/card-entry';
import { DEFAULT_PHOTO_RULES, photoFileError, photoRulesNote } from '../../domain/registration-flow/photo-rules';
import { newPasswordError, personNameError } from '../../domain/validation/account-fields';
import { birthDateError } from '../../domain/validation/basic-step-fields';
import { fillPlaceholders } from './fill-placeholders';
import { linguiTranslator } from './lingui-translator';
import { showLanguage, translate } from './translate';

// The Spanish catalogue compiled as the build compiles it (scripts/lingui-catalogs.ts).
const catalogue = JSON.parse(readFileSync(join(import.meta.dirname, 'catalogs/es.json'), 'utf8')) as Record<string, string>;
const spanish: Messages = Object.fromEntries(Object.entries(catalogue).map(([id, text]) => [id, compileMessageOrThrow(text)]));
const inSpanish = () => showLanguage('es', linguiTranslator('es', spanish));
afterEach(() => showLanguage('en', fillPlaceholders));

const TODAY = { year: 2026, month: 6, day: 1 };
const numberQuestion = (input: CheckInQuestion['input']): CheckInQuestion =>
  ({
    _id: 'q',
    kind: 'number',
    question: 'How much?',
    description: null,
    qOptions: [],
    flagAsEmpty: false,
    isFollowupQuestion: false,
    immediateParentQId: null,
    optionId: null,
    input,
  }) as CheckInQuestion;
const typed = (text: string) => ({ optionIds: [], text });

/** What a field rule's message reads as on the screen: through the translator, as every form shows it. */
const shown = (message: string | null): string => translate(message ?? '');

describe('a field rule’s message built from a number or a name', () => {
  it('reads in English exactly as the rule words it', () => {
    expect(shown(answerError(numberQuestion({ min: 1200 }), typed('3'), TODAY))).toBe('Enter 1200 or more');
    expect(shown(newPasswordError('a1'))).toBe('Use at least 8 characters');
    expect(shown(personNameError('', 'last name'))).toBe('Enter your last name');
  });

  it('reads in Spanish, its number written the Spanish way', () => {
    inSpanish();
    expect(shown(answerError(numberQuestion({ min: 1200 }), typed('3'), TODAY))).toBe('Ingrese 1,200 o más');
    expect(shown(answerError(numberQuestion({ max: 2.5 }), typed('3'), TODAY))).toBe('Ingrese 2.5 o menos');
    expect(shown(answerError({ ...numberQuestion({ maxLength: 300 }), kind: 'text' }, typed('x'.repeat(301)), TODAY))).toBe('Use 300 caracteres como máximo');
    expect(shown(newPasswordError('a1'))).toBe('Use al menos 8 caracteres');
    expect(shown(birthDateError('01-01-2020', TODAY))).toBe('Debe tener 18 años o más para usar este servicio');
    expect(shown(cvcError('12', '378282246310005'))).toBe('Ingrese el código de seguridad de 4 dígitos');
    expect(shown(uploadError({ name: 'scan.pdf', type: 'application/pdf', size: 11 * 1024 * 1024 }, CHAT_FILE_RULE))).toBe(
      'Elija un archivo de 10 MB como máximo',
    );
  });

  it('names the field in Spanish too', () => {
    inSpanish();
    expect(shown(personNameError('', 'first name'))).toBe('Ingrese su nombre');
    expect(shown(personNameError('R2D2', 'last name'))).toBe('Use solo letras en su apellido');
    expect(shown(personNameError('a'.repeat(101), 'first name'))).toBe('Su nombre puede tener como máximo 100 caracteres');
  });

  it('lists the photo types with the Spanish “or”', () => {
    inSpanish();
    expect(shown(photoFileError({ contentType: 'image/gif', size: 10 }, DEFAULT_PHOTO_RULES))).toBe('Elija una foto JPEG, PNG, HEIC o WebP');
    expect(shown(photoRulesNote(DEFAULT_PHOTO_RULES))).toBe('JPEG, PNG, HEIC o WebP, hasta 10 MB.');
  });

  it('writes the numbers a screen gives a message the Spanish way, and leaves other text alone', () => {
    inSpanish();
    expect(translate('{count} unread messages', { count: 1500 })).toBe('1,500 mensajes sin leer');
    expect(translate('A server said: Enter 5 or more, please')).toBe('A server said: Enter 5 or more, please');
  });
});
