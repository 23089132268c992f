import { describe, expect, it } from 'vitest';
import { PixelAnalyticsAdapter, type BeaconTransport } from './pixel-analytics.adapter';

const recording = () => {
  const sent: string[] = [];
  const transport: BeaconTransport = { image: (url) => sent.push(`image ${url}`), post: (url, body) => sent.push(`post ${url} ${body}`) };
  return { sent, transport };
};

describe('the pixels', () => {
  it('send nothing when their ids are null (the embedded default)', () => {
    const { sent, transport } = recording();
    new PixelAnalyticsAdapter({ facebook: null, tiktok: null }, 'https://app.vireohealth.example', transport).pageView('/login');
    expect(sent).toEqual([]);
  });

  it('send a page view with the page template and nothing else', () => {
    const { sent, transport } = recording();
    new PixelAnalyticsAdapter({ facebook: '1234567890', tiktok: 'CTIKTOK1' }, 'https://app.vireohealth.example', transport).pageView(
      '/user/subscriptions/:param',
    );
    expect(sent).toEqual([
      'image https://www.facebook.com/tr?id=1234567890&ev=PageView&dl=https%3A%2F%2Fapp.vireohealth.example%2Fuser%2Fsubscriptions%2F%3Aparam&noscript=1',
      'post https://analytics.tiktok.com/api/v2/pixel {"pixel_code":"CTIKTOK1","event":"Pageview","context":{"page":{"url":"https://app.vireohealth.example/user/subscriptions/:param"}}}',
    ]);
  });

  it('send only the pixel that has an id', () => {
    const { sent, transport } = recording();
    new PixelAnalyticsAdapter({ facebook: null, tiktok: 'CTIKTOK1' }, 'http://localhost:3000', transport).pageView('/login');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/^post https:\/\/analytics\.tiktok\.com/);
  });
});
