import { defineConfig } from 'vitest/config';
import base from './vitest.config';

/** The domain tests alone, for mutation testing of domain/ (stryker.config.mjs). */
export default defineConfig({ ...base, test: { ...base.test, include: ['domain/**/*.test.ts'], isolate: false } });
