import { describe, expect, it } from 'vitest';
import type { Patient } from '../entities/patient';
import { storedGenderChoice } from '../session/stored-gender';
import { basicsForm, basicsToSave, formatUsPhone, PHONE_TAKEN_MESSAGE, unchosenGender, zipStateError } from './basics';

const PATIENT = {
  basic: { birthDate: '1990-07-04', gender: 'female' },
  shipping: { zipCode: '10001' },
} as unknown as Patient;

describe('the basic step', () => {
  it('saves the birth date as YYYY-MM-DD and the phone as its 10 digits', () => {
    expect(basicsToSave({ gender: 'male', birthDate: '07-04-1990', zipCode: ' 10001 ', phone: '+1 (212) 555-0123' })).toEqual({
      gender: 'male',
      birthDate: '1990-07-04',
      zipCode: '10001',
      phone: '2125550123',
    });
    expect(basicsToSave({ gender: 'male', birthDate: '1990-07-04', zipCode: '10001', phone: '2125550123' })).toBeNull();
    expect(basicsToSave({ gender: 'male', birthDate: '07-04-1990', zipCode: '10001', phone: '555' })).toBeNull();
    expect(basicsToSave({ gender: 'other', birthDate: '07-04-1990', zipCode: '10001', phone: '2125550123' })).toBeNull();
    expect(basicsToSave({ gender: 'female', birthDate: '07-04-1990', zipCode: '10001', phone: '2125550123' })?.gender).toBe('female');
  });

  it('writes a phone number of 10 digits as (212) 555-0123, anything else as it is', () => {
    expect(formatUsPhone('2125550123')).toBe('(212) 555-0123');
    for (const other of ['12125550123', '21255501234', 'x2125550123']) expect(formatUsPhone(other)).toBe(other);
  });

  it('tells a patient whose phone number is taken to sign in with that account', () => {
    expect(PHONE_TAKEN_MESSAGE).toBe('This phone number belongs to another account. Sign in with that account, or use another number.');
  });

  it('opens with what the patient saved before, or the stored gender on a first visit', () => {
    expect(basicsForm(PATIENT, '+12125550123', 'male', 'male')).toEqual({
      gender: 'female',
      birthDate: '07-04-1990',
      zipCode: '10001',
      phone: '(212) 555-0123',
    });
    expect(basicsForm(null, null, 'female', 'male')).toEqual({ gender: 'female', birthDate: '', zipCode: '', phone: '' });
    const blank = { basic: { birthDate: 'garbage', gender: 'male' }, shipping: {} } as unknown as Patient;
    expect(basicsForm(blank, 'abc', 'female', '')).toEqual({ gender: 'male', birthDate: '', zipCode: '', phone: 'abc' });
    expect(formatUsPhone('12345')).toBe('12345');
  });

  it("asks the gender on the women's brand when none was chosen, where the main brand starts from the spec's male", () => {
    // A new patient carries the default gender (male) before any basics are saved: that is no choice.
    const fresh = { basic: { birthDate: null, gender: 'male' }, shipping: { zipCode: null } } as unknown as Patient;
    expect(unchosenGender('women')).toBe('');
    expect(unchosenGender('main')).toBe('male');
    expect(basicsForm(fresh, null, null, unchosenGender('women')).gender).toBe('');
    expect(basicsForm(fresh, null, null, unchosenGender('main')).gender).toBe('male');
    expect(basicsForm(fresh, null, 'male', unchosenGender('women')).gender).toBe('male');
    expect(storedGenderChoice('female')).toBe('female');
    expect(storedGenderChoice('other')).toBeNull();
    expect(storedGenderChoice(null)).toBeNull();
  });

  it('wants a ZIP code of a state where the service is offered', () => {
    const enabled = [{ code: 'NY', name: 'New York' }];
    expect(zipStateError({ zipCode: '10001', city: 'New York', state: 'NY', stateName: 'New York' }, enabled)).toBeNull();
    expect(zipStateError({ zipCode: '80218', city: 'Denver', state: 'CO', stateName: 'Colorado' }, [...enabled, { code: 'CO', name: 'Colorado' }])).toBeNull();
    expect(zipStateError({ zipCode: '73301', city: 'Austin', state: 'TX', stateName: 'Texas' }, enabled)).toBe('We do not offer treatment in Texas yet');
    expect(zipStateError(null, enabled)).toBe('We could not find this ZIP code');
  });
});
