/**
 * Marks an English source message kept for later translation (a table of texts, a domain rule's
 * message): the catalogue check extracts it, and `_()` translates it where it is shown.
 */
export const msg = (source: string): string => source;
