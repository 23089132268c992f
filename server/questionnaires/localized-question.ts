import { translate, type AnswerLanguage } from '../http/answer-language';
import type { QuestionDoc } from './seed/question-seed';
import { QUESTIONNAIRE_SPANISH } from './spanish/questionnaire-spanish';

/**
 * A question with its patient-facing texts in the language asked for (question, description, label, the
 * input's unit and placeholder, option labels), each falling back to its English. Ids, kinds, limits and
 * links stay as stored, so an answer given in one language is the same answer in the other.
 */
export const localizeQuestion = (question: QuestionDoc, language: AnswerLanguage): QuestionDoc => {
  if (language === 'en') return question;
  const say = (english: string): string => translate(english, QUESTIONNAIRE_SPANISH);
  const sayIfAny = <T extends string | null | undefined>(english: T): T | string => (english ? say(english) : english);
  const { input } = question;
  return {
    ...question,
    question: say(question.question),
    description: sayIfAny(question.description),
    label: sayIfAny(question.label),
    input: input && {
      ...input,
      ...(input.unit !== undefined && { unit: say(input.unit) }),
      ...(input.placeholder !== undefined && { placeholder: say(input.placeholder) }),
    },
    qOptions: question.qOptions.map((option) => ({ ...option, label: say(option.label) })),
  };
};
