import { existsSync } from 'node:fs';
import { chromium, type Browser } from '@playwright/test';

/** Debian's Chromium with the flags this machine needs (STACK.md). */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
