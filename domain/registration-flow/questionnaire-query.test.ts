import { describe, expect, it } from 'vitest';
import { questionnaireQuery, questionTypeFor } from './questionnaire-query';

describe('the question list query (spec §5, §7)', () => {
  it('asks ed for its questionnaire sorted by sequence, without gender or the follow-up filter', () => {
    expect(questionnaireQuery('ed', 'questions', 'female')).toEqual({
      sort: 'sequence',
      productType: 'ed',
      isReQuestionnaire: false,
      questionType: 'edQuestions',
      isGlobalQuestion: false,
    });
  });

  it('adds isFollowupQuestion false and the stored gender for wl, hl and ag, on both questionnaires', () => {
    for (const productType of ['wl', 'hl', 'ag'] as const) {
      expect(questionnaireQuery(productType, 'questions', 'female')).toEqual({
        sort: 'sequence',
        productType,
        isReQuestionnaire: false,
        questionType: `${productType}Questions`,
        isGlobalQuestion: false,
        isFollowupQuestion: false,
        gender: 'female',
      });
      expect(questionnaireQuery(productType, 'globalQuestions', 'male')).toMatchObject({
        questionType: 'globalQuestions',
        isGlobalQuestion: true,
        isFollowupQuestion: false,
        gender: 'male',
      });
    }
  });

  it('names the questionnaire of each step', () => {
    expect(questionTypeFor('hl', 'questions')).toBe('hlQuestions');
    expect(questionTypeFor('hl', 'globalQuestions')).toBe('globalQuestions');
  });
});
