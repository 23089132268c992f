import type { Middleware } from 'openapi-fetch';
import { bannerForApiCall } from '../../domain/feedback/api-call-banner';
import type { BannerPort } from '../../application/ports/banner.port';

/** The response body as JSON, or undefined when it is not JSON; the original stays unread for the caller. */
const bodyOf = async (response: Response): Promise<unknown> => {
  try {
    return await response.clone().json();
  } catch {
    return undefined;
  }
};

/**
 * The banner policy on every API call (spec §8): the error banner from a failure's data.message, 'Done !'
 * after a successful non-GET call, with the spec's exceptions. The path is the contract's template, so
 * the exceptions match whatever ids a call carries. Calls that never reach the server give no banner.
 */
export const bannerMiddleware = (banners: BannerPort): Middleware => ({
  async onResponse({ request, response, schemaPath }) {
    const banner = bannerForApiCall({
      method: request.method,
      path: schemaPath,
      ok: response.ok,
      status: response.status,
      body: response.ok ? undefined : await bodyOf(response),
    });
    if (banner) banners.show(banner);
    return response;
  },
});
