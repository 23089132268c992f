import type { components } from '../../openapi/patient-api';
import type { Database } from '../database/database';
import { HttpError } from '../http/http-error';

type Answers = components['schemas']['QuestionnaireAnswers'];
type QuestionType = components['schemas']['QuestionType'];
type ProductType = components['schemas']['ProductType'];

const QUESTIONNAIRE_NAMES: Partial<Record<QuestionType, string>> = {
  renewalQuestions: 'renewal',
  followupVisitQuestions: 'follow-up',
};

/**
 * Answers must answer the questions of the questionnaire they are sent for (the renewal or follow-up
 * questionnaire of the subscription's product type), each once: a doctor reads them against it.
 */
export const requireAnswersOf = async (db: Pick<Database, 'query'>, questionType: QuestionType, productType: ProductType, answers: Answers): Promise<void> => {
  const ids = answers.map((answer) => answer.questionId);
  const name = QUESTIONNAIRE_NAMES[questionType] ?? questionType;
  const repeated = ids.find((id, index) => ids.indexOf(id) !== index);
  if (repeated) throw new HttpError(400, `Invalid body: question ${repeated} is answered twice`);
  const found = await db.query<{ id: string }>('select id from questions where id = any($1::text[]) and question_type = $2 and product_type = $3', [
    ids,
    questionType,
    productType,
  ]);
  const known = new Set(found.rows.map((row) => row.id));
  const stranger = ids.find((id) => !known.has(id));
  if (stranger) throw new HttpError(400, `Invalid body: question ${stranger} is not a question of the ${name} questionnaire`);
};
