import { followupVisitQuestionnaire, renewalQuestionnaire } from './check-in.questionnaires';
import { chatMessage, date, multipleChoice, noneOfThese, option, singleChoice, text, yesNo, type QuestionnaireSeed } from './question-seed';

const patchyMessage = chatMessage(
  'hl-patches-message',
  'Hair that falls out in patches can have other causes, such as alopecia areata. Your provider may ask you for photos.',
);

const registration: QuestionnaireSeed = {
  type: 'hlQuestions',
  productType: 'hl',
  questions: [
    chatMessage('hl-welcome', 'Let us look at your hair. Your answers help your provider find out why it is thinning and what can help.'),
    singleChoice(
      'hl-pattern-male',
      'Which of these looks most like your hair loss?',
      [
        option('temples', 'Receding at the temples'),
        option('crown', 'Thinning at the crown'),
        option('temples-crown', 'Receding and thinning at the crown'),
        option('overall', 'Thinning all over'),
        option('patches', 'Patches of hair loss', { followUps: [patchyMessage] }),
      ],
      { gender: 'male', label: 'Pattern' },
    ),
    singleChoice(
      'hl-pattern-female',
      'Where is your hair thinning?',
      [
        option('part', 'My part is getting wider'),
        option('overall', 'Thinning all over'),
        option('temples', 'At the temples'),
        option('patches', 'In patches', {
          followUps: [chatMessage('hl-patches-female-message', patchyMessage.question)],
        }),
      ],
      { gender: 'female', label: 'Pattern' },
    ),
    singleChoice('hl-duration', 'How long have you noticed hair loss?', [
      option('months', 'Less than 6 months'),
      option('years', '6 months to 2 years'),
      option('long', 'More than 2 years'),
    ]),
    yesNo('hl-family', 'Has anyone in your family had hair loss?'),
    multipleChoice(
      'hl-triggers',
      'In the last 6 months, have you had any of these?',
      [
        option('illness', 'A major illness, surgery or high fever'),
        option('weight-loss', 'Lost a lot of weight quickly'),
        option('new-medicine', 'Started a new medicine', {
          followUps: [text('hl-new-medicine', 'Which medicine did you start?', { lookup: 'medications' })],
        }),
        option('stress', 'A very stressful time'),
        noneOfThese(),
      ],
      { label: 'Recent triggers' },
    ),
    multipleChoice('hl-scalp', 'Do you have any of these on your scalp?', [
      option('flaking', 'Itching or flaking'),
      option('redness', 'Redness or sores'),
      option('scarring', 'Scarring or shiny bald skin'),
      noneOfThese(),
    ]),
    yesNo(
      'hl-psa',
      'Have you been diagnosed with prostate cancer, or do you have PSA blood tests?',
      {
        yes: {
          followUps: [chatMessage('hl-psa-message', 'Finasteride lowers PSA results by about half: tell the doctor who checks your PSA that you take it.')],
        },
      },
      { gender: 'male', label: 'PSA' },
    ),
    yesNo(
      'hl-androgen-signs',
      'Are your periods irregular, or do you have acne or unwanted facial hair?',
      {
        yes: {
          followUps: [
            chatMessage('hl-androgen-signs-message', 'These can come with hormone changes that also thin the hair. Your provider may suggest blood tests.'),
          ],
        },
      },
      { gender: 'female' },
    ),
    multipleChoice(
      'hl-tried',
      'What have you tried for your hair?',
      [
        option('minoxidil', 'Minoxidil (Rogaine)', {
          followUps: [
            singleChoice('hl-minoxidil-result', 'How did minoxidil work for you?', [
              option('helped', 'It helped'),
              option('irritation', 'It irritated my scalp'),
              option('no-change', 'I saw no change'),
            ]),
          ],
        }),
        option('finasteride', 'Finasteride (Propecia)'),
        option('supplements', 'Biotin or other supplements'),
        option('shampoo', 'A hair-growth shampoo'),
        noneOfThese('Nothing yet'),
      ],
      { label: 'Tried before' },
    ),
    singleChoice('hl-goal', 'What is your main goal?', [option('keep', 'Keep the hair I have'), option('regrow', 'Regrow hair'), option('both', 'Both')]),
    text('hl-anything-else', 'Is there anything else you would like your provider to know?', { optional: true }),
  ],
};

export const HL_QUESTIONNAIRES: readonly QuestionnaireSeed[] = [
  registration,
  renewalQuestionnaire('hl', [
    singleChoice('hl-renewal-shedding', 'Compared with before treatment, how much hair are you shedding?', [
      option('less', 'Less'),
      option('same', 'About the same'),
      option('more', 'More'),
    ]),
  ]),
  followupVisitQuestionnaire('hl', [
    date('hl-followup-started', 'When did you start your treatment?', { label: 'Start date' }),
    singleChoice('hl-followup-change', 'What change have you noticed?', [
      option('regrowth', 'New hair growth'),
      option('less-shedding', 'Less shedding'),
      option('none-yet', 'No change yet', {
        followUps: [chatMessage('hl-followup-patience-message', 'Hair grows slowly: most people see results after 3 to 6 months of daily use.')],
      }),
    ]),
  ]),
];
