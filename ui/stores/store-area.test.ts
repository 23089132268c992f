import { describe, expect, it } from 'vitest';
import { lazyModule } from './lazy-module';
import { lazyStores, readyStores } from './store-area';

describe('store areas', () => {
  it('built at once: the stores are there from the start', async () => {
    const stores = { session: {} };
    const area = readyStores(stores);
    expect(area.current()).toBe(stores);
    expect(await area.load()).toBe(stores);
  });

  it('built lazily: none until their code has arrived, then built once, also when asked for at once', async () => {
    let builds = 0;
    const code = lazyModule(async () => ({ create: () => ({ build: ++builds }) }));
    const area = lazyStores(code, (module) => module.create());
    expect(area.current()).toBeNull();
    const loaded = await area.load();
    expect(area.current()).toBe(loaded);
    expect(area.load()).toBe(area.load());
    expect(builds).toBe(1);
  });

  it("built from code a page's route already brought: at once, without waiting", async () => {
    const code = lazyModule(async () => ({ create: () => ({ ready: true }) }));
    await code.load();
    expect(lazyStores(code, (module) => module.create()).current()).toEqual({ ready: true });
  });

  it('tries a failed download again on the next ask', async () => {
    let attempts = 0;
    const code = lazyModule(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return { value: 1 };
    });
    await expect(code.load()).rejects.toThrow('offline');
    expect(await code.load()).toEqual({ value: 1 });
  });
});
