import type { components } from '../../openapi/patient-api';
import type { Database } from '../database/database';
import type { QuestionDoc, QuestionType } from './seed/question-seed';

type Schemas = components['schemas'];
type Queryable = Pick<Database, 'query'>;

export interface QuestionFilters {
  readonly productType?: Schemas['ProductType'];
  readonly questionType?: QuestionType;
  readonly isReQuestionnaire?: boolean;
  readonly isGlobalQuestion?: boolean;
  readonly isFollowupQuestion?: boolean;
  readonly gender?: Schemas['Gender'];
}

/**
 * Questions matching every filter given, by sequence. Global questions (no product type) belong to every
 * product type; questions without a gender are for everyone.
 */
export const listQuestions = async (db: Queryable, filters: QuestionFilters): Promise<QuestionDoc[]> => {
  const found = await db.query<{ doc: QuestionDoc }>(
    `select doc from questions
     where ($1::text is null or product_type = $1 or product_type is null)
       and ($2::text is null or question_type = $2)
       and ($3::boolean is null or is_re_questionnaire = $3)
       and ($4::boolean is null or is_global = $4)
       and ($5::boolean is null or is_followup = $5)
       and ($6::text is null or gender is null or gender = $6)
     order by is_global, question_type, sequence, id`,
    [
      filters.productType ?? null,
      filters.questionType ?? null,
      filters.isReQuestionnaire ?? null,
      filters.isGlobalQuestion ?? null,
      filters.isFollowupQuestion ?? null,
      filters.gender ?? null,
    ],
  );
  return found.rows.map((row) => row.doc);
};

export const findQuestion = async (db: Queryable, id: string): Promise<QuestionDoc | null> => {
  const found = await db.query<{ doc: QuestionDoc }>('select doc from questions where id = $1', [id]);
  return found.rows[0]?.doc ?? null;
};

/** The questions of one questionnaire as a product type sees it (the global one is shared by all). */
export const questionsOfQuestionnaire = (db: Queryable, questionType: QuestionType, productType: Schemas['ProductType']) =>
  listQuestions(db, { questionType, ...(questionType === 'globalQuestions' ? {} : { productType }) });
