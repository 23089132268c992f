import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { errorPageTitle } from './error-page';

test('404 reads 404 Not Found', () => {
  expect(errorPageTitle(404)).toBe('404 Not Found');
});

test.prop([fc.integer({ min: 100, max: 599 }).filter((code) => code !== 404)])("any other status reads 'An error occurred'", (code) => {
  expect(errorPageTitle(code)).toBe('An error occurred');
});
