import * as z from 'zod/mini';
import type { DraftAnswer } from '../../../domain/check-in/check-in-answers';
import type { RegistrationQuestion } from '../../../domain/entities/registration-question';
import { PRODUCT_TYPES } from '../../../domain/shared/product-type';

const text = () => z.string().check(z.minLength(1));
const described = <T extends z.ZodMiniType>(schema: T, description: string): T => {
  z.globalRegistry.add(schema, { description });
  return schema;
};

/**
 * The answers file of `register --answers <file.json>`: everything a patient would type or choose, by
 * step. Questionnaire answers are keyed by question id (seeded ids are stable); a choice is given by
 * option id or label, one or a list; a text, number or date answer by its value. A question left out
 * is left unanswered (the server says which ones it needs). Unknown keys are refused (a typo is not
 * silently ignored); its JSON Schema is `register schema` (cli-package/answers-file.schema.json).
 */
export const registrationAnswersSchema = z.strictObject({
  $schema: z.optional(z.string()),
  account: z.optional(
    described(
      z.strictObject({ email: z.email(), password: text(), firstName: z.optional(text()), lastName: z.optional(text()) }),
      'Signs up, or signs in when the account exists; without it the signed-in patient registers',
    ),
  ),
  productType: z.enum(PRODUCT_TYPES),
  basics: z.strictObject({
    gender: z.enum(['male', 'female']),
    birthDate: described(text(), 'MM-DD-YYYY, 18 or older'),
    zipCode: described(text(), 'a 5-digit ZIP code of a state served'),
    phone: described(text(), 'a US phone number (one account per number)'),
  }),
  answers: described(
    z._default(z.record(z.string(), z.union([z.string(), z.number(), z.array(z.string())])), {}),
    'By question id (`register questions --type <t>`): a choice by option label or id (a list for a multiple choice), a number, a text, a date as YYYY-MM-DD',
  ),
  treatment: z._default(
    z.strictObject({
      variationId: z.optional(text()),
      doseId: z.optional(text()),
      frequencyOfReception: z.optional(z.number()),
      frequencyOfDelivery: z.optional(z.number()),
      packageType: z.optional(text()),
      addonIds: z.optional(z.array(text())),
    }),
    {},
  ),
  coupon: z.optional(described(text(), 'a coupon code, applied before the treatment is chosen')),
  address: z.strictObject({ address: text(), secondAddress: z._default(z.string(), ''), city: text(), state: text(), zipCode: text() }),
  addressCandidate: described(z._default(z.number().check(z.int(), z.nonnegative()), 0), "which of the address service's candidates to ship to (0 the first)"),
  card: z.strictObject({
    number: text(),
    expiry: described(z.string().check(z.regex(/^\s*\d{1,2}\s*\/\s*(\d{2}|\d{4})\s*$/, 'must be MM/YY')), 'MM/YY'),
    cvc: text(),
  }),
  photos: z.optional(
    described(
      z.strictObject({ cardID: text(), selfie: text() }),
      "Paths of the ID card and the selfie, from the answers file's own folder (JPEG, PNG, HEIC or WebP, at least 400 px a side)",
    ),
  ),
});

export type RegistrationAnswers = z.infer<typeof registrationAnswersSchema>;

/** The answers file's JSON Schema, for editors and for checking a file before running it. */
export const registrationAnswersJsonSchema = (): Record<string, unknown> => ({
  ...z.toJSONSchema(registrationAnswersSchema, { io: 'input' }),
  title: 'vireo register --answers file',
});

/** The file's answer to one question as the form's draft, or null when the file leaves it out. */
export const draftAnswerFor = (question: RegistrationQuestion, answers: RegistrationAnswers['answers']): DraftAnswer | null => {
  const given = answers[question._id];
  if (given === undefined) return null;
  if (question.qOptions.length === 0) return { optionIds: [], text: String(given) };
  const wanted = (Array.isArray(given) ? given : [String(given)]).map((value) => value.trim().toLowerCase());
  const optionIds = question.qOptions
    .filter((option) => wanted.includes(option._id) || wanted.includes(option.label.toLowerCase()))
    .map((option) => option._id);
  return { optionIds, text: '' };
};
