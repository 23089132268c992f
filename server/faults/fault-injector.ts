import { EventEmitter } from 'node:events';

export interface FailureRule {
  /** Upper-case HTTP method, or any when absent. */
  readonly method?: string;
  /** Matches API paths (without /backend) that start with it. */
  readonly pathPrefix: string;
  readonly status: number;
  /** How many requests fail before the rule lapses; every one while absent. */
  readonly times?: number;
}

export interface FaultSettings {
  readonly latencyMs?: number;
  readonly failures?: readonly FailureRule[];
}

/**
 * Faults on demand for reliability tests (latency, 5xx on a path, dropped sockets). Off by default and
 * reachable only through the ops routes, which exist only when the server starts with ops enabled.
 */
export class FaultInjector {
  private latency = 0;
  private failures: { rule: FailureRule; left: number }[] = [];
  private readonly events = new EventEmitter();

  configure(settings: FaultSettings): void {
    this.latency = Math.max(0, Math.min(settings.latencyMs ?? 0, 30_000));
    this.failures = (settings.failures ?? []).map((rule) => ({ rule, left: rule.times ?? Number.POSITIVE_INFINITY }));
  }

  clear(): void {
    this.configure({});
  }

  get latencyMs(): number {
    return this.latency;
  }

  /** The status to fail this request with, if a rule says so (and counts it). */
  failureFor(method: string, path: string): number | null {
    const hit = this.failures.find(({ rule, left }) => left > 0 && path.startsWith(rule.pathPrefix) && (!rule.method || rule.method === method.toUpperCase()));
    if (!hit) return null;
    hit.left -= 1;
    return hit.rule.status;
  }

  /** Live connections listen here and close their sockets abruptly when asked. */
  onDropSockets(listener: () => void): () => void {
    this.events.on('drop', listener);
    return () => this.events.off('drop', listener);
  }

  dropSockets(): void {
    this.events.emit('drop');
  }
}
