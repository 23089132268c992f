import { describe, expect, it } from 'vitest';
import { bannerForApiCall } from './api-call-banner';

describe('the banner of an API call', () => {
  it('stays silent while sign-in asks whether the identity has a patient yet (GET /me 404)', () => {
    expect(bannerForApiCall({ method: 'GET', path: '/me', ok: false, status: 404, body: { message: 'User not found' } })).toBeNull();
    expect(bannerForApiCall({ method: 'get', path: '/me?fields=all', ok: false, status: 404, body: { message: 'User not found' } })).toBeNull();
    expect(bannerForApiCall({ method: 'GET', path: '/me#x', ok: false, status: 404, body: { message: 'User not found' } })).toBeNull();
  });

  it('shows a 404 anywhere else, or on /me for anything but GET', () => {
    const notFound = { ok: false, status: 404, body: { message: 'User not found' } };
    const banner = { intent: 'error', text: 'User not found' };
    expect(bannerForApiCall({ method: 'GET', path: '/api/patient/me', ...notFound })).toEqual(banner);
    expect(bannerForApiCall({ method: 'GET', path: '/me/avatar', ...notFound })).toEqual(banner);
    expect(bannerForApiCall({ method: 'PUT', path: '/me', ...notFound })).toEqual(banner);
  });

  it('shows any other failure of /me, and follows the policy elsewhere', () => {
    expect(bannerForApiCall({ method: 'GET', path: '/me', ok: false, status: 401, body: { message: 'Session ended' } })).toEqual({
      intent: 'error',
      text: 'Session ended',
    });
    expect(bannerForApiCall({ method: 'PATCH', path: '/api/subscription/pause/{id}', ok: true, status: 200 })).toEqual({ intent: 'info', text: 'Done !' });
  });
});
