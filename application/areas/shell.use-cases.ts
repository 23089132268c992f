import type { SendPageViewUseCase } from '../use-cases/analytics/send-page-view.use-case';
import type { ApplyEntryQueryUseCase } from '../use-cases/shell/apply-entry-query.use-case';
import type { ApplyPendingCouponUseCase } from '../use-cases/shell/apply-pending-coupon.use-case';
import type { DecideChunkReloadUseCase } from '../use-cases/shell/decide-chunk-reload.use-case';
import type { ReadPendingCouponUseCase } from '../use-cases/shell/read-pending-coupon.use-case';
import type { ReadShellMemoryUseCase } from '../use-cases/shell/read-shell-memory.use-case';
import type { UpdateShellMemoryUseCase } from '../use-cases/shell/update-shell-memory.use-case';

/**
 * The shell around every page: what local storage remembers for the guards, the query rules, the pending
 * coupon, the chunk-reload guard and page views. Some answer at once (the guards read them while
 * rendering), so they are wired at once (adapters/container/shell.wiring.ts).
 */
export interface ShellUseCases {
  readonly readShellMemory: ReadShellMemoryUseCase;
  readonly updateShellMemory: UpdateShellMemoryUseCase;
  readonly applyEntryQuery: ApplyEntryQueryUseCase;
  readonly decideChunkReload: DecideChunkReloadUseCase;
  readonly readPendingCoupon: ReadPendingCouponUseCase;
  readonly applyPendingCoupon: ApplyPendingCouponUseCase;
  readonly sendPageView: SendPageViewUseCase;
}
