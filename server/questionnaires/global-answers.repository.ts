import type { components } from '../../openapi/patient-api';
import type { Database } from '../database/database';

type Schemas = components['schemas'];
export type GlobalAnswers = Schemas['GlobalAnswers'];
type Queryable = Pick<Database, 'query'>;

/** The patient's answers to the global questions; an empty questionnaire before the first ones are saved. */
export const readGlobalAnswers = async (db: Queryable, patientId: string): Promise<GlobalAnswers> => {
  const found = await db.query<{ doc: GlobalAnswers }>('select doc from global_answers where patient_id = $1', [patientId]);
  return found.rows[0]?.doc ?? { patientId, questionnaire: [], updatedAt: null };
};

export const saveGlobalAnswers = async (db: Queryable, answers: GlobalAnswers & { updatedAt: string }): Promise<void> => {
  await db.query(
    `insert into global_answers (patient_id, updated_at, doc) values ($1, $2, $3)
     on conflict (patient_id) do update set updated_at = excluded.updated_at, doc = excluded.doc`,
    [answers.patientId, answers.updatedAt, answers],
  );
};
