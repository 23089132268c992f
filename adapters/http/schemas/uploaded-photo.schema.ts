import * as z from 'zod/mini';
import type { UploadedIdentityPhoto } from '../../../domain/entities/identity-photo';

export const uploadedPhotoSchema = z.object({
  _id: z.string(),
  kind: z.enum(['cardID', 'selfie']),
  mimeType: z.string(),
  size: z.number(),
}) satisfies z.ZodMiniType<UploadedIdentityPhoto>;
