import type { Middleware } from 'openapi-fetch';

/** The path with each query value hidden: a search term or an e-mail address can be health or personal data. */
const loggablePath = (url: string): string => {
  const { pathname, searchParams } = new URL(url);
  const keys = [...new Set(searchParams.keys())];
  return keys.length === 0 ? pathname : `${pathname}?${keys.map((key) => `${key}=…`).join('&')}`;
};

/**
 * One line per HTTP call (method, path, status, time) for a `--log-level debug`: never a header (the
 * bearer token), a body or a query value.
 */
export const requestLogMiddleware = (log: (line: string) => void, now: () => number = () => performance.now()): Middleware => {
  const started = new Map<string, number>();
  const took = (id: string) => {
    const start = started.get(id);
    started.delete(id);
    return start === undefined ? '' : ` (${Math.round(now() - start)} ms)`;
  };
  return {
    onRequest({ id }) {
      started.set(id, now());
    },
    onResponse({ id, request, response }) {
      log(`${request.method} ${loggablePath(request.url)} -> ${response.status}${took(id)}`);
    },
    onError({ id, request, error }) {
      log(`${request.method} ${loggablePath(request.url)} -> no answer: ${error instanceof Error ? error.message : String(error)}${took(id)}`);
    },
  };
};
