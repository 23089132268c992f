import type { Plugin } from 'vite';

/**
 * Blueprint's `Icon` (inside every `Button`) imports the icon loader, which builds `IconNames` from a table
 * of all 706 icon names: 9 KB gzip in the first load of any page with a button, for names this app never
 * uses (it renders icon components, STACK.md). This build plugin swaps that module for one that derives a
 * name from its key (`IconNames.ChevronDown` and `IconNames.CHEVRON_DOWN` are 'chevron-down', as in the
 * table), and accepts any well-formed name as valid. What is lost: `Icons.loadAll()` (it lists the table),
 * and an unknown name given as a string now fails when its paths load instead of before.
 */
export const ICON_NAMES_MODULE = /[\\/]@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]iconNames\.js$/;

export const ICON_NAMES_SOURCE = `
const WORD_BOUNDARY = /(?<=[a-z])(?=[A-Z])/g;
const nameFor = (key) =>
  typeof key === 'string' && /^[A-Za-z][A-Za-z_]*$/.test(key)
    ? key.replace(WORD_BOUNDARY, '-').replaceAll('_', '-').toLowerCase()
    : undefined;
export const IconNames = new Proxy({}, { get: (_, key) => nameFor(key) });
export const IconNamesSet = { has: (name) => typeof name === 'string' && /^[a-z]+(-[a-z]+)*$/.test(name) };
`;

export const blueprintIconNames = (): Plugin => ({
  name: 'blueprint-icon-names',
  apply: 'build',
  enforce: 'pre',
  load(id) {
    return ICON_NAMES_MODULE.test(id.split('?')[0] ?? id) ? ICON_NAMES_SOURCE : null;
  },
});
