import { describe, expect, it } from 'vitest';
import { decodeSegment, gzipByGroup, sourceGroup, textBySource } from './source-attribution';

describe('reading which sources a built script comes from', () => {
  it('decodes source-map numbers (base64 VLQ)', () => {
    expect(decodeSegment('AAAA')).toEqual([0, 0, 0, 0]);
    expect(decodeSegment('CAAC')).toEqual([1, 0, 0, 1]);
    expect(decodeSegment('D')).toEqual([-1]);
    expect(decodeSegment('gB')).toEqual([16]);
    expect(decodeSegment('2HwB')).toEqual([123, 24]);
    expect(() => decodeSegment('A!')).toThrow(/Not a source-map digit/);
  });

  it('gives each source the generated text from its segments to the next', () => {
    // Line 1: "let a=1;" from source 0 at column 0, "let b=2;" from source 1 at column 8; line 2: source 0 again.
    const code = 'let a=1;let b=2;\nexport{a,b};';
    const texts = textBySource(code, { sources: ['../../ui/a.ts', '../../node_modules/b/index.js'], mappings: 'AAAA,QCAA;ADAA' });
    expect(Object.fromEntries(texts)).toEqual({ '../../ui/a.ts': 'let a=1;export{a,b};', '../../node_modules/b/index.js': 'let b=2;' });
  });

  it('groups by package for libraries and by folder for the app', () => {
    expect(sourceGroup('../../node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
    expect(sourceGroup('../../node_modules/@blueprintjs/core/lib/esm/components/button/buttons.js')).toBe('@blueprintjs/core');
    expect(sourceGroup('../../node_modules/@blueprintjs/core/node_modules/react-popper/lib/index.js')).toBe('react-popper');
    expect(sourceGroup('../../ui/stores/registration/steps.store.ts')).toBe('ui/stores/registration');
    expect(sourceGroup('../../ui/stores/registration/parts/deep/x.ts')).toBe('ui/stores/registration');
    expect(sourceGroup('../../domain/routing/app-path.ts')).toBe('domain/routing');
    expect(sourceGroup('../../ui/main.tsx')).toBe('ui');
    expect(sourceGroup('\0rolldown/runtime.js')).toBe('\0rolldown/runtime.js');
  });

  it('ranks the groups by their compressed size', () => {
    const ranked = gzipByGroup(
      new Map([
        ['../../ui/a/x.ts', 'x'.repeat(10)],
        ['../../node_modules/big/i.js', 'abcdefghij'.repeat(500)],
      ]),
    );
    expect(ranked.map((row) => row.group)).toEqual(['big', 'ui/a']);
  });
});
