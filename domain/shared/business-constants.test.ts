import { describe, expect, it } from 'vitest';
import { BUSINESS_CONSTANTS } from './business-constants';
import { PRODUCT_TYPES } from './product-type';

describe('business constants and limits (spec §9)', () => {
  it('pins every value to the spec table', () => {
    expect(BUSINESS_CONSTANTS).toEqual({
      bannerAutoCloseMs: 3000,
      sessionInactivityLimitMs: 2_592_000_000,
      liveReconnect: { initialMs: 1000, stepMs: 1000, maxMs: 3000 },
      readMarkVisibilityThreshold: 0.75,
      notificationsPage: { limit: 10, page: 1 },
      couponAndAddonListLimit: 49,
      pricePeriods: 2,
      addressCandidates: 2,
      defaultDeliveryFrequency: 0,
      defaultGender: 'male',
      defaultCouponDiscountType: '$',
      defaultChatNoticeAlert: true,
      helpModalMaxWidth: 500,
      notificationMenu: { width: 400, listMaxHeightPx: 400 },
      notificationPanel: { maxWidthPx: 320, slideInSeconds: 0.4 },
      treatmentSidebarWidth: 300,
      helpDrawerWidth: 350,
      loadingBar: { throttleMs: 200, durationMs: 5000 },
      analyticsDelayMs: 250,
      chunkReloadGuardMs: 60_000,
      formats: { birthDate: 'MM-DD-YYYY', notificationDate: 'MM-DD-YYYY HH:mm', orderDate: 'MMMM Do, YYYY' },
    });
  });

  it('has the 30-day session limit and the 60-second chunk guard in milliseconds', () => {
    expect(BUSINESS_CONSTANTS.sessionInactivityLimitMs).toBe(30 * 24 * 60 * 60 * 1000);
    expect(BUSINESS_CONSTANTS.chunkReloadGuardMs).toBe(60 * 1000);
  });

  it('lists the valid type codes wl, hl, ag, ed', () => {
    expect(PRODUCT_TYPES).toEqual(['wl', 'hl', 'ag', 'ed']);
  });
});
