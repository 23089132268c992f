/**
 * `npm run bench:chat -- [--count 10000] [--sends 5] [--app-dir dist] [--port 3497] [--origin http://localhost:3000]`
 *
 * A long thread in Chromium: fills the demo patient's support chat with `count` messages through the
 * operator route, opens it in /user/chat and prints the time to first render of its newest messages,
 * the DOM size (all nodes, and message rows), what scrolling up through older pages costs, and the send
 * interaction time, and send → visible (click to the painted frame showing the text) as a median of `sends`
 * sends without throttling and at 4x CPU. Without --origin it starts its own reference backend (with --ops) on the built app
 * (`npx vite build` first) in a temporary data folder, and stops it afterwards.
 */
import { parseArgs } from 'node:util';
import type { Page } from '@playwright/test';
import { launchChromium } from './browser';
import { startChildServer } from './child-server';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '10000' },
    sends: { type: 'string', default: '5' },
    'app-dir': { type: 'string', default: 'dist' },
    port: { type: 'string', default: '3497' },
    origin: { type: 'string' },
    email: { type: 'string', default: 'demo.patient@vireo.example' },
    password: { type: 'string', default: 'DemoPatient1' },
  },
});

const count = Number(values.count);
if (!Number.isInteger(count) || count < 1 || count > 20_000) throw new Error('--count must be a whole number from 1 to 20000');
const sends = Number(values.sends);
if (!Number.isInteger(sends) || sends < 1 || sends > 50) throw new Error('--sends must be a whole number from 1 to 50');

/** Resolves in the page when the predicate holds on a painted frame; the time from the call, in ms. */
const timeUntil = (page: Page, selector: string, text: string) =>
  page.evaluate(
    ([css, wanted]) =>
      new Promise<number>((resolve) => {
        const start = performance.now();
        const check = () => {
          const found = [...document.querySelectorAll(css as string)].some((element) => element.textContent?.includes(wanted as string));
          if (found) requestAnimationFrame(() => resolve(performance.now() - start));
          else requestAnimationFrame(check);
        };
        check();
      }),
    [selector, text],
  );

/** From the Send click's event time to the painted frame that shows `text`, in ms. */
const sendToVisible = async (page: Page, text: string): Promise<number> => {
  await page.getByLabel('Your message').fill(text);
  const shown = page.evaluate(
    (wanted) =>
      new Promise<number>((resolve) => {
        const onClick = (event: Event) => {
          const check = () => {
            const found = [...document.querySelectorAll('.message-text')].some((element) => element.textContent?.includes(wanted));
            if (found) requestAnimationFrame(() => resolve(performance.now() - event.timeStamp));
            else requestAnimationFrame(check);
          };
          check();
        };
        window.addEventListener('click', onClick, { capture: true, once: true });
      }),
    text,
  );
  const [ms] = await Promise.all([shown, page.getByRole('button', { name: 'Send', exact: true }).click()]);
  return ms;
};

/** The median of `sends` sends at this CPU slowdown (1 = none), each waited for before the next. */
const medianSendToVisible = async (page: Page, rate: number): Promise<number[]> => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const times: number[] = [];
  for (let index = 0; index < sends; index += 1) {
    times.push(await sendToVisible(page, `Timed send ${rate}x ${index} ${Date.now()}`));
    // Let the server's answer and the live echo land before the next send.
    await page.waitForTimeout(400);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  return times.sort((a, b) => a - b);
};

const median = (sorted: readonly number[]) => sorted[Math.floor(sorted.length / 2)] ?? 0;

/** Long tasks and frame gaps while `action` runs. */
const measureJank = async (page: Page, action: () => Promise<void>) => {
  await page.evaluate(() => {
    const probe = { longTasks: [] as number[], frames: [] as number[], running: true };
    (window as unknown as { __probe: typeof probe }).__probe = probe;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) probe.longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: false });
    let last = performance.now();
    const frame = (now: number) => {
      probe.frames.push(now - last);
      last = now;
      if (probe.running) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  await action();
  return page.evaluate(() => {
    const probe = (window as unknown as { __probe: { longTasks: number[]; frames: number[]; running: boolean } }).__probe;
    probe.running = false;
    const frames = probe.frames.slice(1);
    const sorted = [...frames].sort((a, b) => a - b);
    return {
      frames: frames.length,
      p95FrameMs: sorted[Math.floor(sorted.length * 0.95)] ?? 0,
      worstFrameMs: sorted.at(-1) ?? 0,
      framesOver50Ms: frames.filter((gap) => gap > 50).length,
      longTasks: probe.longTasks.length,
      longestTaskMs: Math.max(0, ...probe.longTasks),
    };
  });
};

/** Progress on stderr, so the figures on stdout stay clean. */
const step = (what: string) => process.stderr.write(`  … ${what}\n`);

const domSize = (page: Page) =>
  page.evaluate(() => ({
    nodes: document.getElementsByTagName('*').length,
    messageRows: document.querySelectorAll('.chat-messages [role="listitem"]').length,
  }));

const run = async (origin: string) => {
  const filled = await fetch(`${origin}/backend/_ops/long-thread`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ patientEmail: values.email, count }),
  });
  if (!filled.ok) throw new Error(`long-thread answered ${filled.status}: ${await filled.text()} (is the server started with --ops?)`);
  step(`filled the support thread with ${count} messages`);

  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    // tsx keeps function names with an `__name` helper that the page does not have: give it one.
    await page.addInitScript({ content: 'window.__name = (target) => target;' });
    await page.goto(`${origin}/login`);
    await page.getByLabel('E-mail').fill(values.email);
    await page.getByLabel('Password').fill(values.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/user\//);
    step('signed in');

    const listStart = Date.now();
    await page.goto(`${origin}/user/chat`);
    const supportChat = page.locator('.chat-list-item', { hasText: 'Support' });
    await supportChat.waitFor();
    const listMs = Date.now() - listStart;

    const newest = `Message ${count} of ${count}`;
    const firstRender = timeUntil(page, '.message-text', newest);
    await supportChat.click();
    const firstRenderMs = await firstRender;
    step('opened the thread');
    await page.waitForTimeout(500);
    const opened = await domSize(page);

    const list = page.getByRole('region', { name: /^Messages with/ });
    const scroll = await measureJank(page, async () => {
      await list.hover();
      for (let step = 0; step < 60; step += 1) {
        await page.mouse.wheel(0, -400);
        await page.waitForTimeout(50);
      }
      await page.waitForTimeout(600);
    });
    const loaded = await page.evaluate(() => Number(document.querySelector('.chat-messages [role="listitem"]')?.getAttribute('aria-setsize') ?? 0));
    const scrolled = await domSize(page);
    step('scrolled up');

    // Keep pulling to the top until the whole thread is loaded, then fling back down through all of it.
    const allStart = Date.now();
    const toStart = await measureJank(page, async () => {
      for (let round = 0; round < 1000; round += 1) {
        await list.evaluate((element) => (element.scrollTop = 0));
        await page.waitForTimeout(40);
        if (await page.getByText('The start of your conversation').isVisible()) break;
      }
    });
    const allMs = Date.now() - allStart;
    const total = await page.evaluate(() => Number(document.querySelector('.chat-messages [role="listitem"]')?.getAttribute('aria-setsize') ?? 0));
    const fling = await measureJank(page, async () => {
      const height = await list.evaluate((element) => element.scrollHeight);
      for (let y = 0; y <= height; y += Math.ceil(height / 60)) {
        await list.evaluate((element, top) => (element.scrollTop = top), y);
        await page.waitForTimeout(30);
      }
    });
    const flung = await domSize(page);
    step('went through the whole thread');

    const text = `Benchmark message ${Date.now()}`;
    await page.getByLabel('Your message').fill(text);
    const sendTiming = page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const click = list.getEntries().find((entry) => entry.name === 'click' || entry.name === 'pointerup');
            if (click) resolve(click.duration);
          }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
          setTimeout(() => resolve(0), 3000);
        }),
    );
    const shown = timeUntil(page, '.message-text', text);
    const send = await measureJank(page, async () => {
      await page.getByRole('button', { name: 'Send' }).click();
      await shown;
    });
    const sentShownMs = await shown;
    const clickMs = await sendTiming;
    const afterSend = await domSize(page);
    step('sent one message');
    const unthrottled = await medianSendToVisible(page, 1);
    const throttled = await medianSendToVisible(page, 4);
    step(`timed ${sends} sends at 1x and at 4x CPU`);

    const row = (name: string, value: string) => `  ${name.padEnd(50)}${value}`;
    console.log(`\nChat benchmark: a thread of ${count.toLocaleString('en-US')} messages (${origin}, Chromium 1280x800)\n`);
    console.log(row('chat list shown after navigation', `${listMs} ms`));
    console.log(row('time to first render (click → newest shown)', `${firstRenderMs.toFixed(0)} ms`));
    console.log(row('DOM nodes / message rows after opening', `${opened.nodes} / ${opened.messageRows}`));
    console.log(row('scroll up 60 wheel steps: messages loaded', `${loaded}`));
    console.log(row('  frames, p95 / worst frame gap', `${scroll.frames}, ${scroll.p95FrameMs.toFixed(1)} / ${scroll.worstFrameMs.toFixed(1)} ms`));
    console.log(row('  frames over 50 ms, long tasks (longest)', `${scroll.framesOver50Ms}, ${scroll.longTasks} (${scroll.longestTaskMs.toFixed(0)} ms)`));
    console.log(row('DOM nodes / message rows after scrolling', `${scrolled.nodes} / ${scrolled.messageRows}`));
    console.log(row('pulled to the start: messages loaded, time', `${total}, ${(allMs / 1000).toFixed(1)} s`));
    console.log(row('  frames over 50 ms, long tasks (longest)', `${toStart.framesOver50Ms}, ${toStart.longTasks} (${toStart.longestTaskMs.toFixed(0)} ms)`));
    console.log(row('fling through all of it in 60 jumps', `p95 / worst frame ${fling.p95FrameMs.toFixed(1)} / ${fling.worstFrameMs.toFixed(1)} ms`));
    console.log(row('  frames over 50 ms, long tasks (longest)', `${fling.framesOver50Ms}, ${fling.longTasks} (${fling.longestTaskMs.toFixed(0)} ms)`));
    console.log(row('DOM nodes / message rows with all loaded', `${flung.nodes} / ${flung.messageRows}`));
    console.log(row('send: click to next paint (event duration)', clickMs > 0 ? `${clickMs.toFixed(0)} ms` : '< 16 ms'));
    console.log(row('send: click → message on screen (with network)', `${sentShownMs.toFixed(0)} ms`));
    console.log(row('  long tasks while sending (longest)', `${send.longTasks} (${send.longestTaskMs.toFixed(0)} ms)`));
    console.log(row('DOM nodes / message rows after sending', `${afterSend.nodes} / ${afterSend.messageRows}`));
    const spread = (sorted: readonly number[]) => `${median(sorted).toFixed(0)} ms (${sorted.map((ms) => ms.toFixed(0)).join(', ')})`;
    console.log(row(`send → visible, median of ${sends} (all)`, spread(unthrottled)));
    console.log(row(`send → visible at 4x CPU, median of ${sends} (all)`, spread(throttled)));
  } finally {
    await browser.close();
  }
};

const server = values.origin ? null : await startChildServer({ port: Number(values.port), appDir: values['app-dir'], ops: true });
try {
  await run(values.origin ?? server?.origin ?? '');
} finally {
  server?.stop();
}
