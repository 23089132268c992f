/**
 * The one host API domain/ may use beyond ECMAScript: the WHATWG URL parser, pure and the same in browsers
 * and Node. domain/tsconfig.json leaves the DOM's and Node's types out, so that any other host API (window,
 * fetch, timers, storage, process) is a compile error in domain/; the root tsconfig, which has both, leaves
 * this file out.
 */
declare class URL {
  constructor(url: string, base?: string | URL);
  readonly href: string;
  readonly origin: string;
  readonly protocol: string;
  readonly host: string;
  readonly hostname: string;
  readonly port: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  readonly searchParams: { get(name: string): string | null };
  toString(): string;
}
