import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'domain/**/*.test.ts',
      'application/**/*.test.ts',
      'adapters/**/*.test.ts',
      'ui/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'tests/{architecture,contract,integration,security,lint}/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    coverage: {
      provider: 'v8',
      include: ['domain/**/*.ts'],
      exclude: ['domain/**/*.test.ts'],
      reporter: ['text-summary', 'text'],
    },
  },
});
