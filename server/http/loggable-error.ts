/**
 * What of an unexpected error may go to the log. A database error's message can quote the value that broke
 * a statement (a message's text, an answer), so only its SQLSTATE code is kept; the server's own errors
 * name ids and operations, never health data.
 */
export const loggableError = (error: unknown): string => {
  if (typeof error === 'object' && error !== null && 'severity' in error && 'code' in error) return `database error ${String(error.code)}`;
  return error instanceof Error ? error.message : String(error);
};
