import type { components } from '../../../openapi/patient-api';
import { chatMessage, option, singleChoice, text, yesNo, type QuestionnaireSeed, type QuestionSeed } from './question-seed';

type ProductType = components['schemas']['ProductType'];

/**
 * The renewal questionnaire (isReQuestionnaire): what a provider asks before prescribing another period,
 * the same opening for every product type, then the product's own questions.
 */
export const renewalQuestionnaire = (productType: ProductType, ownQuestions: readonly QuestionSeed[]): QuestionnaireSeed => ({
  type: 'renewalQuestions',
  productType,
  questions: [
    chatMessage('renewal-intro', "It's time to renew your treatment. A few quick questions let your provider confirm it is still safe and right for you."),
    singleChoice('renewal-effect', 'How well is your treatment working for you?', [
      option('very-well', 'Very well'),
      option('somewhat', 'Somewhat'),
      option('not-working', 'It is not working', {
        followUps: [
          chatMessage(
            'renewal-not-working-message',
            'Thank you for telling us. Your provider will go over other doses or treatments with you before renewing.',
          ),
        ],
      }),
    ]),
    yesNo(
      'renewal-side-effects',
      'Have you had any side effects since your last order?',
      { yes: { followUps: [text('renewal-side-effects-details', 'Which side effects, and how much do they bother you?')] } },
      { label: 'Side effects' },
    ),
    yesNo(
      'renewal-health-changes',
      'Since your last visit, have you started a new medicine or been diagnosed with a new condition?',
      { yes: { followUps: [text('renewal-health-changes-details', 'Tell us what changed.', { lookup: 'medications' })] } },
      { label: 'Health changes' },
    ),
    ...ownQuestions,
  ],
});

/** The follow-up check-in of a subscription (sent with submit-followup): how the treatment is going. */
export const followupVisitQuestionnaire = (productType: ProductType, ownQuestions: readonly QuestionSeed[]): QuestionnaireSeed => ({
  type: 'followupVisitQuestions',
  productType,
  questions: [
    chatMessage('followup-intro', 'Checking in: your provider would like to know how your treatment is going.'),
    ...ownQuestions,
    text('followup-questions', 'Do you have any questions for your provider?', { optional: true, label: 'Questions' }),
  ],
});
