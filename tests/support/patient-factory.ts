import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../adapters/cli/run-cli';
import { CATALOGUE_ADDONS } from '../../server/catalogue/catalogue-offers';
import { CATALOGUE_PRODUCTS } from '../../server/catalogue/catalogue-products';
import { stripedPng } from './png';
import { multipleChoiceFor, numberFor, singleChoiceFor, textFor } from './treatable-answers';

/**
 * Fresh patients for tests, prepared through the API as an integrator would (the CLI's own `register`,
 * in this process), then moved on by the care team and the clock through the operator routes: no test
 * needs the seeded demo patient's data, and none changes it.
 */

export type ProductType = 'ed' | 'hl' | 'wl' | 'ag';
type Gender = 'male' | 'female';

export interface PatientOptions {
  readonly productType?: ProductType;
  readonly gender?: Gender;
  /** Where the patient lives and ships to: a street the local address service knows. */
  readonly home?: keyof typeof HOMES;
  /** A sandbox test card number (4000 0000 0000 0341 pays the first charge and declines the later ones). */
  readonly card?: string;
  /** MM/YY. */
  readonly expiry?: string;
  readonly coupon?: string;
  /** The treatment by ids, as an answers file gives it (what is left out takes the default)... */
  readonly treatment?: Readonly<Record<string, unknown>>;
  /** ...or by the names a patient reads, looked up in the seeded catalogue. */
  readonly plan?: PlanByName;
  readonly firstName?: string;
}

export interface PlanByName {
  readonly variation: string;
  readonly weight: number;
  readonly frequencyOfDelivery: number;
  readonly frequencyOfReception?: number;
  readonly addons?: readonly string[];
}

/** The answers file's treatment for a plan named as the patient reads it. */
const treatmentOf = (plan: PlanByName): Record<string, unknown> => {
  const variation = CATALOGUE_PRODUCTS.flatMap((product) => product.variations).find((candidate) => candidate.variationName === plan.variation);
  const dose = variation?.doses.find((candidate) => candidate.weight === plan.weight);
  if (!variation || !dose) throw new Error(`The catalogue has no ${plan.variation} ${plan.weight}`);
  const addonIds = (plan.addons ?? []).map((name) => {
    const addon = CATALOGUE_ADDONS.find((candidate) => candidate.name === name);
    if (!addon) throw new Error(`The catalogue has no add-on ${name}`);
    return addon._id;
  });
  return {
    variationId: variation._id,
    doseId: dose._id,
    frequencyOfDelivery: plan.frequencyOfDelivery,
    ...(plan.frequencyOfReception === undefined ? {} : { frequencyOfReception: plan.frequencyOfReception }),
    addonIds,
  };
};

export interface Patient {
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  /** The session of the CLI run that registered it, for further `register` runs. */
  readonly sessionFile: string;
}

export interface Registration {
  readonly patient: Patient;
  readonly subscriptionId: string;
}

export const PATIENT_PASSWORD = 'Patient123';

const HOMES = {
  CO: { address: '1500 E Colfax Ave', city: 'Denver', state: 'CO', zipCode: '80218' },
  TX: { address: '500 Congress Ave', city: 'Austin', state: 'TX', zipCode: '78701' },
  WA: { address: '400 Pike St', city: 'Seattle', state: 'WA', zipCode: '98101' },
  GA: { address: '200 Peachtree St NE', city: 'Atlanta', state: 'GA', zipCode: '30303' },
  MA: { address: '500 Boylston St', city: 'Boston', state: 'MA', zipCode: '02116' },
} as const;

const DEFAULT_GENDER: Readonly<Record<ProductType, Gender>> = { ed: 'male', hl: 'male', wl: 'female', ag: 'female' };

const random = (below: number) => Math.floor(Math.random() * below);
const uniqueEmail = () => `patient.${Date.now()}.${random(1e9)}@example.com`;
/** A Denver number: the server gives one phone one account. */
const uniquePhone = () => `(303) ${200 + random(800)}-${String(random(10_000)).padStart(4, '0')}`;

interface ListedQuestion {
  readonly _id: string;
  readonly kind: string;
  readonly question: string;
  readonly qOptions: readonly { readonly _id: string; readonly label: string }[];
  readonly isFollowupQuestion: boolean;
  readonly immediateParentQId: string | null;
  readonly optionId: string | null;
}

const cli = async (apiBase: string, sessionFile: string, ...argv: string[]) => {
  let stdout = '';
  let stderr = '';
  const code = await runCli({
    argv,
    env: { VIREO_API: apiBase, VIREO_SESSION_FILE: sessionFile, NO_COLOR: '1' },
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
  });
  if (code !== 0) throw new Error(`cli ${argv.join(' ')} exited ${code}: ${stderr || stdout}`);
  return stdout;
};

/** What a treatable patient answers, question by question, following up where their answers lead. */
const answersFor = (questions: readonly ListedQuestion[]): Record<string, string | number | string[]> => {
  const answers: Record<string, string | number | string[]> = {};
  const chosen = new Set<string>();
  const answered = new Set<string>();
  for (const question of questions) {
    if (question.isFollowupQuestion && !(answered.has(question.immediateParentQId ?? '') && chosen.has(question.optionId ?? ''))) continue;
    answered.add(question._id);
    const labels = question.qOptions.map((option) => option.label);
    const pick = (label: string) => {
      chosen.add(question.qOptions.find((option) => option.label === label)?._id ?? '');
      return label;
    };
    if (question.kind === 'chatMessage') continue;
    if (question.kind === 'multipleChoice') answers[question._id] = [pick(multipleChoiceFor(labels))];
    else if (labels.length > 0) answers[question._id] = pick(singleChoiceFor(question.question, labels));
    else if (question.kind === 'number') answers[question._id] = Number(numberFor(question.question));
    else if (question.kind === 'date') answers[question._id] = '2025-09-15';
    else answers[question._id] = textFor(question.question) ?? 'Feeling well and able to keep to the plan';
  }
  return answers;
};

/** Registers a treatment for a signed-in patient (or signs one up first): every step, paid, in review. */
const register = async (apiBase: string, patient: Patient, options: PatientOptions, account: boolean): Promise<string> => {
  const productType = options.productType ?? 'hl';
  const gender = options.gender ?? DEFAULT_GENDER[productType];
  const folder = mkdtempSync(join(tmpdir(), 'patient-'));
  const signUp = async () => {
    if (!account) return;
    await cli(
      apiBase,
      patient.sessionFile,
      'signup',
      '--email',
      patient.email,
      '--password',
      patient.password,
      '--first-name',
      patient.firstName,
      '--last-name',
      'Tester',
    );
  };
  await signUp();
  const listed = JSON.parse(await cli(apiBase, patient.sessionFile, 'register', 'questions', '--type', productType, '--gender', gender, '--json')) as Record<
    'questions' | 'globalQuestions',
    ListedQuestion[]
  >;
  writeFileSync(join(folder, 'id.png'), stripedPng(900, 600));
  writeFileSync(join(folder, 'selfie.png'), stripedPng(600, 800));
  const home = HOMES[options.home ?? 'CO'];
  const file = join(folder, 'answers.json');
  writeFileSync(
    file,
    JSON.stringify({
      productType,
      basics: { gender, birthDate: '03-15-1988', zipCode: home.zipCode, phone: uniquePhone() },
      answers: { ...answersFor(listed.questions), ...answersFor(listed.globalQuestions) },
      treatment: options.plan ? treatmentOf(options.plan) : (options.treatment ?? {}),
      ...(options.coupon ? { coupon: options.coupon } : {}),
      address: home,
      card: { number: options.card ?? '4242 4242 4242 4242', expiry: options.expiry ?? '12/34', cvc: '123' },
      photos: { cardID: join(folder, 'id.png'), selfie: join(folder, 'selfie.png') },
    }),
  );
  const done = await cli(apiBase, patient.sessionFile, 'register', '--answers', file);
  const id = /subscription ([a-f0-9]{24}) is In Review/.exec(done)?.[1];
  if (!id) throw new Error(`register did not say which subscription it made: ${done}`);
  return id;
};

/** A new patient who has finished registering one treatment (paid, In Review). */
export const registerPatient = async (apiBase: string, options: PatientOptions = {}): Promise<Registration> => {
  const patient: Patient = {
    email: uniqueEmail(),
    password: PATIENT_PASSWORD,
    firstName: options.firstName ?? 'Robin',
    sessionFile: join(mkdtempSync(join(tmpdir(), 'patient-session-')), 'session.json'),
  };
  return { patient, subscriptionId: await register(apiBase, patient, options, true) };
};

/** Another treatment for the same patient, registered from the patient area's side (paid, In Review). */
export const registerAnotherTreatment = (apiBase: string, patient: Patient, options: PatientOptions & { productType: ProductType }): Promise<string> =>
  register(apiBase, patient, options, false);
