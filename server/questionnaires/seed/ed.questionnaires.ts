import { followupVisitQuestionnaire, renewalQuestionnaire } from './check-in.questionnaires';
import {
  chatMessage,
  multipleChoice,
  noneOfThese,
  numberQuestion,
  option,
  singleChoice,
  text,
  yesNo,
  type QuestionnaireSeed,
  type QuestionSeed,
} from './question-seed';

/** Nitrates with a PDE5 inhibitor (sildenafil, tadalafil) can drop blood pressure dangerously: an absolute contraindication. */
const nitrates = (key: string): QuestionSeed =>
  yesNo(
    key,
    "Do you take a nitrate medicine, such as nitroglycerin (tablets, spray or patches), isosorbide mononitrate or isosorbide dinitrate, or use 'poppers'?",
    { yes: { blocksPatient: true } },
    {
      label: 'Nitrates',
      description: 'Nitrates taken with erectile dysfunction medicine can cause a dangerous drop in blood pressure.',
    },
  );

const triedResult = (key: string, medicine: string): QuestionSeed =>
  singleChoice(key, `How well did ${medicine} work for you?`, [
    option('worked', 'It worked well'),
    option('side-effects', 'It worked, but I had side effects'),
    option('did-not-work', 'It did not work'),
  ]);

const registration: QuestionnaireSeed = {
  type: 'edQuestions',
  productType: 'ed',
  questions: [
    chatMessage(
      'ed-welcome',
      'Hi! I will walk you through a few questions about your sexual health. Only the licensed provider who reviews your visit reads your answers.',
    ),
    singleChoice(
      'ed-frequency',
      'How often do you have trouble getting or keeping an erection firm enough for sex?',
      [
        option('rarely', 'Rarely or never', {
          followUps: [
            chatMessage('ed-rarely-message', 'Good to hear. Many men still use treatment for more confidence; your provider will decide whether it suits you.'),
          ],
        }),
        option('sometimes', 'Sometimes (less than half the time)'),
        option('often', 'Often (more than half the time)'),
        option('always', 'Every time'),
      ],
      { label: 'How often' },
    ),
    singleChoice('ed-onset', 'When did you first notice it?', [
      option('recent', 'In the last 3 months'),
      option('months', '3 to 12 months ago'),
      option('years', 'More than a year ago'),
    ]),
    singleChoice('ed-onset-type', 'How did it start?', [
      option('gradually', 'Gradually'),
      option('suddenly', 'Suddenly', {
        followUps: [
          text('ed-sudden-details', 'What was happening in your life when it started? A new partner, stress, a new medicine?', {
            optional: true,
          }),
        ],
      }),
    ]),
    yesNo('ed-morning-erections', 'Do you still sometimes wake up with an erection, or get one when you masturbate?'),
    nitrates('ed-nitrates'),
    yesNo('ed-riociguat', 'Do you take riociguat (Adempas) for pulmonary hypertension?', { yes: { blocksPatient: true } }, { label: 'Riociguat' }),
    multipleChoice(
      'ed-heart',
      'Have you been told you have any of these heart or blood-vessel conditions?',
      [
        option('angina', 'Chest pain (angina) during sex or exercise', { blocksPatient: true }),
        option('recent-event', 'A heart attack, stroke or heart surgery in the last 6 months', { blocksPatient: true }),
        option('heart-failure', 'Heart failure', {
          followUps: [text('ed-heart-failure-details', 'Tell us about your heart failure: how you are treated and by whom.')],
        }),
        option('arrhythmia', 'An irregular heartbeat, such as atrial fibrillation'),
        noneOfThese(),
      ],
      { label: 'Heart conditions' },
    ),
    singleChoice(
      'ed-blood-pressure',
      'What was your most recent blood pressure reading?',
      [
        option('low', 'Below 90/50', { blocksPatient: true }),
        option('normal', '90/50 to 139/89'),
        option('high', '140/90 to 169/109'),
        option('very-high', '170/110 or higher', { blocksPatient: true }),
        option('unknown', "I don't know", {
          followUps: [
            chatMessage('ed-blood-pressure-unknown-message', 'That is fine. Your provider may ask you to have it checked at a pharmacy before prescribing.'),
          ],
        }),
      ],
      { label: 'Blood pressure' },
    ),
    yesNo(
      'ed-alpha-blockers',
      'Do you take an alpha-blocker for blood pressure or the prostate, such as tamsulosin (Flomax), doxazosin (Cardura) or terazosin?',
      {
        yes: {
          followUps: [chatMessage('ed-alpha-blockers-message', 'Your provider may start you on a lower dose, because both medicines lower blood pressure.')],
        },
      },
      { label: 'Alpha-blockers' },
    ),
    multipleChoice(
      'ed-conditions',
      'Do any of these apply to you?',
      [
        option('peyronie', "Peyronie's disease (a curve in the penis)"),
        option('priapism', 'An erection that lasted more than 4 hours'),
        option('blood', 'Sickle cell anemia, multiple myeloma or leukemia'),
        option('naion', 'Sudden loss of vision in one or both eyes', { blocksPatient: true }),
        noneOfThese(),
      ],
      { label: 'Other conditions' },
    ),
    multipleChoice(
      'ed-tried',
      'Which of these have you taken before?',
      [
        option('sildenafil', 'Sildenafil (Viagra)', { followUps: [triedResult('ed-sildenafil-result', 'sildenafil')] }),
        option('tadalafil', 'Tadalafil (Cialis)', { followUps: [triedResult('ed-tadalafil-result', 'tadalafil')] }),
        option('vardenafil', 'Vardenafil (Levitra)'),
        option('avanafil', 'Avanafil (Stendra)'),
        noneOfThese('None of them'),
      ],
      { label: 'Tried before' },
    ),
    singleChoice('ed-preference', 'How would you like to take your treatment?', [
      option('as-needed', 'Before sex, as needed'),
      option('daily', 'Every day, so I am ready any time'),
      option('recommend', 'I would like my provider to recommend'),
    ]),
    numberQuestion(
      'ed-uses-per-month',
      'About how many times a month do you expect to use it?',
      { min: 1, max: 30, unit: 'times a month' },
      { label: 'Uses per month' },
    ),
    text('ed-anything-else', 'Is there anything else you would like your provider to know?', { optional: true }),
  ],
};

export const ED_QUESTIONNAIRES: readonly QuestionnaireSeed[] = [
  registration,
  renewalQuestionnaire('ed', [nitrates('ed-renewal-nitrates')]),
  followupVisitQuestionnaire('ed', [
    singleChoice('ed-followup-satisfaction', 'How satisfied are you with your treatment?', [
      option('very', 'Very satisfied'),
      option('somewhat', 'Somewhat satisfied'),
      option('not', 'Not satisfied'),
    ]),
    multipleChoice('ed-followup-side-effects', 'Have you had any of these since starting?', [
      option('headache', 'Headache'),
      option('flushing', 'Flushing'),
      option('stuffy-nose', 'Stuffy nose'),
      option('vision', 'Changes in vision', {
        followUps: [
          chatMessage(
            'ed-followup-vision-message',
            'Stop taking your medicine and get medical help right away if you lose vision suddenly. Your provider will contact you.',
          ),
        ],
      }),
      noneOfThese(),
    ]),
  ]),
];
