import type { DecideChunkReloadUseCase } from '../../../application/use-cases/shell/decide-chunk-reload.use-case';

/** What the app does when a route fails to render: a missing script chunk reloads, at most once per 60 s. */
export class RecoveryStore {
  constructor(
    private readonly decideChunkReload: DecideChunkReloadUseCase,
    private readonly reload: () => void,
  ) {}

  /** True when the page is being reloaded for this error. */
  routeFailed(error: unknown): boolean {
    const message = error instanceof Error ? error.message : String(error);
    if (!this.decideChunkReload.execute(message)) return false;
    this.reload();
    return true;
  }
}
