import type { KeyValueStoragePort } from '../../application/ports/key-value-storage.port';

/** Storage for tests and short-lived scripts: gone when the process ends. */
export class MemoryStorageAdapter implements KeyValueStoragePort {
  protected readonly entries = new Map<string, string>();

  get(key: string): string | null {
    return this.entries.get(key) ?? null;
  }

  set(key: string, value: string): void {
    this.entries.set(key, value);
  }

  remove(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
