import * as z from 'zod/mini';
import type { RegistrationQuestion } from '../../../domain/entities/registration-question';
import { checkInQuestionSchema } from './check-in-question.schema';
import { orNull } from './schema-helpers';

/** A question of a registration questionnaire (the contract's Question, what the engine reads). */
export const registrationQuestionSchema = z.extend(checkInQuestionSchema, {
  sequence: z.number(),
  label: orNull(z.string()),
  gender: orNull(z.enum(['male', 'female'])),
  lookup: orNull(z.enum(['medications', 'allergies', 'conditions'])),
}) satisfies z.ZodMiniType<RegistrationQuestion>;
