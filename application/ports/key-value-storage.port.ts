/** Where the app keeps small values across reloads: localStorage in the browser, a file for the CLI. */
export interface KeyValueStoragePort {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  clear(): void;
}
