/** What a lazily wired area holds: use cases whose execute answers a promise (the stand-in's does too). */
type DeferrableUseCase = { execute(...args: never[]): Promise<unknown> };
export type DeferrableArea<A> = { readonly [K in keyof A]: DeferrableUseCase };

/**
 * An area whose wiring (its use cases, adapters and their code) is loaded on the first execute of any of
 * its use cases, so the app's first download carries none of it. Every property is a stand-in of the use
 * case's own type whose execute waits for the wiring, built once, then runs the real one. The area needs
 * no list of its use cases: asking for a name its interface has is enough (the compiler checks the name).
 */
export const lazyArea = <A extends DeferrableArea<A>>(load: () => Promise<A>): A => {
  let wiring: Promise<A> | null = null;
  const standIns = new Map<keyof A, DeferrableUseCase>();
  const standInFor = (name: keyof A): DeferrableUseCase => ({
    execute: async (...args: never[]) => (await (wiring ??= load()))[name].execute(...args),
  });
  return new Proxy({} as A, {
    get: (_target, name) => {
      // Only a use case's name: not a symbol, nor `then` (an area is not a promise).
      if (typeof name !== 'string' || name === 'then') return undefined;
      const key = name as keyof A;
      const known = standIns.get(key) ?? standInFor(key);
      standIns.set(key, known);
      return known;
    },
  });
};
