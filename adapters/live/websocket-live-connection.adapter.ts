import type { LiveConnectionPort, LiveListener, LiveUpdate } from '../../application/ports/live-connection.port';
import type * as z from 'zod/mini';
import { liveConnectionUrl, markAsReadAction, readLiveEvent } from '../../domain/live-connection/live-messages';
import { afterClose, afterOpen, FRESH_CONNECTION, NORMAL_CLOSURE, type LiveConnectionState } from '../../domain/live-connection/reconnect-schedule';
import { connectedDataSchema, newMessageDataSchema, noticeReadDataSchema, notificationDataSchema, refusedDataSchema } from './live-frame.schema';

/** What the adapter uses of a WebSocket: the browser's and the `ws` package's both have it. */
export interface LiveSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: 'message', listener: (event: { readonly data: unknown }) => void): void;
  addEventListener(type: 'close', listener: (event: { readonly code: number }) => void): void;
  addEventListener(type: 'error', listener: () => void): void;
}

export type LiveSocketConstructor = new (url: string) => LiveSocket;

export interface LiveConnectionOptions {
  /** The browser's WebSocket, or the `ws` package's in Node 20 (which has no global one). */
  readonly WebSocket: LiveSocketConstructor;
  /** The ws(s) address of the live endpoint. */
  readonly endpoint: string;
  /** The access token for the query string (refreshed when due); null when nobody is signed in. */
  readonly token: () => Promise<string | null>;
  /**
   * Calls back when the page's language may have changed; answers the unsubscription. The connection
   * then opens again in the new language, as after a drop (listeners read again what they show). None in
   * Node (the CLI).
   */
  readonly languageChanges?: (changed: () => void) => () => void;
}

/**
 * The page's language, which the app sets on <html lang> when the patient chooses one: the notices pushed
 * are worded in it, read at each (re)connection. None in Node (the CLI): the server's English.
 */
const pageLanguage = (): string | null => globalThis.document?.documentElement.lang || null;

/** Calls back when the app sets <html lang> (the patient switched language), for the browser's connection. */
export const pageLanguageChanges = (changed: () => void): (() => void) => {
  const observer = new MutationObserver(changed);
  observer.observe(globalThis.document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  return () => observer.disconnect();
};

const OPEN = 1;

/** A server frame: the token was accepted, or an update for the listeners. */
type ServerFrame = { readonly kind: 'connected' } | LiveUpdate;

const checked = <T>(schema: z.ZodMiniType<T>, data: unknown, frame: (value: T) => ServerFrame): ServerFrame | null => {
  const parsed = schema.safeParse(data);
  return parsed.success ? frame(parsed.data) : null;
};

/** A text frame as the domain sorts it, its data checked against the contract; null when ignored. */
const readFrame = (data: unknown): ServerFrame | null => {
  const event = typeof data === 'string' ? readLiveEvent(data) : null;
  switch (event?.kind) {
    case undefined:
      return null;
    case 'connected':
      return checked(connectedDataSchema, event.data, () => ({ kind: 'connected' }));
    case 'notification':
      return checked(notificationDataSchema, event.data, (notification) => ({ kind: 'notification', notification }));
    case 'new-message':
      return checked(newMessageDataSchema, event.data, (message) => ({ kind: 'new-message', message }));
    case 'notice-read':
      return checked(noticeReadDataSchema, event.data, ({ _id }) => ({ kind: 'notice-read', noticeId: _id }));
    case 'refused':
      return checked(refusedDataSchema, event.data, ({ message }) => ({ kind: 'refused', message }));
  }
};

/**
 * The live connection over a WebSocket (spec §4, §7; contract LiveServerEvent): the token in the query
 * string, a reconnect 1000 ms after a drop, +1000 ms each time up to 3000 ms, none after a normal close
 * (1000). The schedule starts over once the server says `connected` (a refused token opens the socket
 * and is closed at once, so an open socket alone proves nothing). One socket serves every listener; the
 * last one leaving closes it normally.
 */
export class WebSocketLiveConnectionAdapter implements LiveConnectionPort {
  private readonly listeners = new Set<LiveListener>();
  private socket: LiveSocket | null = null;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private schedule: LiveConnectionState = FRESH_CONNECTION;
  /** The next open tells listeners to read again what they show: after a drop, or a language switch. */
  private readAgainOnOpen = false;
  /** The connection's state as last told: a listener joining later is told it too (the chat page's status line). */
  private status: LiveUpdate | null = null;
  /** Bumped on every start and stop, so a token or socket from an earlier run is dropped. */
  private run = 0;
  /** The language the socket was opened in (its `lang`). */
  private language: string | null = null;
  private unwatchLanguage: (() => void) | null = null;

  constructor(private readonly options: LiveConnectionOptions) {}

  listen(listener: LiveListener): () => void {
    this.listeners.add(listener);
    if (this.listeners.size === 1) this.start();
    else if (this.status) this.tellLater(listener, this.status);
    return () => {
      if (this.listeners.delete(listener) && this.listeners.size === 0) this.stop();
    };
  }

  markNoticeRead(noticeId: string, userId: string): boolean {
    if (this.socket?.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(markAsReadAction(noticeId, userId)));
    return true;
  }

  /** After `listen` has returned, and only to a listener still listening: nothing is told to a caller mid-call. */
  private tellLater(listener: LiveListener, status: LiveUpdate): void {
    // Already open is news to the newcomer, not a reconnect: it has just read what it shows.
    const update = status.kind === 'open' ? { ...status, reconnected: false } : status;
    queueMicrotask(() => {
      if (this.listeners.has(listener)) listener(update);
    });
  }

  private start(): void {
    this.run += 1;
    this.schedule = FRESH_CONNECTION;
    this.readAgainOnOpen = false;
    this.status = null;
    this.unwatchLanguage = this.options.languageChanges?.(() => this.languageChanged()) ?? null;
    void this.connect(this.run);
  }

  /**
   * The patient switched language: the notices pushed from now on must be worded in the new one, which the
   * server reads from the query of the connection, so the socket is opened again (nothing is lost: the
   * listeners are told `reconnected` and read again what they show, in the new language).
   */
  private languageChanged(): void {
    if (pageLanguage() === this.language) return;
    this.run += 1;
    if (this.retry !== null) clearTimeout(this.retry);
    this.retry = null;
    const socket = this.socket;
    this.socket = null;
    socket?.close(NORMAL_CLOSURE, 'The language changed');
    // Whatever listeners read was in the old language, even if no socket had opened yet.
    this.readAgainOnOpen = true;
    this.schedule = FRESH_CONNECTION;
    void this.connect(this.run);
  }

  private stop(): void {
    this.unwatchLanguage?.();
    this.unwatchLanguage = null;
    this.run += 1;
    if (this.retry !== null) clearTimeout(this.retry);
    this.retry = null;
    const socket = this.socket;
    this.socket = null;
    socket?.close(NORMAL_CLOSURE, 'Closed by the app');
  }

  private async connect(run: number): Promise<void> {
    this.retry = null;
    const token = await this.options.token();
    if (run !== this.run) return;
    if (token === null) {
      this.emit({ kind: 'closed', retryInMs: null });
      return;
    }
    this.language = pageLanguage();
    const socket = new this.options.WebSocket(liveConnectionUrl(this.options.endpoint, token, this.language));
    this.socket = socket;
    socket.addEventListener('message', (event) => {
      if (this.socket !== socket) return;
      const frame = readFrame(event.data);
      if (frame?.kind === 'connected') this.connected();
      else if (frame) this.emit(frame);
    });
    socket.addEventListener('close', (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.closed(run, event.code);
    });
    // A failed socket is closed next (1006) and the close decides what follows; with no error listener,
    // the ws package would throw.
    socket.addEventListener('error', () => undefined);
  }

  private connected(): void {
    this.schedule = afterOpen();
    this.emit({ kind: 'open', reconnected: this.readAgainOnOpen });
    this.readAgainOnOpen = true;
  }

  private closed(run: number, code: number): void {
    const next = afterClose(this.schedule, code);
    this.schedule = next.state;
    if (next.command.kind === 'stay-closed') {
      this.emit({ kind: 'closed', retryInMs: null });
      return;
    }
    this.emit({ kind: 'closed', retryInMs: next.command.delayMs });
    this.retry = setTimeout(() => void this.connect(run), next.command.delayMs);
  }

  private emit(update: LiveUpdate): void {
    if (update.kind === 'open' || update.kind === 'closed') this.status = update;
    for (const listener of [...this.listeners]) listener(update);
  }
}
