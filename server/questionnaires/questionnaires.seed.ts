import type { SeedTransaction } from '../seed/seed-types';
import type { ServerContext } from '../server-context';
import { AG_QUESTIONNAIRES } from './seed/ag.questionnaires';
import { ED_QUESTIONNAIRES } from './seed/ed.questionnaires';
import { GLOBAL_QUESTIONNAIRE } from './seed/global.questionnaire';
import { HL_QUESTIONNAIRES } from './seed/hl.questionnaires';
import { toQuestionDocs, type QuestionnaireSeed } from './seed/question-seed';
import { WL_QUESTIONNAIRES } from './seed/wl.questionnaires';

/** Every seeded questionnaire: registration, renewal and follow-up visit per product type, and the global one. */
export const SEEDED_QUESTIONNAIRES: readonly QuestionnaireSeed[] = [
  ...ED_QUESTIONNAIRES,
  ...HL_QUESTIONNAIRES,
  ...WL_QUESTIONNAIRES,
  ...AG_QUESTIONNAIRES,
  GLOBAL_QUESTIONNAIRE,
];

export const seedQuestionnaires = async (tx: SeedTransaction, _demo: unknown, ctx: ServerContext): Promise<void> => {
  const createdAt = new Date(ctx.now()).toISOString();
  const docs = SEEDED_QUESTIONNAIRES.flatMap((questionnaire) => toQuestionDocs(questionnaire, createdAt));
  await tx.query(
    `insert into questions (id, question_type, product_type, sequence, is_global, is_re_questionnaire, is_followup, gender, doc)
     select d->>'_id', d->>'type', d->>'productType', (d->>'sequence')::integer, (d->>'isGlobalQuestion')::boolean,
            (d->>'isReQuestionnaire')::boolean, (d->>'isFollowupQuestion')::boolean, d->>'gender', d
     from jsonb_array_elements($1::jsonb) d`,
    [JSON.stringify(docs)],
  );
};
