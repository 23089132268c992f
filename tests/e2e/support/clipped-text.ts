import { expect, type Page } from '@playwright/test';

/**
 * At a phone's width no text may be cut off (an element with hidden overflow narrower than its text) and
 * the page may not scroll sideways: the check for languages that run longer than English.
 */
export const expectNothingClipped = async (page: Page) => {
  const clipped = await page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth + 1) found.push(`the page is ${document.documentElement.scrollWidth}px wide`);
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const style = getComputedStyle(element);
      const hides = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
      const text = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
      // Text hidden for screen readers only is one pixel wide on purpose.
      const shown = element.offsetParent !== null && element.clientWidth > 1;
      if (hides && text && shown && element.scrollWidth > element.clientWidth + 1) found.push(element.textContent?.trim().slice(0, 60) ?? '');
    }
    return found;
  });
  expect(clipped).toEqual([]);
};

/** Runs a check at a phone's width (390 px), then gives the page its width back. */
export const atPhoneWidth = async (page: Page, check: () => Promise<void>) => {
  const before = page.viewportSize() ?? { width: 1280, height: 720 };
  await page.setViewportSize({ width: 390, height: 844 });
  await check();
  await page.setViewportSize(before);
};
