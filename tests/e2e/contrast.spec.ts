import { expect, test, type Locator, type Page } from '@playwright/test';
import { contrastRatio, WCAG_AA_TEXT } from '../../domain/brands/colour-contrast';
import { fillBasics, signUpOnEntry, stepTitle } from './registration-journey';
import { BRANDS } from './support/brands';

/**
 * Text on and in the brand colour reads at WCAG AA (4.5:1) on both brands (issue 10), measured from the
 * computed styles of the page as built: the primary buttons at rest, hovered and pressed, the links, the
 * brand-coloured eyebrow, and the progress and question counts of the registration steps.
 */

type Rgb = readonly [number, number, number];
interface Reading {
  readonly text: string;
  readonly colour: Rgb;
  readonly background: Rgb;
}

/**
 * The colour of the text and of what is behind it as the eye sees them: the element's background and
 * its ancestors' down to the first opaque one, composited on a canvas with the text colour on top (so
 * translucent colours and color-mix() results count as painted). A background image would make the
 * reading meaningless, so it fails the test instead.
 */
const read = (element: Locator): Promise<Reading> =>
  element.evaluate((target) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('no 2d canvas');
    const paint = (base: string, layers: readonly string[]): [number, number, number] => {
      context.fillStyle = base;
      context.fillRect(0, 0, 1, 1);
      for (const layer of layers) {
        context.fillStyle = layer;
        context.fillRect(0, 0, 1, 1);
      }
      const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
      return [r, g, b];
    };
    const isOpaque = (colour: string) => paint('#000000', [colour]).join() === paint('#ffffff', [colour]).join();
    const layers: string[] = [];
    for (let node: Element | null = target; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.backgroundImage !== 'none') throw new Error(`a background image behind "${target.textContent}": ${style.backgroundImage}`);
      layers.unshift(style.backgroundColor);
      if (isOpaque(style.backgroundColor)) break;
    }
    return {
      text: (target.textContent ?? '').trim().slice(0, 60),
      colour: paint('#ffffff', [...layers, getComputedStyle(target).color]),
      background: paint('#ffffff', layers),
    };
  });

const hex = (rgb: Rgb) => `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;

/** Every element matched (at least one, visible) reads at AA; the failures are named with their colours. */
const expectReadable = async (elements: Locator, what: string) => {
  await expect(elements.first(), `${what} is on the page`).toBeVisible();
  const failures: string[] = [];
  for (const element of await elements.all()) {
    if (!(await element.isVisible())) continue;
    const reading = await read(element);
    const ratio = contrastRatio(hex(reading.colour), hex(reading.background));
    if (ratio < WCAG_AA_TEXT) failures.push(`${what} "${reading.text}": ${hex(reading.colour)} on ${hex(reading.background)} is ${ratio.toFixed(2)}:1`);
  }
  expect(failures).toEqual([]);
};

/** The primary buttons' labels at rest, under the pointer, and held down (released off the button, so nothing is sent). */
const expectPrimaryButtonsReadable = async (page: Page, where: string) => {
  const buttons = page.locator('.bp6-button.bp6-intent-primary:not(.bp6-disabled)');
  const label = (button: Locator) => button.locator('.bp6-button-text');
  await expectReadable(label(buttons), `${where}: primary button`);
  for (const button of await buttons.all()) {
    const settled = () => button.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    await button.hover();
    await settled();
    await expectReadable(label(button), `${where}: hovered primary button`);
    await page.mouse.down();
    await settled();
    await expectReadable(label(button), `${where}: pressed primary button`);
    await page.mouse.move(0, 0);
    await page.mouse.up();
  }
};

/** An entry page both brands offer (the women's brand hides ed and hl). */
const ENTRY = '/weightloss';

for (const brand of BRANDS) {
  test.describe(`the ${brand.id} brand`, () => {
    test('the login page: primary button, links and eyebrow read at AA', async ({ page }) => {
      await page.goto(`${brand.origin}/login`);
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      await expect(page.locator('body')).toHaveClass(new RegExp(`\\bbrand-${brand.id}\\b`));
      await expectPrimaryButtonsReadable(page, 'login');
      await expectReadable(page.locator('.auth-card a'), 'login: link');
    });

    test('registration: the sign-up page, the basics and the first question read at AA', async ({ page }) => {
      await page.goto(`${brand.origin}${ENTRY}`);
      await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
      await expectPrimaryButtonsReadable(page, 'sign-up');
      await expectReadable(page.locator('.auth-card a'), 'sign-up: link');
      await expectReadable(page.locator('.auth-eyebrow'), 'sign-up: eyebrow');

      await signUpOnEntry(page, brand.origin, ENTRY);
      await expectPrimaryButtonsReadable(page, 'the basics');
      await expectReadable(page.locator('.steps-progress-count'), 'the basics: progress count');

      await fillBasics(page, 'female');
      await expect(stepTitle(page)).toHaveText('Your Health');
      await expectReadable(page.locator('.question-count'), 'questionnaire: question count');
      await expectReadable(page.locator('.steps-progress-count'), 'questionnaire: progress count');
      await expectPrimaryButtonsReadable(page, 'questionnaire');
    });
  });
}
