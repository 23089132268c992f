import { resolve } from 'node:path';

/** The checkout's root folder, for tests that read or run the project's own files. */
export const ROOT = resolve(import.meta.dirname, '../..');
