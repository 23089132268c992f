import { describe, expect, it } from 'vitest';
import { BannerStore, type BannerTimers } from './banner.store';

/** A clock and timers the test moves by hand. */
const manualTime = () => {
  let now = 0;
  let pending: { at: number; run: () => void; handle: number }[] = [];
  let handles = 0;
  const timers: BannerTimers = {
    setTimeout: (run, ms) => {
      handles += 1;
      pending.push({ at: now + ms, run, handle: handles });
      return handles;
    },
    clearTimeout: (handle) => {
      pending = pending.filter((timer) => timer.handle !== handle);
    },
  };
  const advance = (ms: number) => {
    now += ms;
    for (const timer of pending.filter((candidate) => candidate.at <= now)) {
      pending = pending.filter((candidate) => candidate !== timer);
      timer.run();
    }
  };
  return { clock: { now: () => now }, timers, advance };
};

describe('the banner', () => {
  it('closes 3000 ms after it shows', () => {
    const time = manualTime();
    const banners = new BannerStore(time.clock, time.timers);
    banners.show({ intent: 'error', text: 'Subscription is already paused' });
    time.advance(2999);
    expect(banners.current?.text).toBe('Subscription is already paused');
    time.advance(1);
    expect(banners.current).toBeNull();
  });

  it('shows one at a time: a new one replaces the old and gets its own 3000 ms', () => {
    const time = manualTime();
    const banners = new BannerStore(time.clock, time.timers);
    banners.show({ intent: 'info', text: 'Done !' });
    time.advance(2000);
    banners.show({ intent: 'error', text: 'Second' });
    expect(banners.current).toMatchObject({ intent: 'error', text: 'Second' });
    time.advance(2000);
    expect(banners.current?.text).toBe('Second');
    // 'Done !' does not hide the error while it shows.
    banners.show({ intent: 'info', text: 'Done !' });
    expect(banners.current?.text).toBe('Second');
    time.advance(1000);
    expect(banners.current).toBeNull();
  });

  it('closes when the patient closes it, and closing an older one leaves the newer', () => {
    const time = manualTime();
    const banners = new BannerStore(time.clock, time.timers);
    banners.show({ intent: 'error', text: 'First' });
    const first = banners.current?.id ?? -1;
    banners.show({ intent: 'error', text: 'Second' });
    banners.dismiss(first);
    expect(banners.current?.text).toBe('Second');
    banners.dismiss(banners.current?.id ?? -1);
    expect(banners.current).toBeNull();
  });
});
