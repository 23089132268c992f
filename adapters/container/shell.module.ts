import { ContainerModule, type ResolutionContext } from 'inversify';
import { SendPageViewUseCase } from '../../application/use-cases/analytics/send-page-view.use-case';
import { ApplyEntryQueryUseCase } from '../../application/use-cases/shell/apply-entry-query.use-case';
import { ApplyPendingCouponUseCase } from '../../application/use-cases/shell/apply-pending-coupon.use-case';
import { DecideChunkReloadUseCase } from '../../application/use-cases/shell/decide-chunk-reload.use-case';
import { ReadPendingCouponUseCase } from '../../application/use-cases/shell/read-pending-coupon.use-case';
import { ReadShellMemoryUseCase } from '../../application/use-cases/shell/read-shell-memory.use-case';
import { UpdateShellMemoryUseCase } from '../../application/use-cases/shell/update-shell-memory.use-case';
import { REGISTRATION_TOKENS } from './registration.tokens';
import { SHELL_TOKENS } from './shell.tokens';
import { LIVE_CONNECTION_TOKEN } from './messaging-and-account.tokens';
import type { DeferredShellUseCases } from './shell.wiring';
import { TOKENS } from './tokens';

type UseCase = { execute(...args: never[]): Promise<unknown> };

/** A stand-in with the use case's own type whose execute loads the real one first (every execute returns a promise). */
const deferred = <U extends UseCase>(load: () => Promise<U>): U =>
  ({ execute: async (...args: never[]) => (await load()).execute(...args) }) as unknown as U;

const DEFERRED: readonly (keyof DeferredShellUseCases)[] = [
  'loadNotices',
  'watchNotices',
  'markNoticeRead',
  'requestPasswordReset',
  'checkResetLink',
  'setNewPassword',
];

/**
 * The shell: what local storage remembers for the guards, the query rules, the pending coupon, the
 * chunk-reload guard and page views, bound at once (every page needs them); the bell and the password reset, wired on first use
 * (shell.wiring.ts).
 */
export const shellModule = new ContainerModule(({ bind }) => {
  bind(SHELL_TOKENS.readShellMemory)
    .toDynamicValue((c) => new ReadShellMemoryUseCase(c.get(TOKENS.storage)))
    .inSingletonScope();
  bind(SHELL_TOKENS.updateShellMemory)
    .toDynamicValue((c) => new UpdateShellMemoryUseCase(c.get(TOKENS.storage), c.get(SHELL_TOKENS.readShellMemory)))
    .inSingletonScope();
  bind(SHELL_TOKENS.applyEntryQuery)
    .toDynamicValue((c) => new ApplyEntryQueryUseCase(c.get(TOKENS.storage)))
    .inSingletonScope();
  bind(SHELL_TOKENS.decideChunkReload)
    // The tab's storage: local storage is cleared whenever nobody is signed in, which would reset the guard
    // on every reload. (The CLI loads no chunks: its storage serves where there is no tab.)
    .toDynamicValue((c) => new DecideChunkReloadUseCase(c.get(SHELL_TOKENS.tabStorage, { optional: true }) ?? c.get(TOKENS.storage), c.get(TOKENS.clock)))
    .inSingletonScope();
  bind(SHELL_TOKENS.readPendingCoupon)
    .toDynamicValue((c) => new ReadPendingCouponUseCase(c.get(TOKENS.storage)))
    .inSingletonScope();
  // The treatment step's coupon use case makes the call (GET /api/patient/apply-coupon-login/{subscriptionId}).
  bind(SHELL_TOKENS.applyPendingCoupon)
    .toDynamicValue((c) => new ApplyPendingCouponUseCase(c.get(REGISTRATION_TOKENS.applyCoupon), c.get(TOKENS.storage)))
    .inSingletonScope();
  bind(SHELL_TOKENS.sendPageView)
    .toDynamicValue((c) => new SendPageViewUseCase(c.get(SHELL_TOKENS.analytics, { optional: true }) ?? { pageView: () => undefined }))
    .inSingletonScope();

  let wiring: Promise<DeferredShellUseCases> | null = null;
  const wired = (c: ResolutionContext) => {
    wiring ??= import('./shell.wiring').then(({ wireShell }) =>
      wireShell({ api: c.get(TOKENS.apiClient), live: c.get(LIVE_CONNECTION_TOKEN) }),
    );
    return wiring;
  };
  for (const name of DEFERRED) {
    bind<DeferredShellUseCases[typeof name]>(SHELL_TOKENS[name])
      .toDynamicValue((c) => deferred(async () => (await wired(c))[name]))
      .inSingletonScope();
  }
});
