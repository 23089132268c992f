import { afterEach, describe, expect, it } from 'vitest';
import { fail, ok, type Result } from '../../domain/shared/result';
import { fillPlaceholders } from '../i18n/fill-placeholders';
import { linguiTranslator } from '../i18n/lingui-translator';
import { showLanguage } from '../i18n/translate';
import { Loadable } from './loadable';

/** A read whose answer the test gives when it wants. */
const pending = <T>() => {
  let answer: (result: Result<T>) => void = () => undefined;
  const read = () => new Promise<Result<T>>((resolve) => (answer = resolve));
  return { read, answer: (result: Result<T>) => answer(result) };
};

describe('a loadable value', () => {
  it('is loading until the first answer, then ready; a failed first load is an error', async () => {
    const loadable = new Loadable<number>();
    const first = pending<number>();
    const loading = loadable.load('a', first.read);
    expect(loadable.phase).toBe('loading');
    first.answer(fail('down', 503));
    await loading;
    expect([loadable.phase, loadable.error, loadable.value]).toEqual(['error', 'down', null]);
    await loadable.load('a', async () => ok(1));
    expect([loadable.phase, loadable.error, loadable.value]).toEqual(['ready', null, 1]);
  });

  it('keeps the value shown while it reloads, and after a failed reload with the reason as a refresh error', async () => {
    const loadable = new Loadable<number>();
    await loadable.load('a', async () => ok(1));
    const reload = pending<number>();
    const reloading = loadable.load('a', reload.read);
    expect([loadable.phase, loadable.value]).toEqual(['ready', 1]);
    reload.answer(fail('down', 503));
    await reloading;
    expect([loadable.phase, loadable.value, loadable.error, loadable.refreshError]).toEqual(['ready', 1, null, 'down']);
    await loadable.load('a', async () => ok(2));
    expect([loadable.phase, loadable.value, loadable.refreshError]).toEqual(['ready', 2, null]);
  });

  it('clears a refresh error when a save gives the value, and counts a failure for another key as a first load', async () => {
    const loadable = new Loadable<number>();
    await loadable.load('a', async () => ok(1));
    await loadable.load('a', async () => fail('down', 503));
    loadable.set(5);
    expect([loadable.value, loadable.refreshError]).toEqual([5, null]);
    await loadable.load('b', async () => fail('down', 503));
    expect([loadable.phase, loadable.value, loadable.error, loadable.refreshError]).toEqual(['error', null, 'down', null]);
  });

  it('ignores a failure that a newer successful load overtook', async () => {
    const loadable = new Loadable<number>();
    await loadable.load('a', async () => ok(1));
    const older = pending<number>();
    const olderLoad = loadable.load('a', older.read);
    await loadable.load('a', async () => ok(2));
    older.answer(fail('down', 503));
    expect(await olderLoad).toBeNull();
    expect([loadable.phase, loadable.value, loadable.error, loadable.refreshError]).toEqual(['ready', 2, null, null]);
  });

  it('starts empty for another key, and drops an answer a newer load or a reset overtook', async () => {
    const loadable = new Loadable<string>();
    await loadable.load('a', async () => ok('for a'));
    const older = pending<string>();
    const olderLoad = loadable.load('a', older.read);
    const newer = loadable.load('b', async () => ok('for b'));
    expect(loadable.value).toBeNull();
    await newer;
    older.answer(ok('late for a'));
    expect(await olderLoad).toBeNull();
    expect(loadable.value).toBe('for b');
    const cut = pending<string>();
    const cutLoad = loadable.load('b', cut.read);
    loadable.reset();
    cut.answer(ok('after sign-out'));
    await cutLoad;
    expect([loadable.phase, loadable.value]).toEqual(['idle', null]);
  });

  it('tells a refused first load (not found) from one that may pass when tried again, and says what it is for', async () => {
    const loadable = new Loadable<number>();
    await loadable.load('gone', async () => fail('Not found', 404));
    expect([loadable.key, loadable.refused, loadable.error]).toEqual(['gone', true, 'Not found']);
    await loadable.load('busy', async () => fail('The service is temporarily unavailable', 503));
    expect([loadable.key, loadable.refused]).toEqual(['busy', false]);
  });

  it('hands a landing value to the store in the same step, and never an overtaken one', async () => {
    const loadable = new Loadable<string>();
    const used: string[] = [];
    const older = pending<string>();
    const olderLoad = loadable.load('a', older.read, (value) => used.push(value));
    await loadable.load(
      'a',
      async () => ok('newer'),
      (value) => used.push(`${value} while ${loadable.phase}`),
    );
    older.answer(ok('older'));
    await olderLoad;
    await loadable.load(
      'a',
      async () => fail('down', 503),
      (value) => used.push(value),
    );
    expect(used).toEqual(['newer while ready']);
  });

  it('merges a next page into the value shown, and drops one that a reload or a reset overtook', async () => {
    const loadable = new Loadable<readonly number[]>();
    const merge = (shown: readonly number[], page: readonly number[]) => [...shown, ...page];
    expect(await loadable.extend(async () => ok([9]), merge)).toBeNull();
    await loadable.load('a', async () => ok([1, 2]));
    await loadable.extend(async () => ok([3]), merge);
    expect(loadable.value).toEqual([1, 2, 3]);
    const late = pending<readonly number[]>();
    const lateExtend = loadable.extend(late.read, merge);
    await loadable.load('a', async () => ok([5]));
    late.answer(ok([4]));
    expect(await lateExtend).toBeNull();
    expect(loadable.value).toEqual([5]);
    const failed = await loadable.extend(async () => fail('down', 503), merge);
    expect([failed?.ok, loadable.value, loadable.refreshError]).toEqual([false, [5], null]);
    const cut = pending<readonly number[]>();
    const cutExtend = loadable.extend(cut.read, merge);
    loadable.reset();
    cut.answer(ok([6]));
    await cutExtend;
    expect(loadable.value).toBeNull();
  });

  it('changes the value shown in place, and nothing before one is loaded', async () => {
    const loadable = new Loadable<number>();
    loadable.update((value) => value + 1);
    expect([loadable.phase, loadable.value]).toEqual(['idle', null]);
    await loadable.load('a', async () => ok(1));
    loadable.update((value) => value + 1);
    expect([loadable.phase, loadable.value]).toEqual(['ready', 2]);
  });

  describe('on a Spanish screen', () => {
    afterEach(() => showLanguage('en', fillPlaceholders));

    it('words a failure by its code in the catalogue’s Spanish, and keeps the server’s message for an unknown one', async () => {
      showLanguage('es', linguiTranslator('es', { 'error.service_unavailable': 'El servicio no está disponible.' }));
      const loadable = new Loadable<number>();
      await loadable.load('a', async () => fail('The service is temporarily unavailable', 503, 'service_unavailable'));
      expect(loadable.error).toBe('El servicio no está disponible.');
      await loadable.load('a', async () => ok(1));
      await loadable.load('a', async () => fail('The service is temporarily unavailable', 503, 'service_unavailable'));
      expect(loadable.refreshError).toBe('El servicio no está disponible.');
      await loadable.load('b', async () => fail('Question 3 is out of range', 400, 'invalid_request'));
      expect(loadable.error).toBe('Question 3 is out of range');
    });
  });
});
