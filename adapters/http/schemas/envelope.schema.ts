import * as z from 'zod/mini';

/** `{ status: 'success', data: [...] }`, the envelope of every success body (openapi/ describes it). */
export const listEnvelope = <T extends z.ZodMiniType>(item: T) =>
  z.pipe(
    z.object({ status: z.literal('success'), data: z.array(item) }),
    z.transform((body) => body.data as z.output<T>[]),
  );

/** The envelope around exactly one item, unwrapped to that item. */
export const singleEnvelope = <T extends z.ZodMiniType>(item: T) =>
  z.pipe(
    z.object({ status: z.literal('success'), data: z.tuple([item]) }),
    z.transform((body) => body.data[0] as z.output<T>),
  );
