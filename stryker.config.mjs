// Mutation testing of domain/ (issue 3): StrykerJS 9 with the vitest runner, running the domain tests only.
// `npm run test:mutation`; the HTML and JSON reports land in reports/mutation/ (git-ignored).
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  // Test fixtures are test code, not rules.
  mutate: ['domain/**/*.ts', '!domain/**/*.test.ts', '!domain/**/*.fixture.ts'],
  // The sandbox needs the sources and configs only, not builds, data or reports.
  ignorePatterns: ['dist', '.data', 'coverage', 'reports', 'test-results', 'playwright-report', '.cli'],
  coverageAnalysis: 'perTest',
  // The machine is shared: a slow run must not pass for a mutant caught by a timeout (an endless loop).
  timeoutMS: 15000,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 95, low: 90, break: 90 },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
