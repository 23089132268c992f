/**
 * Local storage keys of our own, beside the spec's (storage-keys.ts, spec §3). Logout clears them with the
 * rest (spec §2: all local storage).
 */
export const APP_STORAGE_KEYS = {
  /** The treatment sub-step the patient reached, so a reload resumes there (registration-flow/treatment-position). */
  treatmentSubStep: 'treatmentSubStep',
  /** When a chat was last marked read in a tab: the others read their unread counts again (a storage event). */
  chatsReadAt: 'chatsReadAt',
  /** The language the patient chose on this device (`en`, `es`): a preference, no health data. */
  language: 'language',
} as const;
