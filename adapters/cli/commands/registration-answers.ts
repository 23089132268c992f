import * as z from 'zod/mini';
import type { DraftAnswer } from '../../../domain/check-in/check-in-answers';
import type { RegistrationQuestion } from '../../../domain/entities/registration-question';
import { parseExpiry } from '../../../domain/registration-flow/card-entry';
import { PRODUCT_TYPES } from '../../../domain/shared/product-type';

const text = () => z.string().check(z.minLength(1));

/**
 * The answers file of `register --answers <file.json>`: everything a patient would type or choose, by
 * step. Questionnaire answers are keyed by question id (seeded ids are stable); a choice is given by
 * option id or label, one or a list; a text, number or date answer by its value. A question left out
 * is left unanswered (the server says which ones it needs).
 */
export const registrationAnswersSchema = z.object({
  account: z.optional(z.object({ email: z.email(), password: text(), firstName: z.optional(text()), lastName: z.optional(text()) })),
  productType: z.enum(PRODUCT_TYPES),
  basics: z.object({ gender: z.enum(['male', 'female']), birthDate: text(), zipCode: text(), phone: text() }),
  answers: z._default(z.record(z.string(), z.union([z.string(), z.number(), z.array(z.string())])), {}),
  treatment: z._default(
    z.object({
      variationId: z.optional(text()),
      doseId: z.optional(text()),
      frequencyOfReception: z.optional(z.number()),
      frequencyOfDelivery: z.optional(z.number()),
      packageType: z.optional(text()),
      addonIds: z.optional(z.array(text())),
    }),
    {},
  ),
  coupon: z.optional(text()),
  address: z.object({ address: text(), secondAddress: z._default(z.string(), ''), city: text(), state: text(), zipCode: text() }),
  /** Which of the address service's candidates to ship to, when it offers several (0 the first). */
  addressCandidate: z._default(z.number().check(z.int(), z.nonnegative()), 0),
  card: z.object({ number: text(), expiry: text().check(z.refine((expiry) => parseExpiry(expiry) !== null, 'must be MM/YY')), cvc: text() }),
  photos: z.optional(z.object({ cardID: text(), selfie: text() })),
});

export type RegistrationAnswers = z.infer<typeof registrationAnswersSchema>;

/** The file's answer to one question as the form's draft, or null when the file leaves it out. */
export const draftAnswerFor = (question: RegistrationQuestion, answers: RegistrationAnswers['answers']): DraftAnswer | null => {
  const given = answers[question._id];
  if (given === undefined) return null;
  if (question.qOptions.length === 0) return { optionIds: [], text: String(given) };
  const wanted = (Array.isArray(given) ? given : [String(given)]).map((value) => value.trim().toLowerCase());
  const optionIds = question.qOptions.filter((option) => wanted.includes(option._id) || wanted.includes(option.label.toLowerCase())).map((option) => option._id);
  return { optionIds, text: '' };
};
