import { errorCodeForStatus, type ErrorCode } from './error-codes';

/**
 * An error a use case hands back: the text a person reads, the HTTP-like status code behind it and, where
 * the API or the use case named one, its stable code (errorCodeOf gives the status's generic one otherwise).
 */
export interface AppError {
  readonly message: string;
  readonly statusCode: number;
  readonly code?: ErrorCode;
}

export type Result<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: AppError };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });

export const fail = (message: string, statusCode = 500, code?: ErrorCode): Result<never> => ({
  ok: false,
  error: code ? { message, statusCode, code } : { message, statusCode },
});

/** The error's stable code: the one it carries, else the generic code of its status. */
export const errorCodeOf = (error: AppError): ErrorCode => error.code ?? errorCodeForStatus(error.statusCode);
