import { ContainerModule, type ResolutionContext, type ServiceIdentifier } from 'inversify';
import type { IdempotencyKeysPort } from '../../application/ports/idempotency-keys.port';
import { REGISTRATION_TOKENS } from './registration.tokens';
import type { RegistrationUseCases } from './registration.wiring';
import { TOKENS } from './tokens';

type UseCase = { execute(...args: never[]): Promise<unknown> };

/** A stand-in with the use case's own type whose execute loads the real one first (every execute returns a promise). */
const deferred = <U extends UseCase>(load: () => Promise<U>): U =>
  ({ execute: async (...args: never[]) => (await load()).execute(...args) }) as unknown as U;

/** A fresh random key per payment attempt (and a test user's seed): 32 hex digits, in the browser and Node 20 alike. */
const randomKeys: IdempotencyKeysPort = {
  next: () => Array.from(globalThis.crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join(''),
};

/**
 * The registration for the browser and the CLI alike. Its use cases and adapters live in
 * registration.wiring.ts, imported on the first call of any of them, so the first visit to /login
 * downloads none of it. Without a runtime configuration (the CLI) the card adapter is the sandbox.
 */
export const registrationModule = new ContainerModule(({ bind }) => {
  let wiring: Promise<RegistrationUseCases> | null = null;
  const wired = (c: ResolutionContext) => {
    wiring ??= import('./registration.wiring').then(({ wireRegistration }) =>
      wireRegistration({
        api: c.get(TOKENS.apiClient),
        storage: c.get(TOKENS.storage),
        clock: c.get(TOKENS.clock),
        subscriptions: c.get(TOKENS.subscriptions),
        loadCurrentUser: c.get(TOKENS.loadCurrentUser),
        signUp: c.get(TOKENS.signUp),
        keys: randomKeys,
        config: c.get(TOKENS.config, { optional: true }),
        images: c.get(TOKENS.imageProcessing, { optional: true }),
      }),
    );
    return wiring;
  };
  const bindDeferred = <K extends keyof RegistrationUseCases>(name: K) =>
    bind<RegistrationUseCases[K]>(REGISTRATION_TOKENS[name] as ServiceIdentifier<RegistrationUseCases[K]>)
      .toDynamicValue((c) => deferred<RegistrationUseCases[K]>(async () => (await wired(c))[name]))
      .inSingletonScope();
  for (const name of Object.keys(REGISTRATION_TOKENS).filter((key) => key !== 'environment') as (keyof RegistrationUseCases)[]) bindDeferred(name);
  bind(REGISTRATION_TOKENS.environment)
    .toDynamicValue((c) => c.get(TOKENS.config, { optional: true })?.environment ?? 'local')
    .inSingletonScope();
});
