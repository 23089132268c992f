import { ContainerModule } from 'inversify';
import type { Middleware } from 'openapi-fetch';
import { STORAGE_KEYS } from '../../domain/session/storage-keys';
import { createApiClient } from '../http/api-client';
import { bannerMiddleware } from '../http/banner.middleware';
import { bearerTokenMiddleware } from '../http/bearer-token.middleware';
import { HttpPatientAccountAdapter } from '../http/http-patient-account.adapter';
import { HttpSubscriptionsAdapter } from '../http/http-subscriptions.adapter';
import { sessionActivityMiddleware } from '../http/session-activity.middleware';
import { TOKENS } from './tokens';

/**
 * The HTTP side shared by the browser and node modules: the typed API client with its middleware, and
 * the ports it implements. Identity calls get a client of their own, without the bearer middleware.
 * `observers` see every call of both clients first (the CLI's `--log-level debug`); `answerers` come last in
 * the patient's client and may answer a call instead of the server (the page's early GET /me).
 */
export const httpModule = (apiBase: string, observers: readonly Middleware[] = [], answerers: readonly Middleware[] = []) =>
  new ContainerModule(({ bind }) => {
    bind(TOKENS.identityApiClient)
      .toDynamicValue(() => createApiClient({ baseUrl: apiBase, middleware: observers }))
      .inSingletonScope();
    bind(TOKENS.apiClient)
      .toDynamicValue((c) => {
        const storage = c.get(TOKENS.storage);
        const identity = c.get(TOKENS.identity);
        const banners = c.get(TOKENS.banner, { optional: true });
        const currentToken = async () => {
          const session = await identity.currentSession();
          if (session) storage.set(STORAGE_KEYS.token, session.accessToken);
          return storage.get(STORAGE_KEYS.token);
        };
        return createApiClient({
          baseUrl: apiBase,
          middleware: [
            ...observers,
            bearerTokenMiddleware(currentToken),
            sessionActivityMiddleware(storage, c.get(TOKENS.clock)),
            // The banners of spec §8, where something shows them (the browser's banner store; not the CLI).
            ...(banners ? [bannerMiddleware(banners)] : []),
            ...answerers,
          ],
        });
      })
      .inSingletonScope();
    bind(TOKENS.patientAccount)
      .toDynamicValue((c) => new HttpPatientAccountAdapter(c.get(TOKENS.apiClient)))
      .inSingletonScope();
    bind(TOKENS.subscriptions)
      .toDynamicValue((c) => new HttpSubscriptionsAdapter(c.get(TOKENS.apiClient)))
      .inSingletonScope();
  });
