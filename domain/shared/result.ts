/** An error a use case hands back: the text a person reads and the HTTP-like status code behind it. */
export interface AppError {
  readonly message: string;
  readonly statusCode: number;
}

export type Result<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: AppError };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });

export const fail = (message: string, statusCode = 500): Result<never> => ({
  ok: false,
  error: { message, statusCode },
});
