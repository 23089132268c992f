/** An error answer of the API as a client received it. */
export interface ErrorAnswer {
  readonly method: string;
  readonly url: string;
  readonly status: number;
  readonly message: string;
  readonly code: unknown;
  readonly metadata: unknown;
}

/**
 * Records every JSON error answer from `apiBase` while installed, whichever scenario made the call (JSON,
 * uploads, downloads), by wrapping the global fetch: the refusal codes are then checked against what the
 * scenarios really met, not against a second copy of their setups.
 */
export const recordErrorAnswers = (apiBase: string) => {
  const answers: ErrorAnswer[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const response = await original(input, init);
    const url = input instanceof Request ? input.url : String(input);
    if (response.status >= 400 && url.startsWith(apiBase) && (response.headers.get('content-type') ?? '').startsWith('application/json')) {
      const body = (await response.clone().json()) as { message?: unknown; code?: unknown; metadata?: unknown };
      const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
      answers.push({ method, url, status: response.status, message: String(body.message), code: body.code, metadata: body.metadata });
    }
    return response;
  };
  return { answers, stop: () => void (globalThis.fetch = original) };
};
