/** The patient's zone offset (minutes ahead of UTC) at an instant, as the domain's date formats take it. */
export const localOffsetAt = (instantMs: number): number => -new Date(instantMs).getTimezoneOffset();
