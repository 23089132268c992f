import { makeAutoObservable, observableRef } from 'mobx';
import type { Result } from '../../domain/shared/result';
import type { LoadPhase } from './load-phase';

/**
 * One thing a store loads, with the guards every load needs written once: a reload keeps the value shown
 * meanwhile (a failed reload too, beside its error), another key starts empty, and an answer that a newer
 * load (or a reset) overtook is dropped.
 */
export class Loadable<T> {
  phase: LoadPhase = 'idle';
  value: T | null = null;
  error: string | null = null;
  private key: string | null = null;
  private latest = 0;

  constructor() {
    makeAutoObservable<Loadable<T>, 'key' | 'latest'>(this, { value: observableRef, key: false, latest: false }, { autoBind: true });
  }

  /** Loads the value for `key` with `read`: its answer, or null when a newer load or a reset overtook it. */
  async load(key: string, read: () => Promise<Result<T>>): Promise<Result<T> | null> {
    if (key !== this.key) {
      this.key = key;
      this.value = null;
    }
    const ticket = ++this.latest;
    this.phase = this.value === null ? 'loading' : 'ready';
    this.error = null;
    const result = await read();
    if (ticket !== this.latest) return null;
    this.settle(result);
    return result;
  }

  /** The value as a save answered it: known, so ready. */
  set(value: T): void {
    this.value = value;
    this.phase = 'ready';
  }

  reset(): void {
    this.latest += 1;
    this.key = null;
    this.phase = 'idle';
    this.value = null;
    this.error = null;
  }

  private settle(result: Result<T>): void {
    if (result.ok) {
      this.value = result.value;
      this.phase = 'ready';
    } else {
      this.error = result.error.message;
      this.phase = this.value === null ? 'error' : 'ready';
    }
  }
}
