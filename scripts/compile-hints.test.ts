import { describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT } from './compile-hints';

const bundle = () => ({
  'assets/vendor-a1.js': { type: 'chunk', name: 'vendor', code: 'const __vite__mapDeps=1;\nexport{}' },
  'assets/index-b2.js': { type: 'chunk', name: 'index', code: 'import"./vendor-a1.js";' },
  'assets/chat.page-c3.js': { type: 'chunk', name: 'chat.page', code: 'export const ChatPage=1;' },
  'assets/index-d4.css': { type: 'asset', name: 'index' },
});

describe('compile hints on the first screens’ chunks', () => {
  it('puts the hint on the first line of the chunks named, above what Vite put at their top, and nowhere else', () => {
    const built = bundle();
    addCompileHints(built, ['vendor', 'index']);
    expect(built['assets/vendor-a1.js'].code).toBe(`${COMPILE_HINT}\nconst __vite__mapDeps=1;\nexport{}`);
    expect(built['assets/index-b2.js'].code.split('\n')[0]).toBe(COMPILE_HINT);
    expect(built['assets/chat.page-c3.js'].code).toBe('export const ChatPage=1;');
    expect(built['assets/index-d4.css']).not.toHaveProperty('code');
  });

  it('fails the build when a name matches no chunk, as after a group is renamed', () => {
    expect(() => addCompileHints(bundle(), ['vendor', 'dashbaord'])).toThrow('no chunk named dashbaord');
  });
});
