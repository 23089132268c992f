/**
 * What a patient who can be treated answers in the registration questionnaires, by the question's heading:
 * the answers the e2e journeys and scripts/registration-walk.ts give, however they enter them (mouse or
 * keyboard). A question not listed gets an answer that raises no concern: No, None, or the first option.
 */

const CHOICES: readonly (readonly [RegExp, string])[] = [
  [/most recent blood pressure/, '90/50 to 139/89'],
  [/trouble getting or keeping an erection/, 'Rarely or never'],
  [/alpha-blocker/, 'Yes'],
  [/allergies to medicines/, 'Yes'],
  [/GLP-1 medicines are usually a weekly injection/, 'Comfortable'],
];
const NUMBERS: readonly (readonly [RegExp, string])[] = [
  [/How tall/, '70'],
  [/current weight/, '220'],
  [/goal weight/, '180'],
  [/times a month/, '6'],
];
const TEXTS: readonly (readonly [RegExp, string])[] = [[/Which allergies/, 'Penicillin: a rash']];

const answerFor = (rules: readonly (readonly [RegExp, string])[], heading: string): string | undefined =>
  rules.find(([question]) => question.test(heading))?.[1];

/** The option to choose in a question with one answer, among the labels it shows. */
export const singleChoiceFor = (heading: string, labels: readonly string[]): string =>
  answerFor(CHOICES, heading) ?? (labels.includes('No') ? 'No' : labels[0]!);

/** The option to tick in a question with several answers: the one that says there is nothing to report. */
export const multipleChoiceFor = (labels: readonly string[]): string => labels.find((label) => /^(None|Nothing yet)/.test(label)) ?? labels[0]!;

export const numberFor = (heading: string): string => answerFor(NUMBERS, heading) ?? '5';

/** The text to write, or undefined for a text the patient may leave empty. */
export const textFor = (heading: string): string | undefined => answerFor(TEXTS, heading);
