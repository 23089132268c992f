import { HttpError } from './http-error';

export interface BodyLimit {
  readonly maxBytes: number;
  /** The 413's message, in the caller's terms (a JSON body's size, an upload's files). */
  readonly tooLarge: string;
}

export interface LimitedRequest {
  readonly request: Request;
  /** True once the body went over the limit while it was read: whatever failed then is a 413. */
  readonly exceeded: () => boolean;
}

/**
 * The request with a body that can be read up to the limit only. A declared Content-Length over it is
 * refused before a byte is read; a body without one (chunked) or longer than it said is cut off as it
 * streams, so nothing reads more than the limit into memory.
 */
export const limitBody = (request: Request, limit: BodyLimit): LimitedRequest => {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > limit.maxBytes) throw new HttpError(413, limit.tooLarge);
  let exceeded = false;
  if (request.method === 'GET' || request.method === 'HEAD') return { request, exceeded: () => exceeded };
  // Nothing touches the incoming body until a handler reads it: a request answered unread (a 404, a
  // 401) leaves it to the HTTP server, which drains it after the answer so the connection survives.
  let reader: ReadableStreamDefaultReader<Uint8Array> | null = null;
  let seen = 0;
  const counted = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        reader ??= request.body?.getReader() ?? null;
        const next = reader ? await reader.read() : { done: true as const, value: undefined };
        if (next.done) return controller.close();
        seen += next.value.byteLength;
        if (seen <= limit.maxBytes) return controller.enqueue(next.value);
        exceeded = true;
        controller.error(new HttpError(413, limit.tooLarge));
        await reader?.cancel();
      },
      cancel: (reason) => reader?.cancel(reason),
    },
    { highWaterMark: 0 },
  );
  const limited = new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: counted,
    signal: request.signal,
    // Node's fetch needs this for a streamed request body; the DOM typings do not know it.
    ...({ duplex: 'half' } as RequestInit),
  });
  return { request: limited, exceeded: () => exceeded };
};
