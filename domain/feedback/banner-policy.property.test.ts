import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { bannerForCall } from './banner-policy';

const failed = (body: unknown, method = 'PUT', path = '/api/patient/p1') => bannerForCall({ method, path, ok: false, body });
const succeeded = (method: string, path: string) => bannerForCall({ method, path, ok: true, body: { status: 'success', data: [] } });

describe('error banner (spec §8)', () => {
  it('shows response data.message of a failed call', () => {
    expect(failed({ message: 'Card declined' })).toEqual({ intent: 'error', text: 'Card declined' });
    expect(failed({ message: 'Not found' }, 'GET', '/api/subscription/s1')).toEqual({ intent: 'error', text: 'Not found' });
  });

  it('keeps the answer’s stable code beside its message, and no code the contract does not know', () => {
    expect(failed({ message: 'ZIP code not found', code: 'zip_not_found' })).toEqual({ intent: 'error', text: 'ZIP code not found', code: 'zip_not_found' });
    expect(failed({ message: 'Odd', code: 'made_up' })).toEqual({ intent: 'error', text: 'Odd' });
  });

  it("stays silent for an empty message and for 'Online visit log not found!'", () => {
    expect(failed({ message: '' })).toBeNull();
    expect(failed({ message: '   ' })).toBeNull();
    expect(failed({ message: 'Online visit log not found!' }, 'GET', '/api/online-visit-log/s1')).toBeNull();
    expect(failed({ message: 'Online visit log not found! ' })).toEqual({ intent: 'error', text: 'Online visit log not found! ' });
  });

  it('stays silent when the body has no message to show', () => {
    for (const body of [undefined, null, 'Bad gateway', 42, { error: 'x' }, { message: 404 }, []]) expect(failed(body)).toBeNull();
  });

  test.prop([fc.string().filter((text) => text.trim() !== '' && text !== 'Online visit log not found!'), fc.string(), fc.string()])(
    'shows any other non-empty message, whatever the call',
    (message, method, path) => {
      expect(bannerForCall({ method, path, ok: false, body: { message, status: 'error' } })).toEqual({ intent: 'error', text: message });
    },
  );
});

describe("'Done !' banner (spec §8)", () => {
  it('follows every successful non-GET call', () => {
    expect(succeeded('PATCH', '/api/subscription/cancel/s1')).toEqual({ intent: 'info', text: 'Done !' });
    expect(succeeded('put', '/api/patient/p1')).toEqual({ intent: 'info', text: 'Done !' });
    expect(succeeded('DELETE', '/api/x')).toEqual({ intent: 'info', text: 'Done !' });
    expect(succeeded('POST', '/api/patient/check-phone-number')).toEqual({ intent: 'info', text: 'Done !' });
    expect(succeeded('PUT', '/api/patient')).toEqual({ intent: 'info', text: 'Done !' });
    expect(succeeded('POST', '/api/online-visit-logs')).toEqual({ intent: 'info', text: 'Done !' });
  });

  it('is not shown after GET, POST /api/patient, or the online-visit-log URLs', () => {
    expect(succeeded('GET', '/api/subscriptions')).toBeNull();
    expect(succeeded('get', '/api/subscriptions')).toBeNull();
    expect(succeeded('POST', '/api/patient')).toBeNull();
    expect(succeeded('post', '/api/patient/')).toBeNull();
    expect(succeeded('POST', '/api/patient?source=signup')).toBeNull();
    expect(succeeded('POST', '/api/patient?note=a\nb')).toBeNull();
    expect(succeeded('POST', '/api/patient//')).toBeNull();
    expect(succeeded('POST', '/api/online-visit-log/s1?isBlockedUser=true')).toBeNull();
    expect(succeeded('PUT', '/api/online-visit-log/s1')).toBeNull();
    expect(succeeded('PUT', '/api/online-visit-log/{id}')).toBeNull();
    expect(succeeded('PUT', '/api/online-visit-log')).toBeNull();
  });

  it('is not shown after the address service (suggestions, street validation, zip lookup), which spec §7 lists apart from the API', () => {
    for (const path of ['/address/suggestions', '/address/verify', '/address/zip-lookup']) expect(succeeded('POST', path)).toBeNull();
    expect(succeeded('POST', '/api/v2/subscription/update-shipping-address/{action}')).toEqual({ intent: 'info', text: 'Done !' });
  });

  test.prop([fc.constantFrom('POST', 'PUT', 'PATCH', 'DELETE'), fc.stringMatching(/^\/address\/[a-z-]{1,16}$/), fc.anything()])(
    'never shows after a successful address-service call, whose failures keep their error banner',
    (method, path, body) => {
      expect(bannerForCall({ method, path, ok: true, body })).toBeNull();
      expect(failed({ message: 'ZIP code not found' }, method, path)).toEqual({ intent: 'error', text: 'ZIP code not found' });
    },
  );

  test.prop([fc.constantFrom('POST', 'PUT', 'PATCH', 'DELETE'), fc.stringMatching(/^\/api\/[a-z-]{1,12}(\/[a-z0-9]{1,8})?$/)])(
    'shows for any other path of a non-GET call',
    (method, path) => {
      const silent = path.startsWith('/api/online-visit-log') || (method === 'POST' && path === '/api/patient');
      expect(succeeded(method, path)).toEqual(silent ? null : { intent: 'info', text: 'Done !' });
    },
  );

  test.prop([fc.string(), fc.anything()])('never shows after a successful GET', (path, body) => {
    expect(bannerForCall({ method: 'GET', path, ok: true, body })).toBeNull();
  });
});
