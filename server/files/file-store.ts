import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '../database/database';
import { codedError, HttpError } from '../http/http-error';
import { newId } from '../ids';
import { detectContentType, type DetectedType } from './content-type';
import { fileAnswerHeaders } from './file-answer-headers';
import { assertReadableImage, MIN_IDENTITY_PHOTO_SIDE } from './image-dimensions';
import { partFileName } from './upload-leftovers';

/** What an upload is for decides which types and how many bytes it may have. */
export type FileKind = 'avatar' | 'medical' | 'card-id' | 'selfie' | 'chat';

const IMAGES: readonly DetectedType[] = ['image/jpeg', 'image/png', 'image/heic', 'image/webp'];
const MB = 1024 * 1024;

export interface UploadRule {
  readonly maxBytes: number;
  readonly types: readonly DetectedType[];
  /** The shortest side an image may have, in pixels. */
  readonly minSide: number;
}

export const UPLOAD_RULES: Readonly<Record<FileKind, UploadRule>> = {
  avatar: { maxBytes: 5 * MB, types: IMAGES, minSide: 1 },
  medical: { maxBytes: 10 * MB, types: [...IMAGES, 'application/pdf'], minSide: 1 },
  'card-id': { maxBytes: 10 * MB, types: IMAGES, minSide: MIN_IDENTITY_PHOTO_SIDE },
  selfie: { maxBytes: 10 * MB, types: IMAGES, minSide: MIN_IDENTITY_PHOTO_SIDE },
  chat: { maxBytes: 10 * MB, types: [...IMAGES, 'application/pdf'], minSide: 1 },
};

const TYPE_NAMES: Readonly<Record<DetectedType, string>> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/heic': 'HEIC',
  'image/webp': 'WebP',
  'application/pdf': 'PDF',
};

/** The types a kind takes as a refusal names them (the ID and selfie's are shown to the patient): 'JPEG, PNG, HEIC or WebP'. */
export const acceptedTypesText = (kind: FileKind): string => {
  const names = UPLOAD_RULES[kind].types.map((type) => TYPE_NAMES[type]);
  return `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
};

/** What a file that starts like an image but gives no real size is told. */
export const notAnImageText = (kind: FileKind): string => `This file is not a readable image: use ${acceptedTypesText(kind)}`;

export interface StoredFile {
  readonly id: string;
  readonly ownerUserId: string;
  readonly kind: FileKind;
  readonly mimeType: DetectedType;
  readonly size: number;
  readonly originalName: string;
  readonly subscriptionId: string | null;
  readonly createdAt: string;
}

export interface NewFile {
  readonly ownerUserId: string;
  readonly kind: FileKind;
  readonly bytes: Uint8Array;
  readonly originalName: string;
  readonly subscriptionId?: string | null;
}

type Row = {
  id: string;
  owner_user_id: string;
  kind: FileKind;
  mime_type: DetectedType;
  size: number;
  original_name: string;
  subscription_id: string | null;
  created_at: Date;
};

const toStoredFile = (row: Row): StoredFile => ({
  id: row.id,
  ownerUserId: row.owner_user_id,
  kind: row.kind,
  mimeType: row.mime_type,
  size: row.size,
  originalName: row.original_name,
  subscriptionId: row.subscription_id,
  createdAt: row.created_at.toISOString(),
});

/** A name safe to show and to send back in Content-Disposition: no paths, no control characters. */
const safeName = (name: string): string => (name.split(/[\\/]/).pop() ?? '').replace(/[^\p{L}\p{N} ._()-]/gu, '_').slice(0, 120) || 'file';

/**
 * Uploaded files on disk under the data folder, described in the `files` table, checked by content and
 * size, and read back only by their owner (anyone else gets the same 404 as for an unknown id).
 */
export const createFileStore = (db: Pick<Database, 'query'>, directory: string, now: () => number) => {
  mkdirSync(directory, { recursive: true });

  const save = async (file: NewFile): Promise<StoredFile> => {
    const rules = UPLOAD_RULES[file.kind];
    if (file.bytes.length === 0) throw codedError(400, 'file_empty', 'The file is empty');
    if (file.bytes.length > rules.maxBytes) {
      throw new HttpError(413, `The file is too large: at most ${rules.maxBytes / MB} MB`);
    }
    const mimeType = detectContentType(file.bytes);
    if (!mimeType || !rules.types.includes(mimeType)) {
      throw new HttpError(415, `This file type is not accepted here: use ${acceptedTypesText(file.kind)}`);
    }
    assertReadableImage(mimeType, file.bytes, { notAnImage: notAnImageText(file.kind), minSide: rules.minSide });
    const id = newId();
    // Under a temporary name until the row is committed: a crash in between leaves nothing a row lacks
    // (the sweep at start removes it, upload-leftovers.ts).
    const part = join(directory, partFileName(id));
    writeFileSync(part, file.bytes, { mode: 0o600 });
    try {
      const inserted = await db.query<Row>(
        `insert into files (id, owner_user_id, kind, mime_type, size, original_name, subscription_id, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8) returning *`,
        [id, file.ownerUserId, file.kind, mimeType, file.bytes.length, safeName(file.originalName), file.subscriptionId ?? null, new Date(now())],
      );
      renameSync(part, join(directory, id));
      return toStoredFile(inserted.rows[0] as Row);
    } catch (error) {
      rmSync(part, { force: true });
      throw error;
    }
  };

  const find = async (id: string, ownerUserId: string): Promise<StoredFile | null> => {
    const found = await db.query<Row>('select * from files where id = $1 and owner_user_id = $2', [id, ownerUserId]);
    return found.rows[0] ? toStoredFile(found.rows[0]) : null;
  };

  /** The latest file of a kind for a subscription, e.g. the ID photo or the selfie. */
  const latest = async (ownerUserId: string, kind: FileKind, subscriptionId: string): Promise<StoredFile | null> => {
    const found = await db.query<Row>(
      `select * from files where owner_user_id = $1 and kind = $2 and subscription_id = $3 order by created_at desc, id desc limit 1`,
      [ownerUserId, kind, subscriptionId],
    );
    return found.rows[0] ? toStoredFile(found.rows[0]) : null;
  };

  /** The file's bytes as an HTTP answer, for its owner only. */
  const respond = async (id: string, ownerUserId: string): Promise<Response> => {
    const file = await find(id, ownerUserId);
    if (!file) throw new HttpError(404, 'File not found');
    return new Response(readFileSync(join(directory, file.id)), { status: 200, headers: fileAnswerHeaders(file.mimeType, file.originalName) });
  };

  return { save, find, latest, respond };
};

export type FileStore = ReturnType<typeof createFileStore>;

/** The `file` part of a multipart body as bytes, or a 400 that says what is missing. */
export const readUpload = async (request: Request, field: string): Promise<{ bytes: Uint8Array; name: string }> => {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new HttpError(400, 'Expected a multipart/form-data body');
  }
  const part = form.get(field);
  if (!part || typeof part === 'string') throw new HttpError(400, `Missing file field '${field}'`);
  return { bytes: new Uint8Array(await part.arrayBuffer()), name: part.name };
};
