import { codedError } from '../http/http-error';
import type { HandlerTable } from '../http/typed-handlers';
import { suggestAddresses } from './address-suggestions';
import { verifyAddress } from './address-verification';
import { lookupZipCode } from './zip-directory';

/**
 * The address service in local mode (suggestions, street validation, ZIP lookup) from offline data. It
 * needs a token, as a paid service would; the router checks it before these run. Every input is a POST
 * body, so nothing the patient typed reaches a URL (and so no access log).
 */
export const addressHandlers = () =>
  ({
    suggestAddresses: async ({ body }) => ({
      status: 200,
      body: { status: 'success', data: suggestAddresses(body.search, body.state, body.limit ?? 5) },
    }),

    verifyAddress: async ({ body }) => ({ status: 200, body: { status: 'success', data: verifyAddress(body) } }),

    lookupZipCode: async ({ body }) => {
      const place = lookupZipCode(body.zipCode);
      if (!place) throw codedError(404, 'zip_not_found', 'ZIP code not found');
      return { status: 200, body: { status: 'success', data: [place] } };
    },
  }) satisfies Partial<HandlerTable>;
