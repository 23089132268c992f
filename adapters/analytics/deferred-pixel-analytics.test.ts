import { describe, expect, it, vi } from 'vitest';
import { deferredPixelAnalytics } from './deferred-pixel-analytics';

/** The slice of a window the beacons use, recording what leaves. */
const fakeWindow = () => {
  const sent: string[] = [];
  const win = {
    document: {
      createElement: () => ({
        set src(url: string) {
          sent.push(`image ${url}`);
        },
        referrerPolicy: '',
      }),
    },
    navigator: {
      sendBeacon: (url: string) => {
        sent.push(`beacon ${url}`);
        return true;
      },
    },
  } as unknown as Window;
  return { sent, win };
};

describe('the pixels as the browser gets them', () => {
  it('are not there at all without ids', () => {
    expect(deferredPixelAnalytics({ facebook: null, tiktok: null }, 'http://localhost:3000', fakeWindow().win)).toBeNull();
  });

  it('load with the first page view and send it', async () => {
    const { sent, win } = fakeWindow();
    const pixels = deferredPixelAnalytics({ facebook: '1234', tiktok: 'CT1' }, 'https://app.vireohealth.example', win);
    pixels?.pageView('/login');
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[0]).toMatch(/^image https:\/\/www\.facebook\.com\/tr\?id=1234&ev=PageView&dl=https%3A%2F%2Fapp\.vireohealth\.example%2Flogin/);
    expect(sent[1]).toBe('beacon https://analytics.tiktok.com/api/v2/pixel');
  });
});
