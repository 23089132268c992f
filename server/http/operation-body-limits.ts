import { UPLOAD_RULES, type FileKind } from '../files/file-store';
import { MAX_MEDICAL_FILES } from '../files/multipart-files';
import type { BodyLimit } from './body-limit';
import type { OperationId } from './typed-handlers';

const KB = 1024;
const MB = 1024 * KB;

/** Every JSON body of the contract is far smaller: the longest, a chat message, is 4,000 characters. */
export const JSON_BODY_LIMIT: BodyLimit = { maxBytes: 64 * KB, tooLarge: 'The request body is too large: at most 64 KB' };

/** Room for the multipart boundaries and part headers around the files. */
export const MULTIPART_OVERHEAD_BYTES = MB;

const uploadLimit = (kind: FileKind, files: number): BodyLimit => {
  const fileMb = UPLOAD_RULES[kind].maxBytes / MB;
  return {
    maxBytes: UPLOAD_RULES[kind].maxBytes * files + MULTIPART_OVERHEAD_BYTES,
    tooLarge: files === 1 ? `The upload is too large: at most ${fileMb} MB` : `The upload is too large: at most ${files} files of ${fileMb} MB each`,
  };
};

const UPLOAD_LIMITS: Partial<Record<OperationId, BodyLimit>> = {
  setAvatar: uploadLimit('avatar', 1),
  // The ID photo and the selfie have the same limit.
  uploadPrivateFile: uploadLimit('card-id', 1),
  sendChatFile: uploadLimit('chat', 1),
  uploadMedicalFiles: uploadLimit('medical', MAX_MEDICAL_FILES),
};

/** How many bytes of body an operation reads: an upload its files and 1 MB, any other 64 KB. */
export const bodyLimitOf = (operationId: string): BodyLimit => UPLOAD_LIMITS[operationId as OperationId] ?? JSON_BODY_LIMIT;
