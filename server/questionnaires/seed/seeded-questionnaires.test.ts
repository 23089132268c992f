import { describe, expect, it } from 'vitest';
import { SEEDED_QUESTIONNAIRES } from '../questionnaires.seed';
import { toQuestionDocs } from './question-seed';

const CREATED_AT = '2025-01-01T00:00:00.000Z';
const questionnaires = SEEDED_QUESTIONNAIRES.map((seed) => ({ seed, docs: toQuestionDocs(seed, CREATED_AT) }));
const allDocs = questionnaires.flatMap(({ docs }) => docs);

describe('the seeded questionnaires', () => {
  it('give every product type a registration, a renewal and a follow-up visit questionnaire, plus one global questionnaire', () => {
    const names = questionnaires.map(({ seed }) => `${seed.type}:${seed.productType ?? 'all'}`).sort();
    expect(names).toEqual(
      [
        'globalQuestions:all',
        ...['ag', 'ed', 'hl', 'wl'].flatMap((type) => [`${type}Questions:${type}`, `renewalQuestions:${type}`, `followupVisitQuestions:${type}`]),
      ].sort(),
    );
  });

  it('have unique ids that stay the same from one seeding to the next', () => {
    expect(new Set(allDocs.map((doc) => doc._id)).size).toBe(allDocs.length);
    const again = SEEDED_QUESTIONNAIRES.flatMap((seed) => toQuestionDocs(seed, CREATED_AT));
    expect(again.map((doc) => doc._id)).toEqual(allDocs.map((doc) => doc._id));
    const optionIds = allDocs.flatMap((doc) => doc.qOptions.map((option) => option._id));
    expect(new Set(optionIds).size).toBe(optionIds.length);
  });

  it('link every follow-up both ways and put it right after its parent in sequence', () => {
    for (const { docs } of questionnaires) {
      const byId = new Map(docs.map((doc) => [doc._id, doc]));
      expect(docs.map((doc) => doc.sequence)).toEqual(docs.map((_, index) => index + 1));
      for (const doc of docs) {
        for (const option of doc.qOptions) {
          for (const followUpId of option.followUpQuestions) {
            const followUp = byId.get(followUpId);
            expect(followUp).toMatchObject({ isFollowupQuestion: true, immediateParentQId: doc._id, optionId: option._id });
            expect(followUp?.sequence).toBeGreaterThan(doc.sequence);
          }
        }
        if (doc.isFollowupQuestion) expect(byId.get(doc.immediateParentQId ?? '')?.qOptions.some((option) => option._id === doc.optionId)).toBe(true);
      }
    }
  });

  it('use every kind of question, with options exactly where a choice is asked', () => {
    expect(new Set(allDocs.map((doc) => doc.kind))).toEqual(new Set(['singleChoice', 'multipleChoice', 'yesNo', 'text', 'number', 'date', 'chatMessage']));
    for (const doc of allDocs) {
      const isChoice = doc.kind === 'singleChoice' || doc.kind === 'multipleChoice' || doc.kind === 'yesNo';
      expect(doc.qOptions.length >= 2, doc.question).toBe(isChoice);
      if (doc.kind !== 'multipleChoice')
        expect(
          doc.qOptions.some((option) => option.isExclusive),
          doc.question,
        ).toBe(false);
      if (doc.kind === 'number') expect((doc.input?.min ?? 0) < (doc.input?.max ?? 0), doc.question).toBe(true);
    }
  });

  it('ask gender-specific questions for wl, hl and ag, and mark disqualifying answers', () => {
    for (const type of ['wlQuestions', 'hlQuestions', 'agQuestions']) {
      const genders = new Set(allDocs.filter((doc) => doc.type === type).map((doc) => doc.gender));
      expect(genders).toEqual(new Set([null, 'male', 'female']));
    }
    const blockingIn = new Set(allDocs.filter((doc) => doc.qOptions.some((option) => option.blocksPatient)).map((doc) => doc.type));
    expect([...blockingIn]).toEqual(expect.arrayContaining(['edQuestions', 'wlQuestions', 'globalQuestions', 'renewalQuestions']));
  });
});
