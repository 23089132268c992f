import { describe, expect, it } from 'vitest';
import { apiAnswering } from './answering-api.test-support';
import { HttpNoticesAdapter } from './http-notices.adapter';
import { HttpPasswordResetAdapter } from './http-password-reset.adapter';

const ID = 'a'.repeat(24);
const TOKEN = 'T'.repeat(43);

describe('the notices over HTTP', () => {
  it('reads a page with its unread counter, defaulting the type to system', async () => {
    const { api, requests } = apiAnswering(200, {
      status: 'success',
      data: [{ _id: ID, message: 'Your order has shipped.', data: {}, hasRead: false, createdAt: '2026-03-01T10:00:00.000Z' }],
      pagination: { page: 1, limit: 10, total: 1, nextPage: null },
      metadata: { unread: 4 },
    });
    const page = await new HttpNoticesAdapter(api).listNotices({ limit: 10, page: 1 });
    expect(page).toEqual({
      ok: true,
      value: {
        notifications: [{ _id: ID, type: 'system', message: 'Your order has shipped.', data: {}, hasRead: false, createdAt: '2026-03-01T10:00:00.000Z' }],
        unread: 4,
        nextPage: null,
      },
    });
    expect(requests).toEqual(['GET /backend/api/notices?limit=10&page=1']);
  });

  it('refuses an answer without the counter rather than show a wrong one', async () => {
    const { api } = apiAnswering(200, { status: 'success', data: [], pagination: { nextPage: null } });
    expect(await new HttpNoticesAdapter(api).listNotices({ limit: 10, page: 1 })).toMatchObject({ ok: false, error: { statusCode: 502 } });
  });
});

describe('the password reset over HTTP', () => {
  it('sends the e-mail, the token with or without the e-mail, and the new password', async () => {
    const { api, requests } = apiAnswering(200, { status: 'success', data: [{ email: 'pat@example.com', expiresAt: '2026-03-01T11:00:00.000Z' }] });
    const resets = new HttpPasswordResetAdapter(api);
    expect(await resets.sendResetLink('pat@example.com')).toEqual({ ok: true, value: 'link' });
    expect(await resets.checkResetLink({ token: TOKEN })).toEqual({ ok: true, value: { email: 'pat@example.com' } });
    await resets.resetPassword({ token: TOKEN, email: 'pat@example.com' }, 'NewPassword1');
    expect(requests).toEqual([
      'POST /backend/api/user/send-reset-pass {"email":"pat@example.com"}',
      `POST /backend/api/check-token {"token":"${TOKEN}"}`,
      `POST /backend/api/user/reset-pass {"token":"${TOKEN}","email":"pat@example.com","newPassword":"NewPassword1"}`,
    ]);
  });

  it("gives the server's message for a link that no longer works", async () => {
    const message = 'This password reset link is invalid or has expired. Please request a new one.';
    const { api } = apiAnswering(400, { status: 'error', message });
    expect(await new HttpPasswordResetAdapter(api).checkResetLink({ token: TOKEN })).toEqual({
      ok: false,
      error: { message, statusCode: 400, code: 'invalid_request' },
    });
  });
});
