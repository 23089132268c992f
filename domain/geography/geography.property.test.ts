import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { isUsAreaCode, US_AREA_CODES, US_AREA_CODES_BY_STATE } from './us-area-codes';
import { stateCode, stateName, US_STATE_CODES } from './us-states';

const CODES = Object.values(US_STATE_CODES);

describe('US states and territories to two-letter codes (spec §3)', () => {
  it('covers the 50 states, DC and the territories PR, GU, VI, AS, MP', () => {
    expect(CODES).toHaveLength(56);
    expect(new Set(CODES).size).toBe(56);
    for (const code of ['DC', 'PR', 'GU', 'VI', 'AS', 'MP']) expect(CODES).toContain(code);
    expect(CODES.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
  });

  it('maps names to codes, ignoring case and spaces, and back', () => {
    expect(stateCode('California')).toBe('CA');
    expect(stateCode('  new   york ')).toBe('NY');
    expect(stateCode('District of Columbia')).toBe('DC');
    expect(stateCode('u.s. virgin islands')).toBe('VI');
    expect(stateCode('Ontario')).toBeNull();
    expect(stateCode('')).toBeNull();
    expect(stateName('ca')).toBe('California');
    expect(stateName(' mp ')).toBe('Northern Mariana Islands');
    expect(stateName('ZZ')).toBeNull();
  });

  test.prop([fc.constantFrom(...CODES)])('round-trips code -> name -> code', (code) => {
    expect(stateCode(stateName(code) as string)).toBe(code);
  });

  test.prop([fc.constantFrom(...Object.keys(US_STATE_CODES))])('round-trips name -> code -> name', (name) => {
    expect(stateName(stateCode(name) as string)).toBe(name);
  });

  test.prop([fc.string()])('is total: any text gives a listed code or null', (text) => {
    const code = stateCode(text);
    expect(code === null || CODES.includes(code)).toBe(true);
  });
});

describe('US area codes (spec §3)', () => {
  it('lists the geographic area codes of every state and territory', () => {
    expect(Object.keys(US_AREA_CODES_BY_STATE).sort()).toEqual([...CODES].sort());
    expect(US_AREA_CODES).toHaveLength(371);
    expect(new Set(US_AREA_CODES).size).toBe(US_AREA_CODES.length);
    expect(US_AREA_CODES).toEqual([...US_AREA_CODES].sort());
    expect(US_AREA_CODES_BY_STATE.NY).toContain('212');
    expect(US_AREA_CODES_BY_STATE.PR).toEqual(['787', '939']);
    expect(US_AREA_CODES_BY_STATE.AK).toEqual(['907']);
  });

  it('accepts area codes in service and refuses others', () => {
    for (const code of ['201', '212', '310', '415', '617', '907', '787', '671', '945']) expect(isUsAreaCode(code)).toBe(true);
    // toll-free, premium, personal, Canadian, N11, unassigned
    for (const code of ['800', '888', '900', '500', '416', '604', '911', '411', '999', '123', '21', '2125']) expect(isUsAreaCode(code)).toBe(false);
  });

  it('keeps every code a geographic NPA: N then two digits, never N11, never toll-free or a service code', () => {
    const nonGeographic = new Set([
      '500',
      '521',
      '522',
      '533',
      '544',
      '566',
      '577',
      '588',
      '600',
      '700',
      '710',
      '800',
      '833',
      '844',
      '855',
      '866',
      '877',
      '888',
      '900',
    ]);
    for (const code of US_AREA_CODES) {
      expect(code).toMatch(/^[2-9]\d\d$/);
      expect(code.slice(1)).not.toBe('11');
      expect(nonGeographic.has(code)).toBe(false);
    }
  });
});
