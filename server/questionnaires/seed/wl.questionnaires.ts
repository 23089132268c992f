import { followupVisitQuestionnaire, renewalQuestionnaire } from './check-in.questionnaires';
import { chatMessage, date, multipleChoice, noneOfThese, numberQuestion, option, singleChoice, text, yesNo, type QuestionnaireSeed } from './question-seed';

const weightInput = { min: 70, max: 700, unit: 'lb' } as const;

/** GLP-1 medicines (semaglutide, tirzepatide): the contraindications of their labels block the patient. */
const registration: QuestionnaireSeed = {
  type: 'wlQuestions',
  productType: 'wl',
  questions: [
    chatMessage(
      'wl-welcome',
      'Let us talk about your weight-loss goals. Your answers help your provider decide whether a GLP-1 medicine is safe and right for you.',
    ),
    numberQuestion('wl-height', 'How tall are you?', { min: 48, max: 96, unit: 'inches' }, { label: 'Height', measure: 'heightInches' }),
    numberQuestion('wl-weight', 'What is your current weight?', weightInput, { label: 'Weight', measure: 'weightPounds' }),
    numberQuestion('wl-goal-weight', 'What is your goal weight?', weightInput, { label: 'Goal weight', measure: 'goalWeightPounds' }),
    singleChoice('wl-history', 'Which best describes your weight over the past year?', [
      option('gained', 'I gained weight'),
      option('same', 'It stayed about the same'),
      option('lost', 'I lost weight'),
      option('up-down', 'It went up and down'),
    ]),
    multipleChoice(
      'wl-tried',
      'What have you tried to lose weight?',
      [
        option('diet', 'Changing what I eat'),
        option('exercise', 'Exercise'),
        option('program', 'A weight-loss program'),
        option('medicine', 'Prescription medicine', {
          followUps: [
            multipleChoice('wl-previous-medicines', 'Which medicines have you taken?', [
              option('semaglutide', 'Semaglutide (Ozempic, Wegovy)'),
              option('tirzepatide', 'Tirzepatide (Mounjaro, Zepbound)'),
              option('liraglutide', 'Liraglutide (Saxenda, Victoza)'),
              option('phentermine', 'Phentermine'),
              option('other', 'Another medicine', {
                followUps: [text('wl-other-medicine', 'Which medicine, and when did you stop it?', { lookup: 'medications' })],
              }),
            ]),
          ],
        }),
        option('surgery', 'Weight-loss surgery', {
          followUps: [date('wl-surgery-date', 'When did you have your surgery?')],
        }),
        noneOfThese('Nothing yet'),
      ],
      { label: 'Tried before' },
    ),
    yesNo(
      'wl-thyroid-cancer',
      'Have you, or has anyone in your family, had medullary thyroid cancer or multiple endocrine neoplasia type 2 (MEN 2)?',
      { yes: { blocksPatient: true } },
      { label: 'Thyroid cancer history' },
    ),
    multipleChoice(
      'wl-conditions',
      'Do you have, or have you had, any of these?',
      [
        option('pancreatitis', 'Pancreatitis', { blocksPatient: true }),
        option('type-1-diabetes', 'Type 1 diabetes', { blocksPatient: true }),
        option('type-2-diabetes', 'Type 2 diabetes', {
          followUps: [
            yesNo('wl-diabetes-medicines', 'Do you take insulin or a sulfonylurea, such as glipizide or glyburide?', {
              yes: {
                followUps: [
                  chatMessage(
                    'wl-diabetes-medicines-message',
                    'Your provider will review these medicines with you: with a GLP-1 they can make your blood sugar drop too low.',
                  ),
                ],
              },
            }),
          ],
        }),
        option('gallbladder', 'Gallbladder disease or gallstones'),
        option('gastroparesis', 'Severe stomach problems, such as gastroparesis', { blocksPatient: true }),
        option('eating-disorder', 'An eating disorder, such as anorexia or bulimia', { blocksPatient: true }),
        option('kidney', 'Kidney disease'),
        option('self-harm', 'Thoughts of harming yourself', {
          followUps: [
            chatMessage(
              'wl-self-harm-message',
              'Thank you for telling us. If you are having thoughts of harming yourself now, call or text 988 to reach the Suicide and Crisis Lifeline, any time.',
            ),
          ],
        }),
        noneOfThese(),
      ],
      { label: 'Conditions' },
    ),
    yesNo(
      'wl-birth-control',
      'Do you take birth control pills?',
      {
        yes: {
          followUps: [
            chatMessage(
              'wl-birth-control-message',
              'Tirzepatide can make birth control pills work less well; your provider will talk with you about a backup method.',
            ),
          ],
        },
      },
      { gender: 'female' },
    ),
    yesNo('wl-pcos', 'Have you been diagnosed with polycystic ovary syndrome (PCOS)?', {}, { gender: 'female' }),
    yesNo('wl-low-testosterone', 'Have you been diagnosed with low testosterone?', {}, { gender: 'male' }),
    singleChoice('wl-activity', 'How active are you in a typical week?', [
      option('sitting', 'Mostly sitting'),
      option('light', 'Light activity, such as walking'),
      option('moderate', 'Exercise 2 or 3 times a week'),
      option('intense', 'Exercise 4 or more times a week'),
    ]),
    singleChoice('wl-injections', 'GLP-1 medicines are usually a weekly injection under the skin. How do you feel about that?', [
      option('comfortable', 'Comfortable'),
      option('nervous', 'A little nervous, but willing'),
      option('rather-not', 'I would rather not inject', {
        followUps: [chatMessage('wl-injections-message', 'There are tablets for some patients. Your provider will go through the options with you.')],
      }),
    ]),
    text('wl-goals', 'What would reaching your goal mean for you?', { optional: true }),
  ],
};

export const WL_QUESTIONNAIRES: readonly QuestionnaireSeed[] = [
  registration,
  renewalQuestionnaire('wl', [numberQuestion('wl-renewal-weight', 'What is your weight today?', weightInput, { label: 'Weight', measure: 'weightPounds' })]),
  followupVisitQuestionnaire('wl', [
    numberQuestion('wl-followup-weight', 'What is your weight today?', weightInput, { label: 'Weight', measure: 'weightPounds' }),
    singleChoice('wl-followup-tolerance', 'How is your stomach handling the medicine?', [
      option('well', 'Well'),
      option('mild', 'Some nausea or constipation'),
      option('severe', 'Vomiting or strong stomach pain', {
        followUps: [
          chatMessage(
            'wl-followup-severe-message',
            'Severe stomach pain that does not go away can be serious: stop the medicine and get medical care now. Your provider will contact you.',
          ),
        ],
      }),
    ]),
  ]),
];
