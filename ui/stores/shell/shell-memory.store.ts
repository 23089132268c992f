import { makeAutoObservable, runInAction } from 'mobx';
import type { EntryQuery } from '../../../domain/routing/query-parameters';
import type { ApplyEntryQueryUseCase } from '../../../application/use-cases/shell/apply-entry-query.use-case';
import type { ReadShellMemoryUseCase, ShellMemory } from '../../../application/use-cases/shell/read-shell-memory.use-case';
import type { ShellMemoryChange, UpdateShellMemoryUseCase } from '../../../application/use-cases/shell/update-shell-memory.use-case';
import type { SessionStore } from '../session.store';

/**
 * What local storage remembers for the shell (status, its dashboard-click memory, subType, the pending
 * coupon), read afresh whenever asked: the guards decide on what is stored at the moment of navigating.
 */
export class ShellMemoryStore {
  /** Moves each time the query rules ran, so what waits for a stored value (the pending coupon) looks again. */
  entryQueryApplied = 0;

  constructor(
    private readonly readMemory: ReadShellMemoryUseCase,
    private readonly updateMemory: UpdateShellMemoryUseCase,
    private readonly applyQuery: ApplyEntryQueryUseCase,
    private readonly session: SessionStore,
  ) {
    makeAutoObservable<ShellMemoryStore, 'readMemory' | 'updateMemory' | 'applyQuery' | 'session'>(
      this,
      { readMemory: false, updateMemory: false, applyQuery: false, session: false },
      { autoBind: true },
    );
  }

  read(): ShellMemory {
    return this.readMemory.execute();
  }

  change(change: ShellMemoryChange): ShellMemory {
    return this.updateMemory.execute(change);
  }

  /**
   * The query rules (spec §2) for an address the app was opened or navigated with: a differing `token`
   * clears storage, which ends whatever session there was; `code` becomes the pending coupon.
   */
  async applyEntryQuery(search: string): Promise<void> {
    const params = new URLSearchParams(search);
    const query: EntryQuery = { token: params.get('token'), code: params.get('code'), type: params.get('type') };
    const { clearedStorage } = this.applyQuery.execute(query);
    if (clearedStorage && this.session.phase === 'signed-in') await this.session.endSession();
    runInAction(() => {
      this.entryQueryApplied += 1;
    });
  }
}
