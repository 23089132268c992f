/**
 * The patient's zone offset at an instant, in minutes ahead of UTC, as the domain's date formats take it
 * (getTimezoneOffset counts the other way). The one place the UI reads the browser's zone.
 */
export const localOffsetAt = (instantMs: number): number => -new Date(instantMs).getTimezoneOffset();
