import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveUpdate } from '../../application/ports/live-connection.port';
import { liveEndpoint } from './live-endpoint';
import { WebSocketLiveConnectionAdapter, type LiveSocket } from './websocket-live-connection.adapter';

const ID = (n: number) => n.toString(16).padStart(24, '0');

/** A WebSocket double: records what the adapter does with it; the test plays the server. */
class FakeSocket implements LiveSocket {
  static made: FakeSocket[] = [];
  readyState = 0;
  readonly sent: string[] = [];
  closedWith: number | null = null;
  private readonly handlers = new Map<string, ((event: never) => void)[]>();

  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }

  send(data: string): void {
    this.sent.push(data);
  }

  close(code?: number): void {
    this.closedWith = code ?? 1005;
    this.readyState = 3;
  }

  addEventListener(type: string, listener: (event: never) => void): void {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), listener]);
  }

  private fire(type: string, event: unknown): void {
    for (const handler of this.handlers.get(type) ?? []) handler(event as never);
  }

  /** The server accepts the token and says so. */
  accept(userId = ID(1)): void {
    this.readyState = 1;
    this.frame({ event: 'connected', data: { userId } });
  }

  frame(frame: unknown): void {
    this.fire('message', { data: typeof frame === 'string' ? frame : JSON.stringify(frame) });
  }

  drop(code: number): void {
    this.readyState = 3;
    this.fire('error', {});
    this.fire('close', { code });
  }
}

const latest = () => FakeSocket.made.at(-1) as FakeSocket;
/** Lets the adapter's awaited token arrive. */
const settle = () => vi.advanceTimersByTimeAsync(0);

const adapter = (token: () => Promise<string | null> = async () => 'tok.en+1') =>
  new WebSocketLiveConnectionAdapter({ WebSocket: FakeSocket, endpoint: 'ws://app.example/backend/live', token });

const message = {
  _id: ID(7),
  chatId: ID(8),
  userId: ID(9),
  messageType: 'text',
  message: 'The reply',
  createdAt: '2026-11-22T10:00:00.000Z',
  whoHaveRead: [ID(9)],
  user: { avatar: null },
  userName: 'Support',
};

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.made = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the live connection over a WebSocket', () => {
  it('opens with the token in the query string once the first listener comes', async () => {
    const live = adapter();
    expect(FakeSocket.made).toHaveLength(0);
    live.listen(() => undefined);
    await settle();
    expect(FakeSocket.made.map((socket) => socket.url)).toEqual(['ws://app.example/backend/live?token=tok.en%2B1']);
    live.listen(() => undefined);
    await settle();
    expect(FakeSocket.made).toHaveLength(1);
  });

  it('reconnects 1000 ms after a drop, +1000 ms each time, at most 3000 ms, and starts over once connected', async () => {
    const updates: LiveUpdate[] = [];
    const live = adapter();
    live.listen((update) => updates.push(update));
    await settle();
    const waits: number[] = [];
    for (let drop = 0; drop < 4; drop += 1) {
      const before = FakeSocket.made.length;
      latest().drop(1006);
      const wait = (updates.at(-1) as { retryInMs: number }).retryInMs;
      waits.push(wait);
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(FakeSocket.made).toHaveLength(before);
      await vi.advanceTimersByTimeAsync(1);
      expect(FakeSocket.made).toHaveLength(before + 1);
    }
    expect(waits).toEqual([1000, 2000, 3000, 3000]);
    latest().accept();
    latest().drop(1006);
    expect(updates.at(-1)).toEqual({ kind: 'closed', retryInMs: 1000 });
  });

  it('tells listeners when it is open, and when it is open again after a drop (to refetch)', async () => {
    const updates: LiveUpdate[] = [];
    adapter().listen((update) => updates.push(update));
    await settle();
    latest().accept();
    latest().drop(1006);
    await vi.advanceTimersByTimeAsync(1000);
    latest().accept();
    expect(updates).toEqual([
      { kind: 'open', reconnected: false },
      { kind: 'closed', retryInMs: 1000 },
      { kind: 'open', reconnected: true },
    ]);
  });

  it('tells a listener joining later how the shared connection stands: open, or waiting to reconnect', async () => {
    const connection = adapter();
    connection.listen(() => undefined);
    await settle();
    latest().accept();
    latest().drop(1006);
    await vi.advanceTimersByTimeAsync(1000);
    latest().accept();
    const late: LiveUpdate[] = [];
    connection.listen((update) => late.push(update));
    expect(late).toEqual([]);
    await settle();
    expect(late).toEqual([{ kind: 'open', reconnected: false }]);

    latest().drop(1006);
    const later: LiveUpdate[] = [];
    const stop = connection.listen((update) => later.push(update));
    await settle();
    expect(later).toEqual([{ kind: 'closed', retryInMs: 1000 }]);
    stop();
    const gone: LiveUpdate[] = [];
    connection.listen((update) => gone.push(update))();
    await settle();
    expect(gone).toEqual([]);
  });

  it('does not reconnect after a normal close (1000)', async () => {
    const updates: LiveUpdate[] = [];
    adapter().listen((update) => updates.push(update));
    await settle();
    latest().accept();
    latest().drop(1000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.made).toHaveLength(1);
    expect(updates.at(-1)).toEqual({ kind: 'closed', retryInMs: null });
  });

  it('closes normally when the last listener leaves, and never reconnects that socket', async () => {
    const live = adapter();
    const stopChat = live.listen(() => undefined);
    const stopBell = live.listen(() => undefined);
    await settle();
    const socket = latest();
    socket.accept();
    stopChat();
    expect(socket.closedWith).toBeNull();
    stopBell();
    expect(socket.closedWith).toBe(1000);
    socket.drop(1006);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(FakeSocket.made).toHaveLength(1);
  });

  it('stops a pending reconnect when the last listener leaves', async () => {
    const stop = adapter().listen(() => undefined);
    await settle();
    latest().drop(1006);
    stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(FakeSocket.made).toHaveLength(1);
  });

  it('asks for a fresh token on every attempt, and stays closed with nobody signed in', async () => {
    const tokens = ['first', 'second', null];
    const updates: LiveUpdate[] = [];
    adapter(async () => tokens.shift() ?? null).listen((update) => updates.push(update));
    await settle();
    latest().drop(4401);
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeSocket.made.map((socket) => new URL(socket.url).searchParams.get('token'))).toEqual(['first', 'second']);
    latest().drop(4401);
    await vi.advanceTimersByTimeAsync(2000);
    expect(FakeSocket.made).toHaveLength(2);
    expect(updates.at(-1)).toEqual({ kind: 'closed', retryInMs: null });
  });

  it('passes on new messages, notifications, read notices and refusals, and ignores anything else', async () => {
    const updates: LiveUpdate[] = [];
    adapter().listen((update) => updates.push(update));
    await settle();
    const socket = latest();
    socket.accept();
    socket.frame({ event: 'newMessage', data: message });
    socket.frame({
      event: 'notification',
      data: { _id: ID(3), type: 'message', message: 'New reply', data: { chatId: ID(8) }, hasRead: false, createdAt: '2026-11-22T10:00:00.000Z' },
    });
    socket.frame({ event: 'noticeRead', data: { _id: ID(3) } });
    socket.frame({ event: 'error', data: { message: 'Notice not found' } });
    const junk = [
      'not json',
      '{"event":"typing"}',
      JSON.stringify({ event: 'newMessage', data: { ...message, _id: 'x' } }),
      '42',
      '{"event":"connected","data":{}}',
      '{"event":"error"}',
    ];
    for (const frame of junk) socket.frame(frame);
    expect(updates.map((update) => update.kind)).toEqual(['open', 'new-message', 'notification', 'notice-read', 'refused']);
    expect(updates[1]).toEqual({ kind: 'new-message', message: { ...message, messageType: 'text', file: null } });
  });

  it("sends markAsRead as the contract's action frame, only while open", async () => {
    const live = adapter();
    expect(live.markNoticeRead(ID(3), ID(1))).toBe(false);
    live.listen(() => undefined);
    await settle();
    latest().accept();
    expect(live.markNoticeRead(ID(3), ID(1))).toBe(true);
    expect(latest().sent.map((frame) => JSON.parse(frame))).toEqual([{ action: 'markAsRead', data: { id: ID(3), userId: ID(1), type: 'notice' } }]);
  });
});

describe('the live connection when the patient switches language', () => {
  const page = { documentElement: { lang: 'en' } };
  let switched: (() => void) | null = null;
  const languageChanges = (changed: () => void) => {
    switched = changed;
    return () => {
      switched = null;
    };
  };
  const switchTo = (language: string) => {
    page.documentElement.lang = language;
    switched?.();
  };
  beforeEach(() => {
    page.documentElement.lang = 'en';
    vi.stubGlobal('document', page);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('opens again in the new language, and tells listeners to read again what they show', async () => {
    const live = new WebSocketLiveConnectionAdapter({ WebSocket: FakeSocket, endpoint: 'ws://app.example/live', token: async () => 'tok', languageChanges });
    const updates: LiveUpdate[] = [];
    const stop = live.listen((update) => updates.push(update));
    await settle();
    const english = latest();
    expect(english.url).toBe('ws://app.example/live?token=tok&lang=en');
    english.accept();

    switchTo('es');
    await settle();
    expect(english.closedWith).toBe(1000);
    expect(latest().url).toBe('ws://app.example/live?token=tok&lang=es');
    latest().accept();
    expect(updates.at(-1)).toEqual({ kind: 'open', reconnected: true });
    // A notice pushed on the old socket after the switch is not passed on.
    english.frame({ event: 'noticeRead', data: { _id: ID(3) } });
    expect(updates.some((update) => update.kind === 'notice-read')).toBe(false);

    switchTo('es');
    await settle();
    expect(FakeSocket.made).toHaveLength(2);
    stop();
    expect(switched).toBeNull();
  });

  it('switched before the first socket opened: that open still tells listeners to read again, what they read was in the old language', async () => {
    const live = new WebSocketLiveConnectionAdapter({ WebSocket: FakeSocket, endpoint: 'ws://app.example/live', token: async () => 'tok', languageChanges });
    const updates: LiveUpdate[] = [];
    const stop = live.listen((update) => updates.push(update));
    await settle();
    switchTo('es');
    await settle();
    latest().accept();
    expect(latest().url).toBe('ws://app.example/live?token=tok&lang=es');
    expect(updates).toEqual([{ kind: 'open', reconnected: true }]);
    stop();
  });
});

describe('the live endpoint', () => {
  it("reads the configuration's path against the page, http as ws and https as wss", () => {
    expect(liveEndpoint('/backend/live', 'http://localhost:3000/user/chat')).toBe('ws://localhost:3000/backend/live');
    expect(liveEndpoint('/backend/live', 'https://app.vireohealth.example/')).toBe('wss://app.vireohealth.example/backend/live');
    expect(liveEndpoint('wss://live.example/socket', 'https://app.example/')).toBe('wss://live.example/socket');
  });
});
