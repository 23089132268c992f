import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The lint rules that keep markup injection out of the code (issue 10): no dangerouslySetInnerHTML and no
 * script URLs, reported by the project's own eslint.config.js on a fixture linted as an app file.
 */
const FIXTURE = join(import.meta.dirname, 'fixtures', 'forbidden-markup.tsx.txt');
const TEMPLATE_FIXTURE = join(import.meta.dirname, 'fixtures', 'template-script-urls.tsx.txt');

/** The project's configuration, less the type-aware rules: they need the file in a tsconfig, and these exist only here. */
const OFF_HERE = {
  languageOptions: { parserOptions: { projectService: false } },
  rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off' },
} as const;

const lintAs = async (filePath: string, code: string) => {
  const [result] = await new ESLint({ cwd: process.cwd(), overrideConfig: OFF_HERE }).lintText(code, { filePath });
  if (!result) throw new Error('eslint returned no result');
  return result.messages.map((message) => ({ line: message.line, rule: message.ruleId, message: message.message }));
};

/** The lines the fixture marks with ✗. */
const markedLines = (code: string) =>
  code
    .split('\n')
    .map((line, index) => (/\/\/ ✗/.test(line) ? index + 1 : null))
    .filter((line) => line !== null);

describe('the lint rules against markup injection', () => {
  it('report every dangerouslySetInnerHTML and script URL in an app file, and nothing else', async () => {
    const code = readFileSync(FIXTURE, 'utf8');
    const messages = await lintAs('ui/pages/lint-fixture/forbidden-markup.tsx', code);
    expect([...new Set(messages.map((message) => message.line))].sort((a, b) => a - b)).toEqual(markedLines(code));
    expect(messages.filter((message) => message.rule !== 'no-restricted-syntax' && message.rule !== 'no-script-url')).toEqual([]);
    expect(messages.map((message) => message.message)).toEqual(
      expect.arrayContaining(['Render text as text: no dangerouslySetInnerHTML.', 'Script URLs are forbidden.']),
    );
  });

  it('apply outside the app too (server and scripts)', async () => {
    const code = ["export const link = 'java' + 'script:';", `export const bad = '${['java', 'script:'].join('')}alert(1)';`].join('\n');
    for (const filePath of ['server/http/lint-fixture.ts', 'scripts/lint-fixture.ts']) {
      expect(await lintAs(filePath, code)).toEqual([
        { line: 2, rule: 'no-script-url', message: 'Script URL is a form of eval.' },
        { line: 2, rule: 'no-restricted-syntax', message: 'Script URLs are forbidden.' },
      ]);
    }
  });

  it('report a script URL built in a template literal with placeholders, in any case and after leading blanks', async () => {
    const code = readFileSync(TEMPLATE_FIXTURE, 'utf8');
    const messages = await lintAs('ui/pages/lint-fixture/template-script-urls.tsx', code);
    expect(messages.map((message) => message.line)).toEqual(markedLines(code));
    expect(new Set(messages.map((message) => `${message.rule}: ${message.message}`))).toEqual(new Set(['no-restricted-syntax: Script URLs are forbidden.']));
  });
});
