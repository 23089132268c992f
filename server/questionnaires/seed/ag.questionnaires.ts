import { followupVisitQuestionnaire, renewalQuestionnaire } from './check-in.questionnaires';
import { chatMessage, date, multipleChoice, noneOfThese, option, singleChoice, text, yesNo, type QuestionnaireSeed } from './question-seed';

/** Anti-aging: prescription skin care (tretinoin and the like). */
const registration: QuestionnaireSeed = {
  type: 'agQuestions',
  productType: 'ag',
  questions: [
    chatMessage('ag-welcome', 'Let us look at your skin. Your provider uses these answers to choose a prescription routine for you.'),
    multipleChoice(
      'ag-concerns',
      'What would you like to improve?',
      [
        option('lines', 'Fine lines and wrinkles'),
        option('spots', 'Dark spots or uneven tone'),
        option('texture', 'Dull or rough skin'),
        option('pores', 'Large pores'),
        option('acne', 'Acne or breakouts'),
      ],
      { label: 'Concerns' },
    ),
    singleChoice('ag-skin-type', 'How would you describe your skin?', [
      option('oily', 'Oily'),
      option('dry', 'Dry'),
      option('combination', 'Oily in some places, dry in others'),
      option('normal', 'Normal'),
      option('sensitive', 'Sensitive: it reacts easily', {
        followUps: [chatMessage('ag-sensitive-message', 'Your provider will start you on a gentle strength and increase it slowly.')],
      }),
    ]),
    singleChoice('ag-sunscreen', 'How often do you wear sunscreen?', [
      option('daily', 'Every day'),
      option('most-days', 'Most days'),
      option('outdoors', 'Only when I am outside for long'),
      option('rarely', 'Rarely'),
    ]),
    multipleChoice(
      'ag-skin-conditions',
      'Do you have any of these skin conditions?',
      [
        option('eczema', 'Eczema'),
        option('rosacea', 'Rosacea'),
        option('psoriasis', 'Psoriasis'),
        option('skin-cancer', 'Skin cancer, now or in the past', {
          followUps: [text('ag-skin-cancer-details', 'What kind of skin cancer, where, and when was it treated?')],
        }),
        noneOfThese(),
      ],
      { label: 'Skin conditions' },
    ),
    yesNo('ag-isotretinoin', 'Have you taken isotretinoin (Accutane) in the last 6 months?', {
      yes: {
        followUps: [
          chatMessage(
            'ag-isotretinoin-message',
            'Your skin may still be fragile. Your provider will take that into account and may wait before starting a retinoid.',
          ),
        ],
      },
    }),
    multipleChoice('ag-current-products', 'Which of these do you use now?', [
      option('retinol', 'Retinol or another retinoid'),
      option('vitamin-c', 'Vitamin C serum'),
      option('acids', 'Exfoliating acids (AHA or BHA)'),
      option('benzoyl', 'Benzoyl peroxide'),
      noneOfThese(),
    ]),
    yesNo('ag-cycle', 'Does your skin change with your menstrual cycle or with menopause?', {}, { gender: 'female' }),
    singleChoice(
      'ag-shaving',
      'How often do you shave your face?',
      [
        option('daily', 'Every day', {
          followUps: [chatMessage('ag-shaving-message', 'Apply your treatment at night, well away from shaving, to avoid irritation.')],
        }),
        option('weekly', 'A few times a week'),
        option('rarely', 'Rarely or never'),
      ],
      { gender: 'male' },
    ),
    date('ag-last-procedure', 'When did you last have a peel, laser or microneedling treatment?', { optional: true }),
    text('ag-anything-else', 'Is there anything else you would like your provider to know?', { optional: true }),
  ],
};

export const AG_QUESTIONNAIRES: readonly QuestionnaireSeed[] = [
  registration,
  renewalQuestionnaire('ag', [
    singleChoice('ag-renewal-irritation', 'How is your skin handling the treatment?', [
      option('fine', 'Fine'),
      option('dry', 'Some dryness or peeling'),
      option('irritated', 'Red, burning or very irritated'),
    ]),
  ]),
  followupVisitQuestionnaire('ag', [
    singleChoice('ag-followup-use', 'How often are you using your treatment?', [
      option('nightly', 'Every night'),
      option('few-nights', 'A few nights a week'),
      option('stopped', 'I stopped', {
        followUps: [text('ag-followup-stopped-reason', 'What made you stop?')],
      }),
    ]),
  ]),
];
