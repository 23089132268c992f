import type { Middleware } from 'openapi-fetch';

/**
 * The operations whose answer holds texts written by the provider, which take `lang` (the contract's
 * Language), by their paths in the contract: the questionnaires, the catalogue, subscriptions, notices, doctors,
 * the chats (the care team's decision messages), the orders (their plans).
 */
const TRANSLATED_PATHS =
  /^\/api\/(questionnaires|questionnaire\/\{followupQuestionId\}|products(\/\{productId\}\/product-pricing)?|coupons|addons|subscriptions|subscription\/\{id\}|notices|assigned-doctor|doctors|doctor\/\{id\}|chats|chat|orders|order\/\{id\})$/;

/**
 * Asks for the provider's texts in the patient's language: `lang` on the reads that have texts, unless
 * the caller chose one. Other operations refuse unknown query parameters, so they get none.
 */
export const languageMiddleware = (currentLanguage: () => string): Middleware => ({
  onRequest({ request, schemaPath }) {
    if (request.method !== 'GET' || !TRANSLATED_PATHS.test(schemaPath)) return request;
    const url = new URL(request.url);
    if (url.searchParams.has('lang')) return request;
    url.searchParams.set('lang', currentLanguage());
    return new Request(url, request);
  },
});
