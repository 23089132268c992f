import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { blueprintCssTrim, isDroppedSelector, UNUSED_BLUEPRINT_COMPONENTS } from './blueprint-css-trim';

const BLUEPRINT = '/app/node_modules/@blueprintjs/core/lib/css/blueprint.css';
const trim = async (css: string, from = BLUEPRINT) => (await postcss([blueprintCssTrim()]).process(css, { from })).css;

describe('the Blueprint stylesheet trim', () => {
  it('drops dark-theme rules, icon-font glyphs and unused components, keeping what the app uses', () => {
    expect(isDroppedSelector('.bp6-dark .bp6-button')).toBe(true);
    expect(isDroppedSelector('.bp6-icon-add::before')).toBe(true);
    expect(isDroppedSelector('.bp6-tag-input .bp6-input-ghost')).toBe(true);
    expect(isDroppedSelector('.bp6-slider-handle')).toBe(true);
    expect(isDroppedSelector('.bp6-button.bp6-intent-primary')).toBe(false);
    expect(isDroppedSelector('.bp6-icon-standard')).toBe(false);
    expect(isDroppedSelector('.bp6-tag')).toBe(false);
    expect(isDroppedSelector('.bp6-input-group .bp6-input')).toBe(false);
    expect(isDroppedSelector('.bp6-button-group .bp6-button')).toBe(true);
    expect(isDroppedSelector('.bp6-popover-target')).toBe(true);
    expect(isDroppedSelector('.bp6-menu-item')).toBe(true);
    expect(isDroppedSelector('.bp6-control.bp6-checkbox')).toBe(false);
    expect(isDroppedSelector('.bp6-dialog-footer')).toBe(false);
    expect(isDroppedSelector('.bp6-html-table')).toBe(false);
  });

  it('drops only components the app imports from Blueprint nowhere', () => {
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? sources(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
      );
    const imported = new Set(
      sources('ui').flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@blueprintjs\/core'/g)].flatMap((match) =>
          (match[1] ?? '').split(',').map((name) => name.trim()),
        ),
      ),
    );
    const componentOf = (className: string) => className.replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase());
    const dropped = UNUSED_BLUEPRINT_COMPONENTS.map(componentOf);
    expect(imported.has('Button')).toBe(true);
    expect([...imported].filter((name) => dropped.some((component) => name.startsWith(component)))).toEqual([]);
  });

  it('keeps the light half of a rule shared with the dark theme, and removes emptied at-rules', async () => {
    const css = await trim('.bp6-button, .bp6-dark .bp6-button { color: red } @media (min-width: 1px) { .bp6-dark a { color: blue } }');
    expect(css).toContain('.bp6-button { color: red }');
    expect(css).not.toContain('bp6-dark');
    expect(css).not.toContain('@media');
  });

  it('leaves every other stylesheet untouched', async () => {
    const css = '.bp6-dark .mine { color: red }';
    expect(await trim(css, '/app/ui/theme/app.css')).toBe(css);
  });
});
