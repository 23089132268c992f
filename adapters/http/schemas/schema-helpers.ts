import * as z from 'zod/mini';

/** A field the server may omit or send as null, read as null either way. */
export const orNull = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.optional(z.nullable(schema)),
    z.transform((value): z.output<T> | null => value ?? null),
  );

/** A field the server may omit, read with a default. */
export const withDefault = <T extends z.ZodMiniType>(schema: T, value: Exclude<z.output<T>, undefined>) => z._default(schema, value as never);
