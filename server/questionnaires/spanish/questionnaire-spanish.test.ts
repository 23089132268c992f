import { describe, expect, it } from 'vitest';
import { localizeQuestion } from '../localized-question';
import { SEEDED_QUESTIONNAIRES } from '../questionnaires.seed';
import { toQuestionDocs, type QuestionDoc } from '../seed/question-seed';
import { QUESTIONNAIRE_PHRASEBOOKS, QUESTIONNAIRE_SPANISH } from './questionnaire-spanish';

const docs = SEEDED_QUESTIONNAIRES.flatMap((seed) => toQuestionDocs(seed, '2025-01-01T00:00:00.000Z'));

/** Every text of a question a patient reads, named for a failure message. */
const textsOf = (doc: QuestionDoc): string[] =>
  [doc.question, doc.description, doc.label, doc.input?.unit, doc.input?.placeholder, ...doc.qOptions.map((option) => option.label)].filter(
    (text): text is string => typeof text === 'string' && text !== '',
  );

/** The question with its texts taken out: what must be the same in every language. */
const structureOf = (doc: QuestionDoc) => ({
  ...doc,
  question: null,
  description: doc.description === null ? null : 'text',
  label: doc.label === null ? null : 'text',
  input: doc.input && { ...doc.input, unit: undefined, placeholder: undefined },
  qOptions: doc.qOptions.map((option) => ({ ...option, label: null })),
});

describe('the seeded questionnaires in Spanish', () => {
  it('have a Spanish text for every question, description, label, unit and option of every questionnaire', () => {
    const missing = [...new Set(docs.flatMap(textsOf))].filter((english) => !QUESTIONNAIRE_SPANISH[english]?.trim());
    expect(missing).toEqual([]);
  });

  it('read in Spanish where the words differ: the phrasebooks are not English copied', () => {
    const spanish = docs.map((doc) => localizeQuestion(doc, 'es'));
    const unchanged = spanish.filter((doc, index) => doc.question === docs[index]?.question);
    expect(unchanged.map((doc) => doc.question)).toEqual([]);
  });

  it('keep every id, kind, order, limit and link of the English, so answers do not depend on the language', () => {
    for (const doc of docs) {
      const spanish = localizeQuestion(doc, 'es');
      expect(structureOf(spanish), doc.question).toEqual(structureOf(doc));
      expect(spanish.qOptions.map((option) => option._id)).toEqual(doc.qOptions.map((option) => option._id));
    }
  });

  it('keep no translation of a text no questionnaire has any more (an English text changed is translated again)', () => {
    const used = new Set(docs.flatMap(textsOf));
    expect(Object.keys(QUESTIONNAIRE_SPANISH).filter((english) => !used.has(english))).toEqual([]);
  });

  it('give an English text one translation only, whichever phrasebook holds it', () => {
    const seen = new Map<string, string>();
    const conflicts: string[] = [];
    for (const book of Object.values(QUESTIONNAIRE_PHRASEBOOKS)) {
      for (const [english, spanish] of Object.entries(book)) {
        if (seen.has(english) && seen.get(english) !== spanish) conflicts.push(english);
        seen.set(english, spanish);
      }
    }
    expect(conflicts).toEqual([]);
  });

  it('fall back to the English text, never an empty one, for a text without a translation', () => {
    const [first] = docs;
    if (!first) throw new Error('no seeded question');
    const untranslated: QuestionDoc = {
      ...first,
      question: 'A question added after the translation',
      description: 'Its help text',
      label: null,
      input: { unit: 'fortnights', min: 1, max: 2 },
      qOptions: [{ ...(first.qOptions[0] ?? { _id: first._id, followUpQuestions: [], blocksPatient: false, isExclusive: false }), label: 'Yes' }],
    };
    expect(localizeQuestion(untranslated, 'es')).toMatchObject({
      question: 'A question added after the translation',
      description: 'Its help text',
      label: null,
      input: { unit: 'fortnights', min: 1, max: 2 },
      qOptions: [{ label: 'Sí' }],
    });
  });

  it('leave English questions as they are stored', () => {
    for (const doc of docs) expect(localizeQuestion(doc, 'en')).toBe(doc);
  });
});
