/** An id as the contract spells every _id: 24 lowercase hex digits. */
const RECORD_ID = /^[a-f0-9]{24}$/;

/** String(null) is 'null' and String(undefined) 'undefined': neither is an id. */
export const isRecordId = (value: string | null | undefined): value is string => RECORD_ID.test(String(value));
