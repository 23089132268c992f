import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { hasPatientRole, requirePatientRole } from './patient-role';

describe('only a user whose first role is patient may be loaded (spec §5, §6)', () => {
  it("accepts a patient and refuses any other first role with 'Wrong User!'", () => {
    expect(requirePatientRole({ roles: ['patient'] })).toEqual({ ok: true, value: { roles: ['patient'] } });
    expect(requirePatientRole({ roles: ['doctor', 'patient'] })).toEqual({
      ok: false,
      error: { message: 'Wrong User!', statusCode: 403 },
    });
    expect(hasPatientRole([])).toBe(false);
  });

  test.prop([fc.array(fc.string())])('looks at the first role only', (rest) => {
    expect(hasPatientRole(['patient', ...rest])).toBe(true);
  });

  test.prop([fc.string().filter((role) => role !== 'patient'), fc.array(fc.string())])('refuses whatever follows a non-patient first role', (first, rest) => {
    expect(hasPatientRole([first, ...rest])).toBe(false);
  });
});
