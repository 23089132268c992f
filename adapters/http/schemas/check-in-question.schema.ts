import * as z from 'zod/mini';
import type { CheckInQuestion } from '../../../domain/entities/check-in-question';
import { orNull, withDefault } from './schema-helpers';

const optionSchema = z.object({
  _id: z.string(),
  label: z.string(),
  followUpQuestions: withDefault(z.array(z.string()), []),
  blocksPatient: withDefault(z.boolean(), false),
  isExclusive: withDefault(z.boolean(), false),
});

/** A question of the renewal or follow-up questionnaire (the contract's Question, what the form reads). */
export const checkInQuestionSchema = z.object({
  _id: z.string(),
  kind: z.enum(['singleChoice', 'multipleChoice', 'yesNo', 'text', 'number', 'date', 'chatMessage']),
  question: z.string(),
  description: orNull(z.string()),
  qOptions: withDefault(z.array(optionSchema), []),
  isFollowupQuestion: withDefault(z.boolean(), false),
  immediateParentQId: orNull(z.string()),
  optionId: orNull(z.string()),
  flagAsEmpty: withDefault(z.boolean(), false),
  input: orNull(
    z.object({
      min: z.optional(z.number()),
      max: z.optional(z.number()),
      maxLength: z.optional(z.number()),
      pastOnly: z.optional(z.boolean()),
      unit: z.optional(z.string()),
      placeholder: z.optional(z.string()),
    }),
  ),
}) satisfies z.ZodMiniType<CheckInQuestion>;
