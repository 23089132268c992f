import { chatMessage, date, multipleChoice, noneOfThese, option, singleChoice, text, yesNo, type QuestionnaireSeed } from './question-seed';

/** The medical history every product type asks once; its answers are kept per patient (global answers). */
export const GLOBAL_QUESTIONNAIRE: QuestionnaireSeed = {
  type: 'globalQuestions',
  productType: null,
  questions: [
    chatMessage(
      'global-intro',
      'Now a few questions about your health in general. Everyone answers these, whatever the treatment; for a later treatment your answers are filled in, for you to check.',
    ),
    yesNo(
      'global-allergies',
      'Do you have any allergies to medicines, foods or anything else?',
      {
        yes: {
          followUps: [text('global-allergies-list', 'Which allergies do you have, and what happens when you are exposed?', { lookup: 'allergies' })],
        },
      },
      { label: 'Allergies' },
    ),
    yesNo(
      'global-medications',
      'Do you take any prescription or over-the-counter medicines, vitamins or supplements?',
      {
        yes: {
          followUps: [
            text('global-medications-list', 'List each one with its dose and how often you take it.', {
              lookup: 'medications',
              input: { maxLength: 2000 },
            }),
          ],
        },
      },
      { label: 'Medicines' },
    ),
    multipleChoice(
      'global-conditions',
      'Have you ever been diagnosed with any of these?',
      [
        option('hypertension', 'High blood pressure'),
        option('diabetes', 'Diabetes'),
        option('cholesterol', 'High cholesterol'),
        option('heart', 'Heart disease'),
        option('kidney', 'Kidney disease'),
        option('liver', 'Liver disease'),
        option('mental-health', 'Depression or anxiety'),
        option('cancer', 'Cancer', {
          followUps: [text('global-cancer-details', 'What type of cancer, and when was it treated?')],
        }),
        option('other', 'Something else', {
          followUps: [text('global-other-conditions', 'Which conditions?', { lookup: 'conditions' })],
        }),
        noneOfThese(),
      ],
      { label: 'Conditions' },
    ),
    yesNo(
      'global-hospital',
      'Have you had surgery or stayed in a hospital in the last 12 months?',
      { yes: { followUps: [text('global-hospital-details', 'What was it for, and when?')] } },
      { label: 'Recent hospital stays' },
    ),
    yesNo(
      'global-pregnancy',
      'Are you pregnant or breastfeeding, or planning to become pregnant in the next 6 months?',
      { yes: { blocksPatient: true } },
      {
        gender: 'female',
        label: 'Pregnancy',
        description: 'The treatments we offer are not safe during pregnancy or breastfeeding.',
      },
    ),
    singleChoice(
      'global-smoking',
      'Do you smoke or vape nicotine?',
      [option('never', 'Never'), option('former', 'I used to'), option('sometimes', 'Sometimes'), option('daily', 'Every day')],
      { label: 'Smoking' },
    ),
    singleChoice(
      'global-alcohol',
      'How many alcoholic drinks do you have in a typical week?',
      [option('none', 'None'), option('light', '1 to 7'), option('moderate', '8 to 14'), option('heavy', 'More than 14')],
      { label: 'Alcohol' },
    ),
    yesNo(
      'global-recreational-drugs',
      'Do you use recreational drugs, such as cannabis, cocaine or methamphetamine?',
      { yes: { followUps: [text('global-recreational-drugs-details', 'Which ones, and how often?', { optional: true })] } },
      { label: 'Recreational drugs' },
    ),
    date('global-last-checkup', 'When did you last see a doctor for a check-up?', { optional: true, label: 'Last check-up' }),
  ],
};
