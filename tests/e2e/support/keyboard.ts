import { expect, type Locator, type Page } from '@playwright/test';

export interface FocusStop {
  /** The focused element, briefly: tag, role or type, and its name. */
  readonly element: string;
  /** Whether an outline or a focus ring shows on it, or on what draws it (a custom radio, a choice card). */
  readonly visible: boolean;
}

/** The element that has focus, and whether a sighted keyboard user can tell. Null when nothing has focus. */
export const focusStop = (page: Page): Promise<FocusStop | null> =>
  page.evaluate(() => {
    let focused = document.activeElement;
    while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return null;

    const alphaOf = (color: string): number => {
      if (color === 'transparent') return 0;
      const slash = /\/\s*([\d.]+%?)\s*\)$/.exec(color);
      if (slash) return slash[1]!.endsWith('%') ? parseFloat(slash[1]!) / 100 : parseFloat(slash[1]!);
      const rgba = /^rgba\([^,]+,[^,]+,[^,]+,\s*([\d.]+)\)$/.exec(color);
      return rgba ? parseFloat(rgba[1]!) : 1;
    };
    /** A box-shadow drawn outside the box with a spread: a focus ring (Blueprint's field borders are inset). */
    const hasRing = (shadow: string): boolean =>
      shadow !== 'none' &&
      shadow.split(/,(?![^(]*\))/).some((part) => {
        if (part.includes('inset')) return false;
        const color = /^\s*([a-z]+\([^)]*\)|#[0-9a-f]+|[a-z]+)/i.exec(part)?.[1] ?? '';
        const lengths = [...part.replace(color, '').matchAll(/(-?[\d.]+)px/g)].map((match) => parseFloat(match[1]!));
        return (lengths[3] ?? 0) >= 1 && alphaOf(color) > 0;
      });
    const shows = (element: Element): boolean => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return style.visibility !== 'hidden' && Number(style.opacity) > 0 && box.width >= 4 && box.height >= 4;
    };
    const marked = (element: Element): boolean => {
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1 && alphaOf(style.outlineColor) > 0;
      return shows(element) && (outline || hasRing(style.boxShadow));
    };
    // A native control may be hidden under what draws it: Blueprint's indicator, or the card it sits in.
    const drawnBy = [
      focused,
      ...[...(focused.parentElement?.children ?? [])].filter((sibling) => sibling.classList.contains('bp6-control-indicator')),
      focused.closest('.choice-card'),
    ].filter((element): element is Element => element !== null);

    // Tabbing on from a date's fields reaches the browser's own calendar button, inside the input, which
    // draws its own focus ring where no style can be read.
    const onDatePicker = focused instanceof HTMLInputElement && focused.type === 'date' && !focused.matches(':focus-visible');
    const role = focused.getAttribute('role') ?? (focused instanceof HTMLInputElement ? `input[${focused.type}]` : focused.tagName.toLowerCase());
    const name = (
      focused.getAttribute('aria-label') ??
      (focused instanceof HTMLInputElement ? focused.labels?.[0]?.textContent : null) ??
      focused.textContent ??
      ''
    )
      .trim()
      .replace(/\s+/g, ' ')
      .slice(0, 60);
    return { element: `${role} "${name}"${onDatePicker ? ' (its calendar button)' : ''}`, visible: onDatePicker || drawnBy.some(marked) };
  });

export const expectFocusVisible = async (page: Page): Promise<void> => {
  const stop = await focusStop(page);
  if (stop) expect(stop.visible, `focus on ${stop.element} has no visible outline or ring`).toBe(true);
};

const hasFocus = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Presses `key` until `reached` says so, checking at every stop on the way that the focus can be seen. */
export const tabUntil = async (page: Page, what: string, reached: () => Promise<boolean>, { key = 'Tab', maxStops = 80 } = {}): Promise<void> => {
  const passed: string[] = [];
  for (let stop = 0; stop < maxStops; stop += 1) {
    await page.keyboard.press(key);
    await expectFocusVisible(page);
    if (await reached()) return;
    passed.push((await focusStop(page))?.element ?? '(nothing)');
  }
  throw new Error(`${key} never reached ${what}; it passed ${passed.join(', ')}`);
};

/** Tabs (or Shift+Tabs, when the target comes before the focused element) to the target. */
export const tabTo = async (page: Page, target: Locator): Promise<void> => {
  await expect(target).toBeVisible();
  if (await hasFocus(target)) return;
  const backwards = await target.evaluate((element) => {
    const focused = document.activeElement;
    return Boolean(focused && focused !== document.body && focused.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING);
  });
  await tabUntil(page, target.toString(), () => hasFocus(target), { key: backwards ? 'Shift+Tab' : 'Tab' });
};

/** Presses a key that moves or toggles within a control (arrows, Space), and checks the focus can be seen. */
export const press = async (page: Page, key: string): Promise<void> => {
  await page.keyboard.press(key);
  await expectFocusVisible(page);
};

/**
 * Checks the radio at `index` of a native group as a keyboard user does: Tab into the group, arrow keys
 * to the one wanted (which checks it), Space when focus landed on it unchecked.
 */
export const chooseRadio = async (page: Page, radios: Locator, index: number): Promise<void> => {
  const focusedIndex = () => radios.evaluateAll((all) => all.indexOf(document.activeElement as HTMLElement));
  if ((await focusedIndex()) < 0) await tabUntil(page, 'the choices', async () => (await focusedIndex()) >= 0);
  for (let moves = 0; moves < 20; moves += 1) {
    const at = await focusedIndex();
    if (at === index) break;
    await press(page, at < index ? 'ArrowDown' : 'ArrowUp');
  }
  if (!(await radios.nth(index).isChecked())) await press(page, 'Space');
  await expect(radios.nth(index)).toBeChecked();
};
