import type { components } from '../../openapi/patient-api';
import type { Database } from '../database/database';
import { UPLOAD_RULES, type FileKind } from '../files/file-store';
import { MAX_MEDICAL_FILES } from '../files/multipart-files';

export type ConfigEntry = components['schemas']['ConfigEntry'];

/** Values an operator may change (kept in `app_config`), seeded with these defaults. */
export const SEEDED_CONFIG: readonly ConfigEntry[] = [
  {
    name: 'identityVerificationEnabled',
    value: true,
    description: 'Whether patients verify their identity (ID photo, then selfie); the photo step is skipped when false.',
  },
  { name: 'minimumPatientAge', value: 18, description: 'The youngest age, in years, at which a patient may register.' },
  { name: 'addressCandidates', value: 2, description: 'How many candidates to ask the address service for.' },
];

const uploadRules = (kind: FileKind, maxFiles: number) => ({
  maxBytes: UPLOAD_RULES[kind].maxBytes,
  acceptedTypes: [...UPLOAD_RULES[kind].types],
  maxFiles,
});

/** Values that mirror what the server enforces, read from the code so they never drift from it. */
const DERIVED_CONFIG: readonly ConfigEntry[] = [
  {
    name: 'photoUploadRules',
    value: uploadRules('card-id', 1),
    description: 'Limits of the ID photo and the selfie: size in bytes and types, told by content.',
  },
  {
    name: 'medicalFileUploadRules',
    value: uploadRules('medical', MAX_MEDICAL_FILES),
    description: 'Limits of medical files: size in bytes of each, types, and files per upload.',
  },
];

export const readConfigEntry = async (db: Pick<Database, 'query'>, name: string): Promise<ConfigEntry | null> => {
  const derived = DERIVED_CONFIG.find((entry) => entry.name === name);
  if (derived) return derived;
  const found = await db.query<{ doc: ConfigEntry }>('select doc from app_config where name = $1', [name]);
  return found.rows[0]?.doc ?? null;
};
