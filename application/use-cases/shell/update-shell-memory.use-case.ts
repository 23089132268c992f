import { dashboardClick, restoreOnStepsLayout, type RegistrationStatusMemory } from '../../../domain/navigation/registration-status-memory';
import { STORAGE_KEYS } from '../../../domain/session/storage-keys';
import type { KeyValueStoragePort } from '../../ports/key-value-storage.port';
import type { ReadShellMemoryUseCase, ShellMemory } from './read-shell-memory.use-case';

export type ShellMemoryChange =
  /** The sidebar's 'View all treatments' (spec §4): register is remembered and becomes active. */
  | { readonly kind: 'dashboard-click' }
  /** Returning to the steps layout restores register from that memory. */
  | { readonly kind: 'steps-layout-entered' };

/** The shell's changes to what local storage remembers, each by its domain rule. */
export class UpdateShellMemoryUseCase {
  constructor(
    private readonly storage: KeyValueStoragePort,
    private readonly read: ReadShellMemoryUseCase,
  ) {}

  execute(change: ShellMemoryChange): ShellMemory {
    const current = this.read.execute();
    switch (change.kind) {
      case 'dashboard-click':
        this.writeStatusMemory(dashboardClick(current).memory);
        break;
      case 'steps-layout-entered':
        this.writeStatusMemory(restoreOnStepsLayout(current));
        break;
    }
    return this.read.execute();
  }

  private writeStatusMemory(memory: RegistrationStatusMemory): void {
    const write = (key: string, value: string | null) => (value === null ? this.storage.remove(key) : this.storage.set(key, value));
    write(STORAGE_KEYS.status, memory.status);
    write(STORAGE_KEYS.originalRegistrationStatus, memory.originalRegistrationStatus);
  }
}
