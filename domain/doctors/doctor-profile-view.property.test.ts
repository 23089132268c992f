import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { DoctorLicense } from '../entities/doctor-profile';
import { degreeLines, doctorName, licensesByState } from './doctor-profile-view';

const TODAY = { year: 2026, month: 11, day: 22 };
const license = (state: string, expirationDate: string, n = 1): DoctorLicense => ({
  _id: `${state}${n}`.padEnd(24, '0'),
  licenseNumber: `${state}-${n}`,
  state,
  expirationDate,
  product: 'ed',
});

describe('a doctor profile as a patient reads it', () => {
  it('names the doctor with the suffix', () => {
    expect(doctorName({ user: { _id: 'u', firstName: 'Avery', lastName: 'Reed' }, suffix: 'MD' })).toBe('Avery Reed, MD');
    expect(doctorName({ user: { _id: 'u', firstName: 'Priya', lastName: 'Raman' }, suffix: ' ' })).toBe('Priya Raman');
    expect(doctorName({ user: { _id: 'u', firstName: 'Priya', lastName: 'Raman' }, suffix: null })).toBe('Priya Raman');
    expect(doctorName({ user: { _id: 'u', firstName: '', lastName: 'Reed' }, suffix: 'NP' })).toBe('Reed, NP');
  });

  it('groups licenses by state name, with the expiry as MM-DD-YYYY and whether it has passed', () => {
    const groups = licensesByState([license('TX', '2027-01-31'), license('CA', '2026-11-21'), license('CA', '2026-11-22', 2), license('ZZ', 'soon')], TODAY);
    expect(groups.map((group) => group.stateName)).toEqual(['California', 'Texas', 'ZZ']);
    expect(groups[0]?.licenses).toEqual([
      { id: license('CA', '', 1)._id, licenseNumber: 'CA-1', treats: 'Erectile dysfunction', expires: '11-21-2026', expired: true },
      { id: license('CA', '', 2)._id, licenseNumber: 'CA-2', treats: 'Erectile dysfunction', expires: '11-22-2026', expired: false },
    ]);
    expect(groups[2]?.licenses[0]).toMatchObject({ expires: 'soon', expired: false });
    expect(licensesByState([license('TX', '2020-02-30')], TODAY)[0]?.licenses[0]).toMatchObject({ expires: '2020-02-30', expired: false });
    // Only a stored date on its own is read as one.
    for (const stored of ['by 2020-01-31', '2020-01-31 (renewed)']) {
      expect(licensesByState([license('TX', stored)], TODAY)[0]?.licenses[0], stored).toMatchObject({ expires: stored, expired: false });
    }
  });

  it("lists each state's licenses by expiry, soonest first", () => {
    const [texas] = licensesByState([license('TX', '2028-03-01', 1), license('TX', '2027-01-31', 2), license('TX', '2027-06-30', 3)], TODAY);
    expect(texas?.licenses.map((row) => row.expires)).toEqual(['01-31-2027', '06-30-2027', '03-01-2028']);
  });

  test.prop([fc.array(fc.constantFrom('CA', 'TX', 'NY', 'FL', 'WA'), { maxLength: 20 })])('keeps every license, each once, under its own state', (states) => {
    const licenses = states.map((state, n) => license(state, '2027-01-01', n));
    const groups = licensesByState(licenses, TODAY);
    expect(groups.flatMap((group) => group.licenses.map((row) => row.id)).sort()).toEqual(licenses.map((l) => l._id).sort());
    for (const group of groups) for (const row of group.licenses) expect(row.licenseNumber.startsWith(group.state)).toBe(true);
  });

  it('lists degrees most recent first with their year', () => {
    expect(
      degreeLines([
        { _id: '1', name: 'State University', degree: 'BS', endDate: '2005-05-20' },
        { _id: '2', name: 'Medical School', degree: 'MD', endDate: '2009-06-01' },
        { _id: '3', name: 'Somewhere', degree: 'Residency', endDate: 'n/a' },
      ]),
    ).toEqual([
      { id: '3', degree: 'Residency', school: 'Somewhere', year: null },
      { id: '2', degree: 'MD', school: 'Medical School', year: 2009 },
      { id: '1', degree: 'BS', school: 'State University', year: 2005 },
    ]);
  });
});
