import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from '../../openapi/patient-api';

export type ApiClient = Client<paths>;

export interface ApiClientOptions {
  readonly baseUrl: string;
  /** Middleware in the order ARCHITECTURE.md gives: bearer token, session activity, banner policy. */
  readonly middleware?: readonly Middleware[];
  readonly fetch?: typeof globalThis.fetch;
}

/** The one typed HTTP client of the app, typed by the types generated from the OpenAPI document. */
export const createApiClient = (options: ApiClientOptions): ApiClient => {
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    // Looked up per call, so a test or the CLI can swap the global fetch after the client is made.
    fetch: (request) => (options.fetch ?? globalThis.fetch)(request),
  });
  for (const middleware of options.middleware ?? []) client.use(middleware);
  return client;
};
