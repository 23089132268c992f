import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import mobx from 'eslint-plugin-mobx';

const MARKUP_INJECTION = [
  { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Render text as text: no dangerouslySetInnerHTML.' },
  // Browsers drop leading blanks and control characters before the scheme. no-script-url misses a
  // template literal with placeholders, so its first piece is checked as well.
  { selector: 'Literal[value=/^[\\s\\u0000-\\u001f]*javascript:/i]', message: 'Script URLs are forbidden.' },
  { selector: 'TemplateLiteral > TemplateElement:first-child[value.cooked=/^[\\s\\u0000-\\u001f]*javascript:/i]', message: 'Script URLs are forbidden.' },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'cli-package/dist',
      '.data',
      'coverage',
      'reports',
      'test-results',
      'playwright-report',
      '.stryker-tmp',
      'openapi/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      // Type-aware rules: the project's own tsconfig (domain/ has its own) tells eslint every type.
      parserOptions: {
        projectService: { allowDefaultProject: ['eslint.config.js', '.dependency-cruiser.mjs', 'stryker.config.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // A promise nobody awaits loses its failure; one handed where a plain callback is expected does too.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-script-url': 'error',
      'no-restricted-syntax': ['error', ...MARKUP_INJECTION],
    },
  },
  {
    files: ['ui/**/*.tsx', 'ui/**/*.ts'],
    plugins: { 'react-hooks': reactHooks, mobx },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Every component is an observer (it redraws when what it reads changes), named for React DevTools.
      'mobx/missing-observer': 'error',
      'mobx/no-anonymous-observer': 'error',
      'mobx/missing-make-observable': 'error',
      'mobx/unconditional-make-observable': 'error',
    },
  },
  {
    files: ['domain/**/*.ts'],
    ignores: ['domain/**/*.test.ts'],
    rules: {
      'no-restricted-globals': ['error', 'window', 'document', 'fetch', 'localStorage', 'setTimeout', 'setInterval'],
      'no-restricted-syntax': [
        'error',
        ...MARKUP_INJECTION,
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Pass time in as an argument.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Pass time in as an argument.' },
        { object: 'Math', property: 'random', message: 'Pass randomness in as an argument.' },
      ],
    },
  },
);
