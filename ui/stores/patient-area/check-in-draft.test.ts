import { describe, expect, it } from 'vitest';
import { option, question, questionId } from '../../../domain/registration-flow/registration-question.fixture';
import { CheckInDraft } from './check-in-draft';

const SIDE_EFFECTS = question(1, { kind: 'yesNo', question: 'Any side effects?', qOptions: [option(11, { label: 'Yes' }), option(12, { label: 'No' })] });
const NOTES = question(2, { kind: 'text', question: 'Anything else?' });

describe('a check-in questionnaire being answered', () => {
  it('shows its questions read again in another language, every answer kept', () => {
    const draft = new CheckInDraft();
    draft.start([SIDE_EFFECTS, NOTES]);
    draft.choose(SIDE_EFFECTS, questionId(12));
    draft.type(NOTES._id, 'All good');

    draft.reword([
      { ...SIDE_EFFECTS, question: '¿Algún efecto secundario?', qOptions: [option(11, { label: 'Sí' }), option(12, { label: 'No' })] },
      { ...NOTES, question: '¿Algo más?' },
    ]);

    expect(draft.visible.map((shown) => shown.question)).toEqual(['¿Algún efecto secundario?', '¿Algo más?']);
    expect(draft.visible[0]?.qOptions.map((choice) => choice.label)).toEqual(['Sí', 'No']);
    expect([draft.answerOf(SIDE_EFFECTS._id).optionIds, draft.answerOf(NOTES._id).text]).toEqual([[questionId(12)], 'All good']);
  });
});
