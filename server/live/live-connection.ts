import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import type { Caller } from '../contract/operation-router';
import { answerLanguage, type AnswerLanguage } from '../http/answer-language';
import { API_PREFIX } from '../http/api-prefix';
import { markNoticeRead } from '../notices/notices.repository';
import { loggableError } from '../http/loggable-error';
import type { ServerContext } from '../server-context';
import { findPatientByUser, findUserBySub } from '../users/users.repository';
import { createLiveActionParser } from './live-actions';
import { resolveLiveSignal, type LiveServerEvent } from './live-events';
import { listenToLiveSignals, type LiveSignal } from './live-signals';

const LIVE_PATH = `${API_PREFIX}/live`;
/** Close codes in the private range, after the HTTP statuses they stand for. */
const CLOSE_UNAUTHENTICATED = 4401;
const CLOSE_FORBIDDEN = 4403;
const CLOSE_TOO_MANY = 4429;

const HEARTBEAT_MS = 30_000;
const MAX_FRAME_BYTES = 4 * 1024;
const MAX_SOCKETS_PER_USER = 10;
/** setTimeout's ceiling (about 24.8 days); tokens live an hour. */
const MAX_TIMER_MS = 2 ** 31 - 1;

type UpgradeSource = Pick<Server, 'on' | 'off'>;

export interface LiveConnection {
  readonly close: () => Promise<void>;
}

/**
 * The live connection (contract: LiveServerEvent): a WebSocket at /backend/live on every port, opened
 * with the access token in the query string. It pushes what the database signals (new messages,
 * notices, read notices) to the sockets of the users concerned, and takes the markAsRead action.
 */
export const attachLiveConnection = async (
  servers: readonly UpgradeSource[],
  ctx: ServerContext,
  authenticate: (token: string) => Promise<Caller | null>,
): Promise<LiveConnection> => {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const socketsOfUser = new Map<string, Set<WebSocket>>();
  const tokenOf = new Map<WebSocket, string>();
  /** The language a socket asked for (`lang` when it connected): the notices it is sent are worded in it. */
  const languageOf = new Map<WebSocket, AnswerLanguage>();
  const subOf = new Map<WebSocket, string>();
  const answeredPing = new Set<WebSocket>();
  const parseAction = createLiveActionParser();
  const allSockets = () => [...socketsOfUser.values()].flatMap((sockets) => [...sockets]);
  const logError = (what: string, error: unknown) => ctx.log(`live: ${what}: ${loggableError(error)}`);

  const send = (socket: WebSocket, event: LiveServerEvent) => {
    if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(event));
  };
  const refuse = (socket: WebSocket, message: string) => send(socket, { event: 'error', data: { message } });

  /** A socket whose session ended (sign-out, password change) gets nothing more: it is closed instead. */
  const sessionLives = async (socket: WebSocket): Promise<boolean> => {
    if (await authenticate(tokenOf.get(socket) ?? '')) return true;
    socket.close(CLOSE_UNAUTHENTICATED, 'Session ended');
    return false;
  };

  /** Sessions of an identity ended: its sockets whose session it was close now, not at their next event. */
  const closeEndedSessions = async (sub: string) => {
    for (const socket of allSockets()) {
      if (subOf.get(socket) === sub) await sessionLives(socket);
    }
  };

  const deliver = async (signal: LiveSignal) => {
    if (socketsOfUser.size === 0) return;
    if (signal.kind === 'sessionsEnded') return closeEndedSessions(signal.sub);
    const resolved = await resolveLiveSignal(ctx.db, signal);
    if (!resolved) return;
    for (const userId of new Set(resolved.recipients)) {
      for (const socket of socketsOfUser.get(userId) ?? []) {
        if (await sessionLives(socket)) send(socket, resolved.eventIn(languageOf.get(socket) ?? 'en'));
      }
    }
  };
  // One delivery at a time, so every socket hears events in the order they were committed.
  let deliveries = Promise.resolve();
  const stopListening = await listenToLiveSignals(ctx.db, (signal) => {
    deliveries = deliveries.then(() => deliver(signal)).catch((error: unknown) => logError(`could not deliver ${signal.kind}`, error));
  });

  const onAction = async (socket: WebSocket, userId: string, data: RawData, isBinary: boolean) => {
    if (!(await sessionLives(socket))) return;
    if (isBinary) return refuse(socket, 'Send JSON text frames');
    // ws hands text frames over as one Buffer (binaryType 'nodebuffer', fragments joined).
    const parsed = parseAction((data as Buffer).toString('utf8'));
    if (!parsed.ok) return refuse(socket, parsed.message);
    if (parsed.action.data.userId !== userId) return refuse(socket, 'markAsRead is for your own notices only');
    // The answer is the noticeRead event that the database signals to all of the user's sockets.
    if (!(await markNoticeRead(ctx.db, parsed.action.data.id, userId))) refuse(socket, 'Notice not found');
  };

  const register = (socket: WebSocket, userId: string, caller: Caller, language: AnswerLanguage) => {
    const sockets = socketsOfUser.get(userId) ?? new Set<WebSocket>();
    if (sockets.size >= MAX_SOCKETS_PER_USER) return socket.close(CLOSE_TOO_MANY, 'Too many live connections');
    sockets.add(socket);
    socketsOfUser.set(userId, sockets);
    tokenOf.set(socket, caller.token);
    languageOf.set(socket, language);
    subOf.set(socket, caller.sub);
    answeredPing.add(socket);
    // An expired token must not keep a connection: the client reconnects with a fresh one.
    const expiry = setTimeout(
      () => socket.close(CLOSE_UNAUTHENTICATED, 'Token expired'),
      Math.min(Math.max(caller.expiresAt - ctx.wallNow(), 0), MAX_TIMER_MS),
    );
    expiry.unref();
    socket.on('pong', () => answeredPing.add(socket));
    socket.on('message', (data, isBinary) => {
      onAction(socket, userId, data, isBinary).catch((error: unknown) => {
        logError('action failed', error);
        refuse(socket, 'The action failed, please try again');
      });
    });
    socket.on('error', () => socket.terminate());
    socket.on('close', () => {
      clearTimeout(expiry);
      answeredPing.delete(socket);
      tokenOf.delete(socket);
      languageOf.delete(socket);
      subOf.delete(socket);
      sockets.delete(socket);
      if (sockets.size === 0 && socketsOfUser.get(userId) === sockets) socketsOfUser.delete(userId);
    });
    send(socket, { event: 'connected', data: { userId } });
  };

  /** Authenticates before completing the handshake, so the socket is registered before the client sees it open. */
  const accept = async (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const query = new URL(request.url ?? '/', 'http://live.invalid').searchParams;
    const token = query.get('token') ?? '';
    const caller = token ? await authenticate(token) : null;
    const user = caller ? await findUserBySub(ctx.db, caller.sub) : null;
    const patient = user ? await findPatientByUser(ctx.db, user._id) : null;
    if (socket.destroyed) return;
    wss.handleUpgrade(request, socket, head, (ws) => {
      if (!caller) return ws.close(CLOSE_UNAUTHENTICATED, 'Invalid or expired token');
      if (!user || !patient) return ws.close(CLOSE_FORBIDDEN, 'Only patients can use the live connection');
      register(ws, user._id, caller, answerLanguage(query.get('lang') ?? undefined));
    });
  };

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (new URL(request.url ?? '/', 'http://live.invalid').pathname !== LIVE_PATH) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    // The token never reaches a log line: it is in the URL.
    const onEarlyError = () => socket.destroy();
    socket.on('error', onEarlyError);
    accept(request, socket, head)
      .catch((error: unknown) => {
        logError('handshake failed', error);
        socket.destroy();
      })
      .finally(() => socket.off('error', onEarlyError));
  };
  for (const server of servers) server.on('upgrade', onUpgrade);

  // A socket that did not answer the previous ping is gone (sleeping laptop, dead network): drop it.
  const heartbeat = setInterval(() => {
    for (const socket of allSockets()) {
      if (!answeredPing.delete(socket)) socket.terminate();
      else socket.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  // Reliability tests ask for sockets to die without a close frame (the client sees 1006).
  const stopDropping = ctx.faults.onDropSockets(() => {
    for (const socket of allSockets()) socket.terminate();
  });

  return {
    close: async () => {
      clearInterval(heartbeat);
      stopDropping();
      for (const server of servers) server.off('upgrade', onUpgrade);
      for (const socket of allSockets()) socket.terminate();
      wss.close();
      await deliveries;
      await stopListening();
    },
  };
};
