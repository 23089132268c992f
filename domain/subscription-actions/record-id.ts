/** An id as the contract spells every _id: 24 lowercase hex digits. */
const RECORD_ID = /^[a-f0-9]{24}$/;

export const isRecordId = (value: string | null | undefined): value is string => typeof value === 'string' && RECORD_ID.test(value);
