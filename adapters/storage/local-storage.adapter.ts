import type { KeyValueStoragePort } from '../../application/ports/key-value-storage.port';

/**
 * The browser's localStorage. A browser that refuses storage (private mode, quota) degrades to the
 * current page's memory instead of breaking the app.
 */
export class LocalStorageAdapter implements KeyValueStoragePort {
  private readonly fallback = new Map<string, string>();

  constructor(private readonly storage: Storage) {}

  get(key: string): string | null {
    try {
      return this.storage.getItem(key);
    } catch {
      return this.fallback.get(key) ?? null;
    }
  }

  set(key: string, value: string): void {
    try {
      this.storage.setItem(key, value);
    } catch {
      this.fallback.set(key, value);
    }
  }

  remove(key: string): void {
    this.fallback.delete(key);
    try {
      this.storage.removeItem(key);
    } catch {
      // Nothing stored there to remove.
    }
  }

  clear(): void {
    this.fallback.clear();
    try {
      this.storage.clear();
    } catch {
      // Nothing stored there to clear.
    }
  }
}
