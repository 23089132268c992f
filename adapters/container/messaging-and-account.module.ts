import { ContainerModule, type ResolutionContext } from 'inversify';
import { LazyLiveConnection } from '../live/lazy-live-connection';
import { liveEndpoint } from '../live/live-endpoint';
import type { LiveConnectionOptions } from '../live/websocket-live-connection.adapter';
import { LIVE_CONNECTION_TOKEN, MESSAGING_AND_ACCOUNT_TOKENS } from './messaging-and-account.tokens';
import type { MessagingAndAccountUseCases } from './messaging-and-account.wiring';
import { TOKENS } from './tokens';

type UseCase = { execute(...args: never[]): Promise<unknown> };

/** A stand-in with the use case's own type whose execute loads the real one first (every execute returns a promise). */
const deferred = <U extends UseCase>(load: () => Promise<U>): U =>
  ({ execute: async (...args: never[]) => (await load()).execute(...args) }) as unknown as U;

/**
 * The live connection in the browser: its WebSocket, the configured endpoint read against the page, and
 * the token of the current session (refreshed when due). Asked for on the first listener only, so the CLI,
 * which has neither a page nor a configuration, never reaches it (its `watch` passes the `ws` package).
 */
const browserLive = (c: ResolutionContext): LiveConnectionOptions => {
  const identity = c.get(TOKENS.identity);
  return {
    WebSocket: globalThis.WebSocket,
    endpoint: liveEndpoint(c.get(TOKENS.config).liveUrl, globalThis.location.href),
    token: async () => (await identity.currentSession())?.accessToken ?? null,
  };
};

/**
 * Messaging and account for the browser and the CLI alike. The use cases and their adapters live in
 * messaging-and-account.wiring.ts, imported on the first call of any of them: the app's first download
 * stays without them, and every token still resolves to a use case of its own type, built once.
 */
export const messagingAndAccountModule = new ContainerModule(({ bind }) => {
  let wiring: Promise<MessagingAndAccountUseCases> | null = null;
  const wired = (c: ResolutionContext) => {
    wiring ??= import('./messaging-and-account.wiring').then(({ wireMessagingAndAccount }) =>
      wireMessagingAndAccount({ api: c.get(TOKENS.apiClient), clock: c.get(TOKENS.clock), storage: c.get(TOKENS.storage), live: c.get(LIVE_CONNECTION_TOKEN) }),
    );
    return wiring;
  };
  const bindDeferred = <K extends keyof MessagingAndAccountUseCases>(name: K) =>
    bind<MessagingAndAccountUseCases[K]>(MESSAGING_AND_ACCOUNT_TOKENS[name])
      .toDynamicValue((c) => deferred<MessagingAndAccountUseCases[K]>(async () => (await wired(c))[name]))
      .inSingletonScope();
  for (const name of Object.keys(MESSAGING_AND_ACCOUNT_TOKENS) as (keyof MessagingAndAccountUseCases)[]) bindDeferred(name);
  bind(LIVE_CONNECTION_TOKEN)
    .toDynamicValue(
      (c) =>
        new LazyLiveConnection(async () => {
          const { WebSocketLiveConnectionAdapter } = await import('../live/websocket-live-connection.adapter');
          return new WebSocketLiveConnectionAdapter(browserLive(c));
        }),
    )
    .inSingletonScope();
});
