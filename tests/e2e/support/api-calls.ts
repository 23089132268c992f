import type { Page } from '@playwright/test';

/**
 * The API calls a page sends, as 'METHOD /path' (no /backend prefix, no query), so a test can count how
 * many times a form reached the server.
 */
export const recordApiCalls = (page: Page) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/backend/')) calls.push(`${request.method()} ${url.pathname.slice('/backend'.length)}`);
  });
  return {
    /** How many calls so far had this method and a path matching the pattern. */
    count: (method: string, path: RegExp) => calls.filter((call) => call.startsWith(`${method} `) && path.test(call.slice(method.length + 1))).length,
  };
};
