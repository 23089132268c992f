import { randomBytes } from 'node:crypto';

/** A 24-hex-digit identifier, the shape every `_id` of the contract has. */
export const newId = (): string => randomBytes(12).toString('hex');
