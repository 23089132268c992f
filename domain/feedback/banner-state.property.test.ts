import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { Banner } from './banner-policy';
import { bannerReducer, NO_BANNER, type BannerState } from './banner-state';

const saved: Banner = { intent: 'info', text: 'Done !' };
const declined: Banner = { intent: 'error', text: 'Card declined' };

describe('one banner at a time, gone after 3000 ms (spec §8, §9)', () => {
  it('shows a banner until 3000 ms have passed', () => {
    const shown = bannerReducer(NO_BANNER, { type: 'show', banner: saved, now: 10_000 });
    expect(shown).toEqual({ current: { intent: 'info', text: 'Done !', id: 1, closesAt: 13_000 }, nextId: 2 });
    expect(bannerReducer(shown, { type: 'expire', now: 12_999 })).toBe(shown);
    expect(bannerReducer(shown, { type: 'expire', now: 13_000 })).toEqual({ current: null, nextId: 2 });
    expect(bannerReducer(NO_BANNER, { type: 'expire', now: 99_000 })).toBe(NO_BANNER);
  });

  it('replaces the banner showing with a new one, which gets its own 3000 ms', () => {
    const first = bannerReducer(NO_BANNER, { type: 'show', banner: saved, now: 0 });
    const second = bannerReducer(first, { type: 'show', banner: declined, now: 2_000 });
    expect(second.current).toEqual({ intent: 'error', text: 'Card declined', id: 2, closesAt: 5_000 });
    expect(bannerReducer(second, { type: 'expire', now: 3_000 }).current).toEqual(second.current);
  });

  it("does not let 'Done !' hide an error still showing; once the error is gone, it shows", () => {
    const failed = bannerReducer(NO_BANNER, { type: 'show', banner: declined, now: 0 });
    expect(bannerReducer(failed, { type: 'show', banner: saved, now: 10 })).toBe(failed);
    expect(bannerReducer(failed, { type: 'show', banner: saved, now: 3_000 }).current).toMatchObject({ intent: 'info', text: 'Done !' });
    const closed = bannerReducer(failed, { type: 'dismiss', id: 1 });
    expect(bannerReducer(closed, { type: 'show', banner: saved, now: 10 }).current).toMatchObject({ intent: 'info' });
    const other = { intent: 'error', text: 'Server unavailable' } as const;
    expect(bannerReducer(failed, { type: 'show', banner: other, now: 10 }).current).toMatchObject(other);
  });

  it('closes when the patient dismisses it, but an old id cannot close a newer banner', () => {
    const first = bannerReducer(NO_BANNER, { type: 'show', banner: saved, now: 0 });
    const second = bannerReducer(first, { type: 'show', banner: declined, now: 1 });
    expect(bannerReducer(second, { type: 'dismiss', id: 1 })).toBe(second);
    expect(bannerReducer(second, { type: 'dismiss', id: 2 })).toEqual({ current: null, nextId: 3 });
    expect(bannerReducer(NO_BANNER, { type: 'dismiss', id: 1 })).toBe(NO_BANNER);
  });
});

interface BannerModel {
  now: number;
  latest: { banner: Banner; shownAt: number; id: number } | null;
  dismissed: boolean;
  shows: number;
}
interface BannerSystem {
  now: number;
  state: BannerState;
}

const expectSameScreen = (model: BannerModel, real: BannerSystem): void => {
  const settled = bannerReducer(real.state, { type: 'expire', now: real.now });
  const visible = model.latest !== null && !model.dismissed && model.now - model.latest.shownAt < 3000;
  expect(settled.current === null ? null : { intent: settled.current.intent, text: settled.current.text }).toEqual(visible ? model.latest?.banner : null);
};

class Show implements fc.Command<BannerModel, BannerSystem> {
  constructor(readonly banner: Banner) {}
  check = () => true;
  run(model: BannerModel, real: BannerSystem): void {
    const before = real.state;
    real.state = bannerReducer(real.state, { type: 'show', banner: this.banner, now: real.now });
    const errorShowing = model.latest?.banner.intent === 'error' && !model.dismissed && model.now - model.latest.shownAt < 3000;
    if (this.banner.intent === 'info' && errorShowing) {
      expect(real.state).toBe(before);
      expectSameScreen(model, real);
      return;
    }
    model.shows += 1;
    model.latest = { banner: this.banner, shownAt: model.now, id: model.shows };
    model.dismissed = false;
    expectSameScreen(model, real);
  }
  toString = () => `Show(${this.banner.text})`;
}

class Wait implements fc.Command<BannerModel, BannerSystem> {
  constructor(readonly ms: number) {}
  check = () => true;
  run(model: BannerModel, real: BannerSystem): void {
    model.now += this.ms;
    real.now += this.ms;
    real.state = bannerReducer(real.state, { type: 'expire', now: real.now });
    expectSameScreen(model, real);
  }
  toString = () => `Wait(${this.ms})`;
}

class Dismiss implements fc.Command<BannerModel, BannerSystem> {
  constructor(readonly age: number) {}
  check = () => true;
  run(model: BannerModel, real: BannerSystem): void {
    // Dismiss the banner shown `age` showings ago (0: the latest).
    const id = model.shows - this.age;
    real.state = bannerReducer(real.state, { type: 'dismiss', id });
    if (this.age === 0 && model.shows > 0) model.dismissed = true;
    expectSameScreen(model, real);
  }
  toString = () => `Dismiss(${this.age})`;
}

describe('banners over time (model-based)', () => {
  test.prop([
    fc.commands([
      fc.constantFrom(saved, declined, { intent: 'error', text: 'Server unavailable' } as const).map((banner) => new Show(banner)),
      fc.oneof(fc.constantFrom(2999, 3000, 1, 0), fc.integer({ min: 0, max: 5000 })).map((ms) => new Wait(ms)),
      fc.nat(2).map((age) => new Dismiss(age)),
    ]),
  ])("shows only the latest banner, and only for 3000 ms unless dismissed; 'Done !' never over an error", (commands) => {
    fc.modelRun(() => ({ model: { now: 0, latest: null, dismissed: false, shows: 0 }, real: { now: 0, state: NO_BANNER } }), commands);
  });
});
