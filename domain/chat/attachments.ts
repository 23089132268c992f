/**
 * Files checked before they are sent, so a patient learns at once why one cannot go (the server checks
 * the content again, and has the last word). Chat files: an image (JPEG, PNG, HEIC, WebP) or a PDF, at
 * most 10 MB; avatars: an image, at most 5 MB (the contract's limits).
 */

import { builtMessage } from '../shared/built-message';

export interface FileFacts {
  readonly name: string;
  /** The type the browser or the file system reports; often empty for HEIC. */
  readonly type: string;
  /** Bytes. */
  readonly size: number;
}

export interface UploadRule {
  readonly types: readonly string[];
  readonly maxBytes: number;
  /** What to ask for, in the message for a file of another type. */
  readonly typeMessage: string;
}

const MB = 1024 * 1024;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/heic', 'image/webp'] as const;

export const CHAT_FILE_RULE: UploadRule = {
  types: [...IMAGE_TYPES, 'application/pdf'],
  maxBytes: 10 * MB,
  typeMessage: 'Send a photo (JPEG, PNG, HEIC or WebP) or a PDF',
};

export const AVATAR_RULE: UploadRule = {
  types: IMAGE_TYPES,
  maxBytes: 5 * MB,
  typeMessage: 'Choose a JPEG, PNG, HEIC or WebP image',
};

// A Map, so a name such as 'x.constructor' finds nothing (a plain object would find Object's own keys).
const TYPE_BY_EXTENSION: ReadonlyMap<string, string> = new Map([
  ['jpg', 'image/jpeg'],
  ['jpeg', 'image/jpeg'],
  ['png', 'image/png'],
  ['heic', 'image/heic'],
  ['heif', 'image/heic'],
  ['webp', 'image/webp'],
  ['pdf', 'application/pdf'],
]);

/** The reported type, or the one the extension names when none is reported. */
export const fileType = (file: Pick<FileFacts, 'name' | 'type'>): string => {
  const reported = file.type.trim().toLowerCase();
  if (reported !== '') return reported === 'image/heif' ? 'image/heic' : reported;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name.trim())?.[1]?.toLowerCase() ?? '';
  return TYPE_BY_EXTENSION.get(extension) ?? '';
};

/** Why the file cannot be sent under `rule`, or null when it can. */
export const uploadError = (file: FileFacts, rule: UploadRule): string | null => {
  if (file.size <= 0) return 'This file is empty';
  if (!rule.types.includes(fileType(file))) return rule.typeMessage;
  if (file.size > rule.maxBytes) return builtMessage('Choose a file of at most {size} MB', { size: rule.maxBytes / MB });
  return null;
};

export const CHAT_TEXT_MAX = 4000;

/** A message is sent trimmed; blank or too long text is refused before sending. */
export const chatTextError = (text: string): string | null => {
  const trimmed = text.trim();
  if (trimmed === '') return 'Write a message first';
  if (trimmed.length > CHAT_TEXT_MAX) return 'Keep a message to 4,000 characters';
  return null;
};
