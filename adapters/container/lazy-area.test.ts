import { describe, expect, it } from 'vitest';
import { lazyArea } from './lazy-area';

interface Area {
  readonly greet: { execute(name: string): Promise<string> };
  readonly count: { execute(): Promise<number> };
}

const areaLoadedOnDemand = () => {
  let loads = 0;
  let counted = 0;
  const area = lazyArea<Area>(async () => {
    loads += 1;
    return { greet: { execute: async (name) => `hello ${name}` }, count: { execute: async () => ++counted } };
  });
  return { area, loads: () => loads };
};

describe('lazyArea: an area whose wiring loads on the first execute', () => {
  it('loads nothing until a use case runs, then loads the wiring once for all of them', async () => {
    const { area, loads } = areaLoadedOnDemand();
    const greet = area.greet;
    expect(loads()).toBe(0);
    expect(await greet.execute('Sam')).toBe('hello Sam');
    expect(await Promise.all([area.count.execute(), area.count.execute()])).toEqual([1, 2]);
    expect(loads()).toBe(1);
  });

  it('hands out one stand-in per use case, and is not mistaken for a promise', async () => {
    const { area } = areaLoadedOnDemand();
    expect(area.greet).toBe(area.greet);
    expect((area as unknown as { then?: unknown }).then).toBeUndefined();
    expect(await Promise.resolve(area)).toBe(area);
  });

  it('passes a failed load on to the call that needed it', async () => {
    const area = lazyArea<Area>(() => Promise.reject(new Error('chunk failed')));
    await expect(area.greet.execute('Sam')).rejects.toThrow('chunk failed');
  });
});
