import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { analyticsPageName, pageViewFor } from './analytics-page-view';

describe('analytics events after a route change (spec §9: 250 ms)', () => {
  it('sends a page view 250 ms after the path changes, the first page included', () => {
    expect(pageViewFor(null, '/login')).toEqual({ name: 'page_view', page: '/login', delayMs: 250 });
    expect(pageViewFor('/login', '/user/subscriptions')).toEqual({ name: 'page_view', page: '/user/subscriptions', delayMs: 250 });
  });

  it('sends nothing when only the query or the fragment changes', () => {
    expect(pageViewFor('/user/order-history', '/user/order-history?page=2')).toBeNull();
    expect(pageViewFor('/user/chat#m1', '/user/chat#m2')).toBeNull();
    expect(pageViewFor('/user/subscriptions/1', '/user/subscriptions/2')).toEqual({
      name: 'page_view',
      page: '/user/subscriptions/:param',
      delayMs: 250,
    });
  });

  it('names the route without ids, e-mails, tokens, product types or query values', () => {
    expect(analyticsPageName('/user/subscriptions/66a1f0c2e4b0a1b2c3d4e5f6')).toBe('/user/subscriptions/:param');
    expect(analyticsPageName('/user/subscriptions/renewal/66a1')).toBe('/user/subscriptions/renewal/:param');
    expect(analyticsPageName('/new-password/jane%40example.com/tok123')).toBe('/new-password/:param/:param');
    expect(analyticsPageName('/user/new-subscription?visitType=hairloss')).toBe('/user/new-subscription');
    expect(analyticsPageName('/ed')).toBe('/:param');
    expect(analyticsPageName('/weightloss?code=SPRING')).toBe('/:param');
    expect(analyticsPageName('/hairloss#top')).toBe('/:param');
    expect(analyticsPageName('/register')).toBe('/:param');
    expect(analyticsPageName('/')).toBe('/');
    expect(analyticsPageName('/steps')).toBe('/steps');
    expect(analyticsPageName('/doctor-info/d1')).toBe('/doctor-info/:param');
    expect(analyticsPageName('/user/profile/')).toBe('/user/profile');
    expect(analyticsPageName('/user/chat?note=line one\nline two#x\ny')).toBe('/user/chat');
  });

  const ROUTE_WORDS = [
    'user',
    'subscriptions',
    'renewal',
    'new-subscription',
    'order-history',
    'chat',
    'profile',
    'settings',
    'doctor-info',
    'login',
    'reset-password',
    'new-password',
    'steps',
    'thank-you',
    'create-test-user-flow',
  ];
  const routeWord = fc.constantFrom(...ROUTE_WORDS);
  const private_ = fc
    .oneof(fc.constantFrom('ed', 'hairloss', 'weightloss', 'antiaging', 'register', 'jane@example.com', '555-0100'), fc.stringMatching(/^[a-z0-9@.%-]{3,24}$/))
    .filter((text) => !ROUTE_WORDS.includes(text));

  test.prop([fc.array(fc.oneof(routeWord, private_), { maxLength: 5 }), private_])(
    'keeps only the fixed route words: every other segment, the query and the fragment are gone',
    (segments, value) => {
      const page = analyticsPageName(`/${segments.join('/')}?visitType=${value}&code=${value}#${value}`);
      expect(page).toBe(`/${segments.map((segment) => (ROUTE_WORDS.includes(segment) ? segment : ':param')).join('/')}`);
    },
  );

  test.prop([fc.string(), fc.string()])('is total: any pair of locations gives an event or none', (previous, next) => {
    const event = pageViewFor(previous, next);
    expect(event === null || (event.delayMs === 250 && event.page.startsWith('/'))).toBe(true);
  });
});
