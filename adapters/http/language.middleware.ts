import type { Middleware } from 'openapi-fetch';

/** The operations whose answer holds texts written by the provider, which take `lang` (the contract's Language). */
const TRANSLATED_PATHS: ReadonlySet<string> = new Set([
  '/api/questionnaires',
  '/api/questionnaire/{followupQuestionId}',
  '/api/products',
  '/api/products/{productId}/product-pricing',
  '/api/coupons',
  '/api/addons',
  '/api/subscriptions',
  '/api/subscription/{id}',
  '/api/notices',
  '/api/assigned-doctor',
  '/api/doctors',
  '/api/doctor/{id}',
]);

/**
 * Asks for the provider's texts in the patient's language: `lang` on the reads that have texts, unless
 * the caller chose one. Other operations refuse unknown query parameters, so they get none.
 */
export const languageMiddleware = (currentLanguage: () => string): Middleware => ({
  onRequest({ request, schemaPath }) {
    if (request.method !== 'GET' || !TRANSLATED_PATHS.has(schemaPath)) return request;
    const url = new URL(request.url);
    if (url.searchParams.has('lang')) return request;
    url.searchParams.set('lang', currentLanguage());
    return new Request(url, request);
  },
});
