import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { KeyValueStoragePort } from '../../application/ports/key-value-storage.port';

/**
 * Storage for the CLI: one JSON file readable by its owner only (it holds tokens), written atomically so
 * an interrupted command never leaves it half-written.
 */
export class FileStorageAdapter implements KeyValueStoragePort {
  private values: Record<string, string>;

  constructor(private readonly path: string) {
    this.values = existsSync(path) ? FileStorageAdapter.read(path) : {};
  }

  private static read(path: string): Record<string, string> {
    try {
      const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
      }
    } catch {
      // A damaged file is treated as empty: the user signs in again.
    }
    return {};
  }

  get(key: string): string | null {
    return Object.hasOwn(this.values, key) ? (this.values[key] ?? null) : null;
  }

  set(key: string, value: string): void {
    this.values = { ...this.values, [key]: value };
    this.flush();
  }

  remove(key: string): void {
    const { [key]: _removed, ...rest } = this.values;
    this.values = rest;
    this.flush();
  }

  clear(): void {
    this.values = {};
    this.flush();
  }

  private flush(): void {
    mkdirSync(dirname(this.path), { recursive: true });
    const temporary = `${this.path}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(this.values, null, 2), { mode: 0o600 });
    renameSync(temporary, this.path);
    chmodSync(this.path, 0o600);
  }
}
