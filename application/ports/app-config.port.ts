import type { Result } from '../../domain/shared/result';

/** GET /get-config?config={name}: the configuration values the registration reads (data[0].value). */
export interface AppConfigPort {
  /** Whether patients verify their identity; the photo step is skipped when false. */
  identityVerificationEnabled(): Promise<Result<boolean>>;
  /** The limits the server applies to the ID photo and the selfie. */
  photoUploadRules(): Promise<Result<{ readonly maxBytes: number; readonly acceptedTypes: readonly string[] }>>;
}
