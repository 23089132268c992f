import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { seedId } from '../../server/questionnaires/seed/question-seed';
import { stripedPng } from '../support/png';

/** Seeded question ids are stable, as an answers file relies on (`register questions` lists them). */
const hairLoss = (key: string) => seedId(`hlQuestions:hl:${key}`);
const medicalHistory = (key: string) => seedId(`globalQuestions:all:${key}`);

export const GOAL_QUESTION_ID = hairLoss('hl-goal');

/** A man with thinning hair whom the doctor can treat online: every question he is asked, answered by option label. */
export const TREATABLE_ANSWERS: Readonly<Record<string, string | string[]>> = {
  [hairLoss('hl-pattern-male')]: 'Thinning at the crown',
  [hairLoss('hl-duration')]: '6 months to 2 years',
  [hairLoss('hl-family')]: 'No',
  [hairLoss('hl-triggers')]: ['None of these'],
  [hairLoss('hl-scalp')]: ['None of these'],
  [hairLoss('hl-psa')]: 'No',
  [hairLoss('hl-tried')]: ['Nothing yet'],
  [GOAL_QUESTION_ID]: 'Regrow hair',
  [medicalHistory('global-allergies')]: 'No',
  [medicalHistory('global-medications')]: 'No',
  [medicalHistory('global-conditions')]: ['None of these'],
  [medicalHistory('global-hospital')]: 'No',
  [medicalHistory('global-smoking')]: 'Never',
  [medicalHistory('global-alcohol')]: '1 to 7',
  [medicalHistory('global-recreational-drugs')]: 'No',
};

let registrations = 0;

/**
 * Writes `<name>.json`, an answers file for a hair-loss registration, and the ID and selfie photos it names,
 * into `folder`; `changes` replaces whole top-level entries. Each file gets a phone of its own: the server
 * keeps a phone number to one account.
 */
export const writeAnswersFile = (folder: string, name: string, changes: Readonly<Record<string, unknown>> = {}): string => {
  registrations += 1;
  writeFileSync(join(folder, 'id.png'), stripedPng(900, 600));
  writeFileSync(join(folder, 'selfie.png'), stripedPng(600, 800));
  const file = join(folder, `${name}.json`);
  const answers = {
    productType: 'hl',
    basics: { gender: 'male', birthDate: '03-15-1988', zipCode: '80218', phone: `(303) 555-${String(100 + registrations).padStart(4, '0')}` },
    answers: TREATABLE_ANSWERS,
    address: { address: '1500 Colfax Ave', city: 'Denver', state: 'CO', zipCode: '80218' },
    card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
    photos: { cardID: join(folder, 'id.png'), selfie: join(folder, 'selfie.png') },
    ...changes,
  };
  writeFileSync(file, JSON.stringify(answers, null, 2));
  return file;
};
