import * as z from 'zod/mini';
import type { DoctorProfile } from '../../../domain/entities/doctor-profile';
import { orNull } from './schema-helpers';

const calendarDate = () => z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** GET /api/doctor/{id}: the part of a doctor a patient may read. */
export const doctorProfileSchema = z.object({
  _id: z.string(),
  user: z.object({ _id: z.string(), firstName: z.string(), lastName: z.string() }),
  status: z.enum(['active', 'inactive']),
  suffix: orNull(z.string()),
  photo: orNull(z.string()),
  licenses: z.array(
    z.object({
      _id: z.string(),
      licenseNumber: z.string(),
      state: z.string(),
      expirationDate: calendarDate(),
      product: z.enum(['wl', 'hl', 'ag', 'ed']),
    }),
  ),
  medicalDegree: z.array(z.object({ _id: z.string(), name: z.string(), degree: z.string(), endDate: calendarDate() })),
  doctorInfo: orNull(z.string()),
}) satisfies z.ZodMiniType<DoctorProfile>;
