import { createHash } from 'node:crypto';
import type { components } from '../../../openapi/patient-api';

type Schemas = components['schemas'];
export type QuestionDoc = Schemas['Question'];
export type QuestionType = Schemas['QuestionType'];
export type QuestionKind = Schemas['QuestionKind'];
type ProductType = Schemas['ProductType'];
type Gender = Schemas['Gender'];

/**
 * Seeded ids derive from a stable key, not randomness: an answers file that names question ids (the CLI's
 * registration) keeps working after the database is reset.
 */
export const seedId = (key: string): string => createHash('sha256').update(`vireo-seed:${key}`).digest('hex').slice(0, 24);

export interface OptionSeed {
  readonly key: string;
  readonly label: string;
  readonly blocksPatient?: boolean;
  readonly isExclusive?: boolean;
  readonly followUps?: readonly QuestionSeed[];
}

export interface QuestionSeed {
  readonly key: string;
  readonly kind: QuestionKind;
  readonly question: string;
  readonly description?: string;
  readonly label?: string;
  readonly gender?: Gender;
  /** The patient may leave it empty (`flagAsEmpty`). */
  readonly optional?: boolean;
  readonly lookup?: Schemas['LookupType'];
  readonly input?: Schemas['QuestionInput'];
  /** What a number question measures, for programs that must not read its (translated) label. */
  readonly measure?: Schemas['QuestionMeasure'];
  readonly options?: readonly OptionSeed[];
}

export interface QuestionnaireSeed {
  readonly type: QuestionType;
  /** null for the global questionnaire, which every product type shares. */
  readonly productType: ProductType | null;
  readonly questions: readonly QuestionSeed[];
}

type Extra = Partial<Omit<QuestionSeed, 'key' | 'kind' | 'question' | 'options'>>;

export const option = (key: string, label: string, extra: Partial<Omit<OptionSeed, 'key' | 'label'>> = {}): OptionSeed => ({
  key,
  label,
  ...extra,
});

/** "None of these": chosen alone in a multiple choice. */
export const noneOfThese = (label = 'None of these'): OptionSeed => option('none', label, { isExclusive: true });

export const singleChoice = (key: string, question: string, options: readonly OptionSeed[], extra: Extra = {}): QuestionSeed => ({
  key,
  kind: 'singleChoice',
  question,
  options,
  ...extra,
});

export const multipleChoice = (key: string, question: string, options: readonly OptionSeed[], extra: Extra = {}): QuestionSeed => ({
  key,
  kind: 'multipleChoice',
  question,
  options,
  ...extra,
});

type YesNoBranch = Partial<Omit<OptionSeed, 'key' | 'label'>>;

/** A yes/no question has the options Yes and No, so a follow-up or a block can hang on either. */
export const yesNo = (
  key: string,
  question: string,
  branches: { readonly yes?: YesNoBranch; readonly no?: YesNoBranch } = {},
  extra: Extra = {},
): QuestionSeed => ({
  key,
  kind: 'yesNo',
  question,
  options: [option('yes', 'Yes', branches.yes), option('no', 'No', branches.no)],
  ...extra,
});

export const text = (key: string, question: string, extra: Extra = {}): QuestionSeed => ({
  key,
  kind: 'text',
  question,
  ...extra,
  input: { maxLength: 1000, ...extra.input },
});

export const numberQuestion = (key: string, question: string, input: Schemas['QuestionInput'], extra: Extra = {}): QuestionSeed => ({
  key,
  kind: 'number',
  question,
  input,
  ...extra,
});

export const date = (key: string, question: string, extra: Extra = {}): QuestionSeed => ({
  key,
  kind: 'date',
  question,
  input: { pastOnly: true },
  ...extra,
});

/** A message from the care team shown in the chat of the questionnaire; it asks nothing. */
export const chatMessage = (key: string, message: string, extra: Extra = {}): QuestionSeed => ({
  key,
  kind: 'chatMessage',
  question: message,
  ...extra,
});

/**
 * The questionnaire as stored questions: ids from keys, `sequence` in depth-first order (each follow-up
 * right after the question and option that reveal it), follow-ups linked both ways.
 */
export const toQuestionDocs = (seed: QuestionnaireSeed, createdAt: string): QuestionDoc[] => {
  const docs: QuestionDoc[] = [];
  const scope = `${seed.type}:${seed.productType ?? 'all'}`;
  let sequence = 0;
  const visit = (question: QuestionSeed, parent: { questionId: string; optionId: string } | null): void => {
    const id = seedId(`${scope}:${question.key}`);
    const doc: QuestionDoc = {
      _id: id,
      type: seed.type,
      sequence: (sequence += 1),
      kind: question.kind,
      question: question.question,
      description: question.description ?? null,
      label: question.label ?? null,
      mainImg: null,
      productType: seed.productType,
      gender: question.gender ?? null,
      flagAsEmpty: question.optional ?? false,
      lookup: question.lookup ?? null,
      input: question.input ?? null,
      qOptions: [],
      isFollowupQuestion: parent !== null,
      immediateParentQId: parent?.questionId ?? null,
      optionId: parent?.optionId ?? null,
      isGlobalQuestion: seed.type === 'globalQuestions',
      isReQuestionnaire: seed.type === 'renewalQuestions',
      measure: question.measure ?? null,
      createdAt,
    };
    docs.push(doc);
    for (const seeded of question.options ?? []) {
      const optionId = seedId(`${scope}:${question.key}:${seeded.key}`);
      const followUps = seeded.followUps ?? [];
      doc.qOptions.push({
        _id: optionId,
        label: seeded.label,
        followUpQuestions: followUps.map((followUp) => seedId(`${scope}:${followUp.key}`)),
        blocksPatient: seeded.blocksPatient ?? false,
        isExclusive: seeded.isExclusive ?? false,
      });
      for (const followUp of followUps) visit(followUp, { questionId: id, optionId });
    }
  };
  for (const question of seed.questions) visit(question, null);
  return docs;
};
