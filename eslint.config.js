import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const MARKUP_INJECTION = [
  { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Render text as text: no dangerouslySetInnerHTML.' },
  // Browsers drop leading blanks and control characters before the scheme. no-script-url misses a
  // template literal with placeholders, so its first piece is checked as well.
  { selector: "Literal[value=/^[\\s\\u0000-\\u001f]*javascript:/i]", message: 'Script URLs are forbidden.' },
  { selector: "TemplateLiteral > TemplateElement:first-child[value.cooked=/^[\\s\\u0000-\\u001f]*javascript:/i]", message: 'Script URLs are forbidden.' },
];

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'cli-package/dist', '.data', 'coverage', 'reports', 'test-results', 'playwright-report', '.stryker-tmp', 'openapi/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-script-url': 'error',
      'no-restricted-syntax': ['error', ...MARKUP_INJECTION],
    },
  },
  {
    files: ['ui/**/*.tsx', 'ui/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
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
