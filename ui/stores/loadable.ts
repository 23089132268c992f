import { makeAutoObservable, observableRef } from 'mobx';
import { isRefusal } from '../../domain/feedback/refusal';
import type { AppError, Result } from '../../domain/shared/result';
import type { LoadPhase } from './load-phase';
import { errorText } from '../i18n/error-text';

/**
 * One thing a store loads, with the guards every load needs written once: a reload keeps the value shown
 * meanwhile, and a failed reload keeps it too (its reason in `refreshError`, for a quiet note beside it,
 * while a failed first load is the 'error' phase); another key starts empty, and an answer that a newer
 * load (or a reset) overtook is dropped. What grows the value afterwards (a next page, a live update) goes
 * through `extend` and `update`, under the same guard.
 */
export class Loadable<T> {
  phase: LoadPhase = 'idle';
  value: T | null = null;
  /** Why the first load failed: nothing to show. */
  failure: AppError | null = null;
  /** Why the last reload failed: the value loaded before still shows. */
  refreshError: string | null = null;
  /** What the value is (or is being loaded) for. */
  key: string | null = null;
  private latest = 0;

  constructor() {
    makeAutoObservable<Loadable<T>, 'latest'>(this, { value: observableRef, failure: observableRef, latest: false }, { autoBind: true });
  }

  get error(): string | null {
    return this.failure ? errorText(this.failure) : null;
  }

  /** The first load was refused (not found, forbidden): trying again cannot help. */
  get refused(): boolean {
    return this.failure !== null && isRefusal(this.failure);
  }

  /**
   * Loads the value for `key` with `read`: its answer, or null when a newer load or a reset overtook it.
   * `loaded` runs in the same action as the value lands, so nothing draws it ready before the store has used it.
   */
  async load(key: string, read: () => Promise<Result<T>>, loaded?: (value: T) => void): Promise<Result<T> | null> {
    if (key !== this.key) {
      this.key = key;
      this.value = null;
    }
    const ticket = ++this.latest;
    this.phase = this.value === null ? 'loading' : 'ready';
    this.failure = null;
    this.refreshError = null;
    const result = await read();
    if (ticket !== this.latest) return null;
    this.settle(result, loaded);
    return result;
  }

  /**
   * Reads more for the value shown (a next page) and merges it in: its answer, or null when nothing is
   * shown or a load or a reset came meanwhile (the value started again, so the page is not its next).
   */
  async extend<M>(read: () => Promise<Result<M>>, merge: (value: T, more: M) => T): Promise<Result<M> | null> {
    if (this.value === null) return null;
    const ticket = this.latest;
    const result = await read();
    if (ticket !== this.latest) return null;
    if (result.ok) this.update((value) => merge(value, result.value));
    return result;
  }

  /** The value shown, changed where it is (a live update, a read mark); nothing while none is shown. */
  update(change: (value: T) => T): void {
    if (this.value !== null) this.value = change(this.value);
  }

  /** The value as a save answered it: known, so ready. */
  set(value: T): void {
    this.value = value;
    this.phase = 'ready';
    this.refreshError = null;
  }

  reset(): void {
    this.latest += 1;
    this.key = null;
    this.phase = 'idle';
    this.value = null;
    this.failure = null;
    this.refreshError = null;
  }

  private settle(result: Result<T>, loaded?: (value: T) => void): void {
    if (result.ok) {
      this.value = result.value;
      this.phase = 'ready';
      loaded?.(result.value);
    } else if (this.value === null) {
      this.failure = result.error;
      this.phase = 'error';
    } else {
      this.refreshError = errorText(result.error);
    }
  }
}
