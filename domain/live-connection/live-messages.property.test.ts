import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { LIVE_EVENTS, liveConnectionUrl, markAsReadAction, readLiveEvent } from './live-messages';

const frameOf = (event: unknown, data?: unknown) => JSON.stringify({ event, data });

describe('live connection messages (spec §4, §7; contract LiveServerEvent, LiveClientAction)', () => {
  it("reads the spec's two incoming events: notification and new message", () => {
    const notice = { _id: 'n1', message: 'Your order shipped', hasRead: false };
    expect(readLiveEvent(frameOf('notification', notice))).toEqual({ kind: 'notification', data: notice });
    expect(readLiveEvent(frameOf('newMessage', { _id: 'm1' }))).toEqual({ kind: 'new-message', data: { _id: 'm1' } });
    expect(readLiveEvent('{"event":"notification"}')).toEqual({ kind: 'notification', data: undefined });
  });

  it("reads the contract's other events: connected, noticeRead and error (a refused action)", () => {
    expect(LIVE_EVENTS).toEqual({ connected: 'connected', notification: 'notification', newMessage: 'newMessage', noticeRead: 'noticeRead', error: 'error' });
    expect(readLiveEvent(frameOf('connected', { userId: 'u1' }))).toEqual({ kind: 'connected', data: { userId: 'u1' } });
    expect(readLiveEvent(frameOf('noticeRead', { _id: 'n1' }))).toEqual({ kind: 'notice-read', data: { _id: 'n1' } });
    expect(readLiveEvent(frameOf('error', { message: 'Notice not found' }))).toEqual({ kind: 'refused', data: { message: 'Notice not found' } });
  });

  it('ignores any other frame', () => {
    for (const frame of [
      '',
      'ping',
      'null',
      '42',
      '"notification"',
      '[]',
      '{}',
      '{"event":1}',
      '{"event":"typing"}',
      '{"event":"toString"}',
      '{"event":"Connected"}',
    ]) {
      expect(readLiveEvent(frame), frame).toBeNull();
    }
  });

  it('sends markAsRead as the contract says: the action, and id, userId and type notice under data', () => {
    expect(markAsReadAction('n1', 'u1')).toEqual({ action: 'markAsRead', data: { id: 'n1', userId: 'u1', type: 'notice' } });
  });

  it('carries the token in the query string of the live-update endpoint', () => {
    expect(liveConnectionUrl('wss://live.example/socket', 'a.b+c')).toBe('wss://live.example/socket?token=a.b%2Bc');
    expect(liveConnectionUrl('ws://localhost:3000/live?v=1', 'tok')).toBe('ws://localhost:3000/live?v=1&token=tok');
    expect(liveConnectionUrl('wss://live.example/socket', 'tok', 'es')).toBe('wss://live.example/socket?token=tok&lang=es');
  });

  test.prop([fc.string()])('is total: any frame is an event or ignored', (frame) => {
    const event = readLiveEvent(frame);
    expect(event === null || ['connected', 'notification', 'new-message', 'notice-read', 'refused'].includes(event.kind)).toBe(true);
  });

  const kindOf = { connected: 'connected', notification: 'notification', newMessage: 'new-message', noticeRead: 'notice-read', error: 'refused' };
  test.prop([fc.constantFrom(...Object.values(LIVE_EVENTS)), fc.jsonValue()])('round-trips every event with its data', (name, data) => {
    const event = readLiveEvent(frameOf(name, data));
    expect(event?.kind).toBe(kindOf[name]);
    expect(event?.data).toEqual(JSON.parse(JSON.stringify(data)));
  });

  test.prop([fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' })])(
    'serialises markAsRead and reads the token back',
    (id, userId, token) => {
      expect(JSON.parse(JSON.stringify(markAsReadAction(id, userId)))).toEqual({ action: 'markAsRead', data: { id, userId, type: 'notice' } });
      expect(new URL(liveConnectionUrl('wss://live.example/socket', token)).searchParams.get('token')).toBe(token);
    },
  );
});
