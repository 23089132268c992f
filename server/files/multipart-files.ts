import { codedError, HttpError } from '../http/http-error';
import { detectContentType } from './content-type';
import { acceptedTypesText, notAnImageText, UPLOAD_RULES, type FileKind } from './file-store';
import { assertReadableImage } from './image-dimensions';

export const MAX_MEDICAL_FILES = 10;

const MB = 1024 * 1024;

export interface Upload {
  readonly bytes: Uint8Array;
  readonly name: string;
}

/** Every file part of a multipart field. */
export const readUploads = async (request: Request, field: string, maxFiles: number): Promise<Upload[]> => {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new HttpError(400, 'Expected a multipart/form-data body');
  }
  const parts = form.getAll(field).filter((part): part is File => typeof part !== 'string');
  if (parts.length === 0) throw new HttpError(400, `Missing file field '${field}'`);
  if (parts.length > maxFiles) throw codedError(400, 'too_many_files', `At most ${maxFiles} files can be sent at once`);
  return Promise.all(parts.map(async (part) => ({ bytes: new Uint8Array(await part.arrayBuffer()), name: part.name })));
};

/**
 * Checks every file against the rules of its kind before any is stored, so one bad file keeps the whole
 * upload out; the message names the file.
 */
export const assertAllAcceptable = (kind: FileKind, uploads: readonly Upload[]): void => {
  const rules = UPLOAD_RULES[kind];
  for (const upload of uploads) {
    const name = upload.name.slice(0, 80) || 'A file';
    if (upload.bytes.length === 0) throw codedError(400, 'file_empty', `${name}: the file is empty`);
    if (upload.bytes.length > rules.maxBytes) throw new HttpError(413, `${name}: the file is too large, at most ${rules.maxBytes / MB} MB`);
    const type = detectContentType(upload.bytes);
    if (!type || !rules.types.includes(type)) {
      throw new HttpError(415, `${name}: this file type is not accepted here, use ${acceptedTypesText(kind)}`);
    }
    try {
      assertReadableImage(type, upload.bytes, { notAnImage: notAnImageText(kind), minSide: rules.minSide });
    } catch (error) {
      if (error instanceof HttpError) {
        throw new HttpError(
          error.status,
          `${name}: ${error.message.charAt(0).toLowerCase()}${error.message.slice(1)}`,
          error.metadata,
          error.headers,
          error.code,
        );
      }
      throw error;
    }
  }
};
