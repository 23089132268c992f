import { ContainerModule, type ResolutionContext } from 'inversify';
import type { IdempotencyKeysPort } from '../../application/ports/idempotency-keys.port';
import { PATIENT_AREA_TOKENS } from './patient-area.tokens';
import type { PatientAreaUseCases } from './patient-area.wiring';
import { TOKENS } from './tokens';

type UseCase = { execute(...args: never[]): Promise<unknown> };

/** A stand-in with the use case's own type whose execute loads the real one first (every execute returns a promise). */
const deferred = <U extends UseCase>(load: () => Promise<U>): U =>
  ({ execute: async (...args: never[]) => (await load()).execute(...args) }) as unknown as U;

/** A fresh random key per payment attempt; getRandomValues (unlike randomUUID) also works over plain http and in Node 20. */
const randomKeys: IdempotencyKeysPort = {
  next: () => Array.from(globalThis.crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join(''),
};

/**
 * The patient area for the browser and the CLI alike. The use cases and their HTTP adapters live in
 * patient-area.wiring.ts, imported on the first call of any of them: the app's first download stays
 * without them, and every token still resolves to a use case of its own type, built once per container.
 */
export const patientAreaModule = new ContainerModule(({ bind }) => {
  let wiring: Promise<PatientAreaUseCases> | null = null;
  const wired = (c: ResolutionContext) => {
    wiring ??= import('./patient-area.wiring').then(({ wirePatientArea }) =>
      wirePatientArea({
        api: c.get(TOKENS.apiClient),
        account: c.get(TOKENS.patientAccount),
        clock: c.get(TOKENS.clock),
        keys: randomKeys,
        config: c.get(TOKENS.config, { optional: true }),
      }),
    );
    return wiring;
  };
  const bindDeferred = <K extends keyof PatientAreaUseCases>(name: K) =>
    bind<PatientAreaUseCases[K]>(PATIENT_AREA_TOKENS[name])
      .toDynamicValue((c) => deferred<PatientAreaUseCases[K]>(async () => (await wired(c))[name]))
      .inSingletonScope();
  for (const name of Object.keys(PATIENT_AREA_TOKENS) as (keyof PatientAreaUseCases)[]) bindDeferred(name);
});
