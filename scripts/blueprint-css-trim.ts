import type { PluginCreator, Rule } from 'postcss';

/**
 * Blueprint's stylesheet, trimmed to what this app can use (budget: 40 KB gzip of CSS on a first visit).
 * Dropped: the dark theme (the app has none), the icon-font glyph rules (icons are SVG components), and
 * the components listed here, which the app does not use. Using one of them later means deleting it here.
 */
export const UNUSED_BLUEPRINT_COMPONENTS = [
  'alert',
  'breadcrumb',
  'breadcrumbs',
  'button-group',
  'card-list',
  'code-block',
  'compound-tag',
  'context-menu',
  'control-card',
  'control-group',
  'dialog-step',
  'divider',
  'editable-text',
  'entity-title',
  'file-input',
  'file-upload',
  'hotkey',
  'key',
  'menu',
  'multistep-dialog',
  'navbar',
  'numeric-input',
  'overflow-list',
  'panel-stack',
  'popover',
  'progress-bar',
  'resizable-input',
  'running-text',
  'section',
  'segmented-control',
  'slider',
  'submenu',
  'tab',
  'tabs',
  'tag-input',
  'toast',
  'tooltip',
  'tree',
] as const;

const DARK = /\.bp6-dark\b/;
// `.bp6-icon-add::before { content: ... }`: a glyph of the icon font. Layout classes stay.
const ICON_GLYPH = /\.bp6-icon-(?!standard\b|large\b|muted\b|container\b)[a-z0-9-]+::?before/;
const UNUSED = new RegExp(`\\.bp6-(?:${UNUSED_BLUEPRINT_COMPONENTS.join('|')})(?![a-z])`);

export const isDroppedSelector = (selector: string): boolean => DARK.test(selector) || ICON_GLYPH.test(selector) || UNUSED.test(selector);

const trimRule = (rule: Rule): void => {
  const kept = rule.selectors.filter((selector) => !isDroppedSelector(selector));
  if (kept.length === 0) rule.remove();
  else if (kept.length < rule.selectors.length) rule.selectors = kept;
};

/** A PostCSS plugin that trims only Blueprint's own stylesheet, leaving every other file alone. */
export const blueprintCssTrim: PluginCreator<void> = () => ({
  postcssPlugin: 'blueprint-css-trim',
  Once(root, { result }) {
    if (!result.opts.from?.replaceAll('\\', '/').includes('@blueprintjs/core/lib/css/blueprint.css')) return;
    root.walkRules(trimRule);
    root.walkAtRules((atRule) => {
      if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
    });
  },
});
blueprintCssTrim.postcss = true;
