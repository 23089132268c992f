import type { Page } from '@playwright/test';

const LIVE_SOCKET = /\/backend\/live\b/;

type TimelineEntry = { readonly kind: 'opened' | 'closed'; readonly at: number; readonly code?: number };
type ProbedWindow = Window & { liveSocketTimeline?: TimelineEntry[] };

/**
 * Watches the page's live connection: the page's own clock notes when each socket is created and when it
 * closes (so a reconnect wait is measured where it is scheduled), and the next connection attempts can
 * be refused, as a backend that is still down would. Install it before the page loads.
 */
export const probeLiveSocket = async (page: Page) => {
  let refusals = 0;
  await page.routeWebSocket(LIVE_SOCKET, (socket) => {
    if (refusals > 0) {
      refusals -= 1;
      void socket.close({ code: 1011, reason: 'The service is restarting' });
      return;
    }
    // Passed through: the server's own close (a dropped socket, 1006) reaches the page as it is.
    socket.connectToServer();
  });
  await page.addInitScript((pattern: string) => {
    const probed = window as ProbedWindow;
    const live = new RegExp(pattern);
    const timeline: TimelineEntry[] = [];
    probed.liveSocketTimeline = timeline;
    const Native = window.WebSocket;
    window.WebSocket = class extends Native {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        if (!live.test(String(url))) return;
        timeline.push({ kind: 'opened', at: performance.now() });
        // Registered before the app's own listener, so the time is taken before it schedules a reconnect.
        this.addEventListener('close', (event) => timeline.push({ kind: 'closed', at: performance.now(), code: event.code }));
      }
    };
  }, LIVE_SOCKET.source);

  const timeline = () => page.evaluate(() => (window as ProbedWindow).liveSocketTimeline ?? []);
  return {
    /** The next `count` connection attempts are refused (closed at once with 1011). */
    refuseNext: (count: number) => {
      refusals = count;
    },
    /** How many sockets the page has created so far. */
    socketsCreated: async () => (await timeline()).filter((entry) => entry.kind === 'opened').length,
    /** The close codes seen so far, in order. */
    closeCodes: async () => (await timeline()).flatMap((entry) => (entry.kind === 'closed' ? [entry.code] : [])),
    /** For each socket created after a close: how long after that close it came, in ms. */
    reconnectWaits: async () => {
      const waits: number[] = [];
      let closedAt: number | null = null;
      for (const entry of await timeline()) {
        if (entry.kind === 'closed') closedAt = entry.at;
        else if (closedAt !== null) {
          waits.push(Math.round(entry.at - closedAt));
          closedAt = null;
        }
      }
      return waits;
    },
  };
};
