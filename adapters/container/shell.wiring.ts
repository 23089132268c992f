import type { ResolutionContext } from 'inversify';
import type { ShellUseCases } from '../../application/areas/shell.use-cases';
import { SendPageViewUseCase } from '../../application/use-cases/analytics/send-page-view.use-case';
import { ApplyEntryQueryUseCase } from '../../application/use-cases/shell/apply-entry-query.use-case';
import { ApplyPendingCouponUseCase } from '../../application/use-cases/shell/apply-pending-coupon.use-case';
import { DecideChunkReloadUseCase } from '../../application/use-cases/shell/decide-chunk-reload.use-case';
import { ReadPendingCouponUseCase } from '../../application/use-cases/shell/read-pending-coupon.use-case';
import { ReadShellMemoryUseCase } from '../../application/use-cases/shell/read-shell-memory.use-case';
import { UpdateShellMemoryUseCase } from '../../application/use-cases/shell/update-shell-memory.use-case';
import { AREAS, TOKENS } from './tokens';

/** The shell's use cases, wired at once: every page needs them, and the guards read them while rendering. */
export const wireShell = (c: ResolutionContext) => {
  const storage = c.get(TOKENS.storage);
  const readShellMemory = new ReadShellMemoryUseCase(storage);
  return {
    readShellMemory,
    updateShellMemory: new UpdateShellMemoryUseCase(storage, readShellMemory),
    applyEntryQuery: new ApplyEntryQueryUseCase(storage),
    // The tab's storage: local storage is cleared whenever nobody is signed in, which would reset the guard
    // on every reload. (The CLI loads no chunks: its storage serves where there is no tab.)
    decideChunkReload: new DecideChunkReloadUseCase(c.get(TOKENS.tabStorage, { optional: true }) ?? storage, c.get(TOKENS.clock)),
    readPendingCoupon: new ReadPendingCouponUseCase(storage),
    // The registration's coupon use case makes the call (GET /api/patient/apply-coupon-login/{subscriptionId}).
    applyPendingCoupon: new ApplyPendingCouponUseCase(c.get(AREAS.registration).applyCoupon, storage),
    sendPageView: new SendPageViewUseCase(c.get(TOKENS.analytics, { optional: true }) ?? { pageView: () => undefined }),
  } satisfies ShellUseCases;
};
