import type { Database } from '../database/database';
import { codedError, type HttpError } from '../http/http-error';
import type { UserDoc } from './users.repository';

type Queryable = Pick<Database, 'query'>;

export const PHONE_EXISTS_MESSAGE = 'This phone number is already used by another account';
export const phoneExists = (): HttpError => codedError(409, 'phone_taken', PHONE_EXISTS_MESSAGE, { phoneExist: true });

/** The contract admits 10 digits after an optional 1 or +1: the account keeps the 10 digits. */
export const normalizePhone = (phone: string): string => phone.replace(/\D/g, '').slice(-10);

const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (error: unknown): boolean => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION;

export const isPhoneTakenByOther = async (db: Queryable, phone: string, userId: string | null): Promise<boolean> => {
  const found = await db.query('select 1 from users where phone = $1 and id is distinct from $2', [normalizePhone(phone), userId]);
  return found.rows.length > 0;
};

/**
 * Stores the user's document with its phone, which the unique index keeps to one account even when two
 * accounts claim it at once: the loser gets the same 409 as the check.
 */
export const saveUserWithPhone = async (db: Queryable, user: UserDoc): Promise<void> => {
  try {
    await db.query('update users set doc = $2, phone = $3 where id = $1', [user._id, user, user.phone ?? null]);
  } catch (error) {
    if (isUniqueViolation(error)) throw phoneExists();
    throw error;
  }
};
