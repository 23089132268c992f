import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { LIVE_EVENTS, liveConnectionUrl, markAsReadAction, readLiveEvent } from './live-messages';

describe('live connection messages (spec §4, §7)', () => {
  it('reads the two incoming events: notification and new message', () => {
    expect(LIVE_EVENTS).toEqual({ notification: 'notification', newMessage: 'newMessage' });
    const notice = { _id: 'n1', message: 'Your order shipped', hasRead: false };
    expect(readLiveEvent(JSON.stringify({ event: 'notification', data: notice }))).toEqual({ kind: 'notification', data: notice });
    expect(readLiveEvent(JSON.stringify({ event: 'newMessage', data: { _id: 'm1' } }))).toEqual({
      kind: 'new-message',
      data: { _id: 'm1' },
    });
    expect(readLiveEvent('{"event":"notification"}')).toEqual({ kind: 'notification', data: undefined });
  });

  it('ignores any other frame', () => {
    for (const frame of ['', 'ping', 'null', '42', '"notification"', '[]', '{}', '{"event":1}', '{"event":"typing"}', '{"event":"toString"}']) {
      expect(readLiveEvent(frame), frame).toBeNull();
    }
  });

  it('sends markAsRead with id, userId and type notice', () => {
    expect(markAsReadAction('n1', 'u1')).toEqual({ action: 'markAsRead', id: 'n1', userId: 'u1', type: 'notice' });
  });

  it('carries the token in the query string of the live-update endpoint', () => {
    expect(liveConnectionUrl('wss://live.example/socket', 'a.b+c')).toBe('wss://live.example/socket?token=a.b%2Bc');
    expect(liveConnectionUrl('ws://localhost:3000/live?v=1', 'tok')).toBe('ws://localhost:3000/live?v=1&token=tok');
  });

  test.prop([fc.string()])('is total: any frame is an event or ignored', (frame) => {
    const event = readLiveEvent(frame);
    expect(event === null || ['notification', 'new-message'].includes(event.kind)).toBe(true);
  });

  test.prop([fc.constantFrom('notification', 'newMessage'), fc.jsonValue()])('round-trips every event with its data', (name, data) => {
    const event = readLiveEvent(JSON.stringify({ event: name, data }));
    expect(event?.kind).toBe(name === 'notification' ? 'notification' : 'new-message');
    expect(event?.data).toEqual(JSON.parse(JSON.stringify(data)));
  });

  test.prop([fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' })])('serialises markAsRead and reads the token back', (id, token) => {
    expect(JSON.parse(JSON.stringify(markAsReadAction(id, 'u')))).toEqual({ action: 'markAsRead', id, userId: 'u', type: 'notice' });
    expect(new URL(liveConnectionUrl('wss://live.example/socket', token)).searchParams.get('token')).toBe(token);
  });
});
