import type { KeyValueStoragePort } from '../../application/ports/key-value-storage.port';

/** Storage for tests and short-lived scripts: gone when the process ends. */
export class MemoryStorageAdapter implements KeyValueStoragePort {
  private readonly values = new Map<string, string>();

  get(key: string): string | null {
    return this.values.get(key) ?? null;
  }

  set(key: string, value: string): void {
    this.values.set(key, value);
  }

  remove(key: string): void {
    this.values.delete(key);
  }

  clear(): void {
    this.values.clear();
  }
}
