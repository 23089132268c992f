import * as z from 'zod/mini';
import type { User } from '../../../domain/entities/user';
import { orNull, withDefault } from './schema-helpers';
import { subscriptionSchema } from './subscription.schema';

export const notificationPreferenceSchema = z.object({
  sms: z.boolean(),
  email: z.boolean(),
  receiveNewsByEmail: z.boolean(),
  receiveNewsBySMS: z.boolean(),
});

export const patientSchema = z.object({
  _id: z.string(),
  status: z.enum(['register', 'active']),
  height: orNull(z.number()),
  weight: orNull(z.number()),
  bmi: orNull(z.number()),
  basic: z.object({ birthDate: orNull(z.string()), gender: withDefault(z.enum(['male', 'female']), 'male') }),
  shipping: z.object({
    address: z.optional(z.string()),
    secondAddress: z.optional(z.string()),
    city: z.optional(z.string()),
    state: z.optional(z.string()),
    zipCode: z.optional(z.string()),
  }),
  verify: z.object({ completed: z.boolean() }),
  creditCard: z.nullable(
    z.object({
      cardNumber: z.optional(z.string()),
      expirationDate: z.optional(z.string()),
      cardType: z.optional(z.string()),
    }),
  ),
  notificationPreference: notificationPreferenceSchema,
});

export const userSchema = z.object({
  _id: z.string(),
  roles: z.array(z.string()).check(z.minLength(1)),
  email: z.string(),
  firstName: orNull(z.string()),
  lastName: orNull(z.string()),
  phone: orNull(z.string()),
  avatar: orNull(z.string()),
  chatNoticeAlert: withDefault(z.boolean(), true),
  notificationPreference: notificationPreferenceSchema,
  verifyClientSecret: orNull(z.string()),
  showReactivatePopup: withDefault(z.boolean(), false),
  belugaMode: withDefault(z.boolean(), false),
  latestBilledAmount: orNull(z.number()),
  patient: orNull(patientSchema),
  subscriptions: withDefault(z.array(subscriptionSchema), []),
}) satisfies z.ZodMiniType<User>;
