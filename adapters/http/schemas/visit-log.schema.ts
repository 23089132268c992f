import * as z from 'zod/mini';
import type { VisitLog } from '../../../domain/entities/visit-log';
import { singleEnvelope } from './envelope.schema';

/** A saved answer (the contract's AnswerRecord), read back as the answer the app sent. */
const answerRecordSchema = z.pipe(
  z.object({
    questionId: z.string(),
    optionIds: z.array(z.string()),
    value: z.optional(z.nullable(z.union([z.string(), z.number()]))),
  }),
  z.transform(({ questionId, optionIds, value }) => ({
    questionId,
    ...(optionIds.length > 0 ? { optionIds } : {}),
    ...(value === null || value === undefined ? {} : { value }),
  })),
);

export const visitLogSchema = z.object({
  isBlockedUser: z.boolean(),
  questionnaires: z.array(
    z.object({ questionType: z.string(), lastQuestionIndex: z.number().check(z.int(), z.nonnegative()), answers: z.array(answerRecordSchema) }),
  ),
}) satisfies z.ZodMiniType<VisitLog>;

export const visitLogEnvelope = singleEnvelope(visitLogSchema);

/** GET /api/global-answers/patient/{patientId}: data[0].questionnaire. */
export const globalAnswersEnvelope = z.pipe(
  singleEnvelope(z.object({ questionnaire: z.array(answerRecordSchema) })),
  z.transform((entry) => entry.questionnaire),
);
